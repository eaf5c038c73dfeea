import { type Banner, hotel, type IsoDate } from "~/content/hotel";
import { bannerInLang } from "~/content/hotel-in-lang";
import type { Lang } from "~/i18n/lang";
import { isWithin } from "~/domain/hotel-date";
import { GRAND_OPENING_BANNER_ID, isBannerDismissed } from "./banner-cookie";
import { isBookingOpen } from "./booking-open";

/** What the announcement bar shows; decided by the root loader so the browser needs no date logic. */
export type GrandOpeningBannerState =
  | {
      /** The day itself comes with the frame's words, written in the page's language. */
      kind: "opening";
      /**
       * The hotel has opened (product-rules.md: Booking calls to action): the banner links to booking
       * instead of the reservations e-mail.
       */
      open: boolean;
    }
  | {
      /** Staff's own announcement from the desk (product-rules.md: Offers and the announcement bar). */
      kind: "notice";
      /** Dismissal is per announcement: a new one shows even to a guest who closed the last. */
      id: string;
      /** Staff's words in the page's language: their Hindi on a Hindi page where they wrote it, else their English. */
      text: string;
      link: Banner["link"];
    };

/**
 * null outside the banner's window (identity config, product-rules.md: Booking calls to action) or
 * once the guest dismissed it.
 */
export function grandOpeningBannerState(today: IsoDate, dismissed: boolean): GrandOpeningBannerState | null {
  if (dismissed || !isWithin(today, hotel.announcements.grandOpening)) return null;
  return { kind: "opening", open: isBookingOpen(today) };
}

/**
 * A short stable id for an announcement's words and days (FNV-1a), for its dismissal cookie. Its
 * Hindi words are left out: one announcement in two languages is one announcement, and a guest who
 * closed it on a page in either language has closed it.
 */
export function noticeId(banner: Banner): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify([banner.text, banner.link, banner.startsOn, banner.endsOn])) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return `notice-${hash.toString(36)}`;
}

/**
 * The bar for a request: staff's announcement, in the page's language, while its days run and the
 * guest has not closed it; otherwise the grand opening's, in its own window.
 */
export function announcementBarState(today: IsoDate, cookieHeader: string | null, lang: Lang): GrandOpeningBannerState | null {
  const notice = hotel.announcements.banner;
  if (notice && isWithin(today, notice)) {
    const id = noticeId(notice);
    return isBannerDismissed(cookieHeader, id) ? null : { kind: "notice", id, ...bannerInLang(notice, lang) };
  }
  return grandOpeningBannerState(today, isBannerDismissed(cookieHeader, GRAND_OPENING_BANNER_ID));
}
