import { hotel } from "../content/hotel";

/** The hotel's mark: a temple shikhara against a rising sun above the Narmada's waves. */
export function BrandMark({ className = "h-[65px] w-[65px]" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={`shrink-0 ${className}`} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="#083F3F" />
      <circle cx="32" cy="27" r="13" fill="#E8871E" />
      <path d="M32 9l2.2 5.2h-4.4z M32 6.5v3" stroke="#F2C14E" strokeWidth="1.4" fill="#F2C14E" />
      <path d="M29.8 14.2h4.4l2.6 7.3h1.8l2.2 9.5H23.2l2.2-9.5h1.8z" fill="#FBF6EC" />
      <path d="M21 31h22v3H21z" fill="#FBF6EC" />
      <path
        d="M11 40c3.5 0 3.5-2.2 7-2.2s3.5 2.2 7 2.2 3.5-2.2 7-2.2 3.5 2.2 7 2.2 3.5-2.2 7-2.2 3.5 2.2 7 2.2"
        fill="none"
        stroke="#7FC4C0"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <path
        d="M15 47c3 0 3-1.9 6-1.9s3 1.9 6 1.9 3-1.9 6-1.9 3 1.9 6 1.9 3-1.9 6-1.9 3 1.9 4 1.9"
        fill="none"
        stroke="#1B8A8A"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <path d="M22 53.5h20" stroke="#1B8A8A" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** Mark plus wordmark; the visible text doubles as the accessible name of the home link. */
export function BrandLockup({ tone = "dark", markClassName }: { tone?: "dark" | "light"; markClassName?: string }) {
  const [first, ...rest] = hotel.shortName.split(" ");
  return (
    <span className="flex items-center gap-3 whitespace-nowrap">
      <BrandMark className={markClassName} />
      <span className="flex flex-col leading-none">
        <span className={`font-serif font-brand text-2xl font-semibold tracking-tight ${tone === "light" ? "text-white" : "text-river-900"}`}>
          {first}
        </span>
        <span
          className={`mt-1 text-[0.7rem] font-semibold uppercase tracking-[0.18em] ${tone === "light" ? "text-saffron-100" : "text-saffron-800"}`}
        >
          {rest.join(" ")}
        </span>
        <span className={`mt-1 text-[0.7rem] tracking-[0.12em] ${tone === "light" ? "text-river-100" : "text-ink-500"}`}>
          {hotel.address.locality}
        </span>
      </span>
    </span>
  );
}
