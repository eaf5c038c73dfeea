import { PhoneLink } from "~/components/contact-links";
import { fill, useWords } from "~/i18n/words";

/**
 * Read cache (product-rules.md): the origin is down and nothing is cached. Say so, and give the
 * guest a way to book anyway.
 */
export function RoomsUnavailable({ what = "rooms" }: { what?: "rooms" | "thisRoom" }) {
  const words = useWords("rooms").unavailable;
  return (
    <div role="status" className="card mx-auto max-w-2xl p-6 text-center">
      <h2 className="heading-3">{fill(words.title, { what: words[what] })}</h2>
      <p className="mt-3 text-ink-700">
        {words.before}
        <PhoneLink className="font-semibold text-river-700 underline" />
        {words.after}
      </p>
    </div>
  );
}
