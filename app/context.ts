import { createContext } from "react-router";
import type { AppServices } from "~/services/app-services";
import type { DeskCalendar } from "~/desk/calendar/desk-calendar";
import type { DeskRates } from "~/desk/rates/desk-rates";
import type { DeskRoomWords } from "~/desk/rooms/desk-room-words";
import type { DeskSettings } from "~/desk/hotel/desk-settings";
import type { DeskGuestWords } from "~/desk/reviews/desk-guest-words";
import type { GuestBookings } from "~/booking/my-booking/guest-bookings";
import type { NewsletterConsent } from "~/enquiries/newsletter/newsletter-consent-service";
import type { DeskEnquiries } from "~/desk/enquiries/desk-enquiries";
import type { DeskPhotos } from "~/desk/photos/desk-photos";
import type { DeskServices, StaffIdentity } from "~/desk/bookings/desk-services";

/** The services a loader or action calls directly (no HTTP hop to our own /api). */
export const servicesContext = createContext<AppServices>();

/** Per-request facts the Worker decided before React Router ran. */
export interface RequestInfo {
  nonce: string;
  /**
   * A random value per response that seeds the idempotency keys of server-rendered forms
   * (product-rules.md: Idempotency), so forms work before hydration; the edge page cache rewrites
   * it like the nonce.
   */
  formToken: string;
  requestId: string;
  /** The request's clock, so every date rule on a page uses one "today". */
  now: Date;
  clientIp: string;
  /**
   * A page the browser asked for as a document, rather than a data request (`.data`) of a page it
   * already shows: only the document's HTML holds what the server drew, so only there may a loader
   * leave out the words of parts the browser keeps as drawn (app/components/deferred.tsx).
   */
  documentRequest: boolean;
}
export const requestInfoContext = createContext<RequestInfo>();

/**
 * Structured data (JSON-LD) a document's loader adds for the Worker to write into the page's head
 * (workers/platform/structured-data.ts): search engines read it from the HTML, and the browser never
 * needs it, so it does not travel a second time as the page's data. Empty on data requests.
 */
export const structuredDataContext = createContext<object[]>();

/**
 * The member of staff a front desk request signed in as, and the desk's services. The Worker sets
 * both only after sign-in (workers/desk/desk-guard.ts); desk loaders and actions refuse to run
 * without them (app/desk/desk-context.server.ts).
 */
export const staffContext = createContext<StaffIdentity | null>(null);
export const deskContext = createContext<DeskServices | null>(null);

/** The desk's photo work; set only for staff, and only in embedded mode, where the rooms are ours. */
export const deskPhotosContext = createContext<DeskPhotos | null>(null);

/** The desk's calendar and stop-sell; set only for staff, and only in embedded mode. */
export const deskCalendarContext = createContext<DeskCalendar | null>(null);

/** A guest's own booking page: the lookup, the signed link and the cancellation; every request. */
export const guestBookingsContext = createContext<GuestBookings | null>(null);

/** The newsletter's confirmation and unsubscribe links; every request. */
export const newsletterConsentContext = createContext<NewsletterConsent | null>(null);

/** The hotel's details, offers and announcement bar on the desk; set only for staff, in both modes. */
export const deskSettingsContext = createContext<DeskSettings | null>(null);

/** Reviews and social posts on the desk; set only for staff, in both modes. */
export const deskGuestWordsContext = createContext<DeskGuestWords | null>(null);

/** A room's words on the desk; set only for staff, and only in embedded mode. */
export const deskRoomWordsContext = createContext<DeskRoomWords | null>(null);

/** The desk's rates, rate periods and rooms for sale; set only for staff, and only in embedded mode. */
export const deskRatesContext = createContext<DeskRates | null>(null);

/** The enquiries guests sent through the site's forms and the newsletter's subscribers; staff only. */
export const deskEnquiriesContext = createContext<DeskEnquiries | null>(null);
