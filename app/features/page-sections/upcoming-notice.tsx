import { Link } from "react-router";
import { PhoneLink } from "~/components/contact-links";

/**
 * An honest line under the hero of an amenity the original site labels Upcoming: it is not open
 * yet.
 */
export function UpcomingNotice({ what }: { what: string }) {
  return (
    <div className="border-b border-saffron-100 bg-saffron-50">
      <p className="container flex flex-wrap items-center gap-x-2 gap-y-1 py-3 text-sm text-saffron-900 md:text-base">
        <strong className="font-semibold">Opening soon.</strong>
        <span>
          {what} is being completed and is not yet open to guests. For the opening date, call{" "}
          <PhoneLink className="font-semibold underline underline-offset-2" />{" "}
          or{" "}
          <Link to="/Contact" className="font-semibold underline underline-offset-2">
            write to us
          </Link>
          .
        </span>
      </p>
    </div>
  );
}
