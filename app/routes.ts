import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { hindiRoutePaths } from "./i18n/hindi-routes";

/**
 * The original site's public pages line by line (product-rules.md: Routes and not-found). React
 * Router matches paths case-insensitively, so `/about`, `/About` and `/ABOUT` all reach About.
 */
const publicPages: { path: string; file: string; id?: string }[] = [
  { path: "", file: "site/home/home.tsx" },
  { path: "about", file: "site/about/about.tsx" },
  { path: "Facilities", file: "site/facilities/facilities.tsx" },
  { path: "Room", file: "site/rooms/rooms.tsx" },
  { path: "Room/:type", file: "site/rooms/rooms-by-type.tsx" },
  { path: "RoomDetails/:id", file: "site/rooms/room-details.tsx" },
  { path: "Deluxe", file: "site/rooms/room-details.tsx", id: "room-alias-deluxe" },
  { path: "SuperDeluxe", file: "site/rooms/room-details.tsx", id: "room-alias-super-deluxe" },
  { path: "LuxuryRoom", file: "site/rooms/room-details.tsx", id: "room-alias-luxury" },
  { path: "SuiteRoom", file: "site/rooms/room-details.tsx", id: "room-alias-suite" },
  { path: "Finedinning", file: "site/dining/fine-dining.tsx" },
  { path: "Dining", file: "site/dining/rooftop-dining.tsx" },
  { path: "Casual", file: "site/dining/casual-dining.tsx" },
  { path: "Swimmingpool", file: "site/amenities/swimming-pool.tsx" },
  { path: "Spa", file: "site/amenities/spa.tsx" },
  { path: "Gym", file: "site/amenities/gym.tsx" },
  { path: "Event", file: "site/events/events.tsx" },
  { path: "Gallery", file: "site/gallery/gallery.tsx" },
  { path: "omkareshwar-tourism", file: "site/tourism/tourism.tsx" },
  { path: "Contact", file: "enquiries/contact/contact.tsx" },
  { path: "BookingForm", file: "booking/wizard/booking-form.tsx" },
  { path: "DiningBookingForm", file: "enquiries/dining/dining-booking-page.tsx" },
  { path: "joinNow", file: "enquiries/membership/join-now.tsx" },
  { path: "FAQ", file: "site/faq/faq.tsx" },
  { path: "TermsAndConditions", file: "site/policies/policy-page.tsx", id: "site/policies/terms" },
  { path: "PrivacyPolicy", file: "site/policies/policy-page.tsx", id: "site/policies/privacy" },
];

const hindi = new Set<string>(hindiRoutePaths);

/**
 * A page with a Hindi version answers at its path and again under `hi/` (product-rules.md: Hindi):
 * one route with an optional `hi` segment, so the same module and the same route id serve both, and
 * the browser's route manifest lists each page once.
 */
const inBothLangs = (path: string) => (path ? `hi?/${path}` : "hi?");
const localized = (path: string) => (hindi.has(path) ? inBothLangs(path) : path);

export default [
  ...publicPages.map((page) =>
    page.path || !hindi.has(page.path)
      ? route(localized(page.path), page.file, page.id ? { id: page.id } : {})
      : route(inBothLangs(""), page.file, { id: "site/home/home" }),
  ),
  route("sitemap.xml", "site/seo/sitemap.ts"),
  route("robots.txt", "site/seo/robots.ts"),
  route("feeds/google-hotel-list.xml", "site/seo/google-hotel-list.ts"),
  route("newsletter", "enquiries/newsletter/newsletter.ts"),
  route(localized("newsletter/:choice"), "enquiries/newsletter/newsletter-consent.tsx"),
  // A guest's own booking (product-rules.md: The guest's booking page): private, never cached.
  route(localized("MyBooking"), "booking/my-booking/my-booking.tsx"),
  route(localized("MyBooking/calendar.ics"), "booking/my-booking/my-booking-calendar.ts"),
  // The front desk (product-rules.md: The front desk): staff only, signed in by the Worker first.
  route("admin", "desk/admin.tsx", [
    index("desk/today/admin-today.tsx"),
    route("bookings", "desk/bookings/admin-bookings.tsx"),
    route("bookings.csv", "desk/bookings/admin-bookings-csv.ts"),
    route("bookings/new", "desk/new-booking/admin-new-booking.tsx"),
    route("bookings/:reference", "desk/bookings/admin-booking.tsx"),
    route("bookings/:reference/check-in", "desk/check-in/admin-check-in.tsx"),
    route("bookings/:reference/change", "desk/change-booking/admin-change-booking.tsx"),
    route("bookings/:reference/folio", "desk/folio/admin-folio.tsx"),
    route("bookings/:reference/deposit", "desk/deposits/admin-deposit.tsx"),
    route("company-bills", "desk/folio/admin-company-bills.tsx"),
    route("bookings/:reference/registration-card", "desk/check-in/registration-card.tsx"),
    route("bookings/:reference/documents/:id", "desk/folio/admin-tax-document.tsx"),
    route("bookings/:reference/documents/:id/pdf", "desk/folio/admin-tax-document-pdf.ts"),
    route("rooms", "desk/rooms/admin-rooms.tsx"),
    route("rooms/:id", "desk/rooms/admin-room.tsx"),
    route("room-numbers", "desk/room-numbers/admin-room-numbers.tsx"),
    route("gallery", "desk/gallery/admin-gallery.tsx"),
    route("board", "desk/board/admin-board.tsx"),
    route("calendar", "desk/calendar/admin-calendar.tsx"),
    route("channels", "desk/channels/admin-channels.tsx"),
    route("rates", "desk/rates/admin-rates.tsx"),
    route("enquiries", "desk/enquiries/admin-enquiries.tsx"),
    route("offers", "desk/offers/admin-offers.tsx"),
    route("hotel", "desk/hotel/admin-hotel.tsx"),
    route("testimonials", "desk/reviews/admin-testimonials.tsx"),
    route("reports", "desk/reports/admin-reports.tsx"),
    route("reports/:file", "desk/reports/admin-gstr1-csv.ts"),
    route("subscribers.csv", "desk/enquiries/admin-subscribers-csv.ts"),
    route("*", "desk/admin-not-found.tsx"),
  ]),
  route("hi/*", "site/home/not-found.tsx", { id: "hi/not-found" }),
  route("*", "site/home/not-found.tsx"),
] satisfies RouteConfig;
