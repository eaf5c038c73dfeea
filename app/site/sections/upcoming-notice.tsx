import { Link } from "react-router";
import { PhoneLink } from "~/components/contact-links";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang } from "~/i18n/words";
import type { UpcomingWords } from "./upcoming-words";

/**
 * An honest line under the hero of an amenity the original site labels Upcoming: it is not open
 * yet. `what` names the amenity as the page's words do ("The spa"); the rest comes from `words`.
 */
export function UpcomingNotice({ what, words }: { what: string; words: UpcomingWords }) {
  const lang = useLang();
  return (
    <div className="border-b border-saffron-100 bg-saffron-50">
      <p className="container flex flex-wrap items-center gap-x-2 gap-y-1 py-3 text-sm text-saffron-900 md:text-base">
        <strong className="font-semibold">{words.openingSoon}</strong>
        <span>
          {fill(words.beforePhone, { what })}{" "}
          <PhoneLink className="font-semibold underline underline-offset-2" /> {words.afterPhone}{" "}
          <Link to={linkInLang("/Contact", lang)} className="font-semibold underline underline-offset-2">
            {words.link}
          </Link>
          {words.end}
        </span>
      </p>
    </div>
  );
}
