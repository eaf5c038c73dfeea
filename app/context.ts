import { createContext } from "react-router";
import type { AppServices } from "~/services/app-services";
import type { DeskCalendar } from "~/services/desk-calendar";
import type { DeskRates } from "~/services/desk-rates";
import type { DeskRoomWords } from "~/services/desk-room-words";
import type { DeskSettings } from "~/services/desk-settings";
import type { DeskGuestWords } from "~/services/desk-guest-words";
import type { GuestBookings } from "~/services/guest-bookings";
import type { NewsletterConsent } from "~/services/newsletter-consent";
import type { DeskEnquiries } from "~/services/desk-enquiries";
import type { DeskPhotos } from "~/services/desk-photos";
import type { DeskServices, StaffIdentity } from "~/services/desk-services";

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
}
export const requestInfoContext = createContext<RequestInfo>();

/**
 * The member of staff a front desk request signed in as, and the desk's services. The Worker sets
 * both only after sign-in (workers/desk/desk-guard.ts); desk loaders and actions refuse to run
 * without them (app/features/desk/desk-context.ts).
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
