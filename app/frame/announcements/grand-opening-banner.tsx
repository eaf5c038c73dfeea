import { useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { dismissBannerCookie, GRAND_OPENING_BANNER_ID } from "./banner-cookie";
import type { GrandOpeningBannerState } from "./grand-opening-state";
import { EmailLink } from "~/components/contact-links";
import { hotel } from "~/content/hotel";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";

const linkClass = "font-semibold text-saffron-900 underline underline-offset-2";

/**
 * A page of the site opens in place, in the page's language when it has a version in it; another
 * site's address in a new tab.
 */
function NoticeLink({ link }: { link: { label: string; href: string } }) {
  const lang = useLang();
  return link.href.startsWith("/") ? (
    <Link to={linkInLang(link.href, lang)} className={linkClass}>
      {link.label}
    </Link>
  ) : (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {link.label}
    </a>
  );
}

/**
 * Staff's announcement from the desk, or the grand-opening announcement (product-rules.md: Booking calls to action), worded for before and
 * after the opening day and dismissible for 60 days (a cookie, so the server leaves it out next
 * time: no layout shift). Staff's announcement comes in the page's language (their Hindi on a Hindi
 * page where they wrote it, else their English; the root's loader picks), as do the bar around it
 * and the grand opening's words.
 */
export function GrandOpeningBanner({ state }: { state: GrandOpeningBannerState | null }) {
  const [closed, setClosed] = useState(false);
  const { banner: w, openingDay } = useWords("frame");
  const lang = useLang();
  if (closed || !state) return null;
  return (
    <aside aria-label={w.label} className="bg-saffron-100 text-ink">
      <div className="container flex items-center gap-3 py-1 text-sm sm:py-2">
        <Icon name="star" className="hidden h-4 w-4 text-saffron-700 sm:block" />
        <p className="flex-1">
          {state.kind === "notice" ? (
            <>
              {state.text}
              {state.link ? (
                <>
                  {" "}
                  <NoticeLink link={state.link} />
                </>
              ) : null}
            </>
          ) : state.open ? (
            <>
              {/* One line on a phone: the sentence is for wider screens. */}
              <strong>{w.nowOpen}</strong>
              <span className="hidden sm:inline"> {fill(w.opened, { day: openingDay })}</span>{" "}
              <Link to={linkInLang("/BookingForm", lang)} className="font-semibold text-saffron-900 underline underline-offset-2">
                {w.bookYourStay}
              </Link>
            </>
          ) : (
            <>
              <strong>{fill(w.opening, { day: openingDay })}</strong>
              <span className="hidden sm:inline"> {w.bookingOpens}</span>{" "}
              <EmailLink className="font-semibold text-saffron-900 underline underline-offset-2">
                <span className="sm:hidden">{w.reserveByEmail}</span>
                <span className="hidden sm:inline">{fill(w.writeToReserve, { email: hotel.emails.reservations })}</span>
              </EmailLink>
              <span className="hidden sm:inline">{w.sentenceEnd}</span>
            </>
          )}
        </p>
        <button
          type="button"
          aria-label={w.dismiss}
          className="grid h-9 w-9 shrink-0 place-items-center rounded-pill text-ink-700 hover:bg-saffron-50 focus-visible:outline-2 focus-visible:outline-river-700"
          onClick={() => {
            // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari on many guests' phones.
            document.cookie = dismissBannerCookie(state.kind === "notice" ? state.id : GRAND_OPENING_BANNER_ID);
            setClosed(true);
          }}
        >
          <Icon name="close" className="h-4 w-4" />
        </button>
      </div>
    </aside>
  );
}
