/**
 * An e-mail address that wraps only after the "@" on narrow screens, never inside the domain
 * (browsers otherwise break at its hyphen).
 */
export function EmailText({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return <span className="min-w-0">{address}</span>;
  return (
    <span className="min-w-0">
      {address.slice(0, at)}@<wbr />
      <span className="whitespace-nowrap">{address.slice(at + 1)}</span>
    </span>
  );
}
