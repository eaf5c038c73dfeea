
import { PhoneLink } from "~/components/contact-links";

/**
 * Read cache (product-rules.md): the origin is down and nothing is cached. Say so, and give the
 * guest a way to book anyway.
 */
export function RoomsUnavailable({ what = "rooms" }: { what?: string }) {
  return (
    <div role="status" className="card mx-auto max-w-2xl p-6 text-center">
      <h2 className="heading-3">We can't show {what} right now</h2>
      <p className="mt-3 text-ink-700">
        Our room information is briefly unavailable. Please try again in a few minutes, or call us on{" "}
        <PhoneLink className="font-semibold text-river-700 underline" />{" "}
        and we will book your stay over the phone.
      </p>
    </div>
  );
}
