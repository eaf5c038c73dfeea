import type { LoaderFunctionArgs } from "react-router";
import { currentSettings, hotel } from "./content/hotel";
import { settingsForPage } from "./content/hotel-in-lang";
import { requestInfoContext, servicesContext } from "./context";
import { todayInHotel } from "./domain/hotel-date";
import { announcementBarState } from "./frame/announcements/grand-opening-state";
import { rootWords } from "./root-words.server";
import { facilityMarksOf } from "./frame/shell/facility-marks.server";
import { langOfPath } from "./i18n/lang";
import { sendWords } from "~/i18n/words";

/**
 * The root route's loader (app/root.tsx exports it): the frame's words and what every page's first
 * render needs. Its own module so the browser-side reader of its data (root-data.ts) can take its
 * type without importing the root route, which imports every part of the frame.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { now, formToken } = context.get(requestInfoContext);
  const { publicConfig } = context.get(servicesContext);
  const today = todayInHotel(now);
  const lang = langOfPath(new URL(request.url).pathname);
  const words = rootWords(lang);
  return {
    /** The frame's words in the page's language only (product-rules.md: Hindi). */
    words: sendWords(words),
    turnstileSiteKey: publicConfig.turnstileSiteKey,
    /**
     * Seeds the idempotency keys of server-rendered forms (product-rules.md: Idempotency);
     * rewritten per response by the page cache.
     */
    formToken,
    /** The hotel's calendar day for this request, so server and browser render the same dates. */
    today,
    banner: announcementBarState(today, request.headers.get("Cookie"), lang),
    /**
     * The hotel's details, offers and announcement as staff saved them (product-rules.md: Hotel
     * details): the browser puts them in force before its first render, as the Worker did. Staff's
     * Hindi only on a Hindi page, which shows it.
     */
    settings: settingsForPage(currentSettings(), lang),
    /** The menu's "Upcoming" or "Opens <date>" by facility page, as staff saved each facility. */
    facilityMarks: facilityMarksOf(today, words.shell, lang),
    /** The deployment's site address, which canonical and share URLs are built from on every render. */
    siteUrl: hotel.siteUrl,
  };
}
