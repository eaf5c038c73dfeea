import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { hindiRoutePaths } from "./i18n/hindi-routes";

/**
 * The original site's public pages line by line (product-rules.md: Routes and not-found). React
 * Router matches paths case-insensitively, so `/about`, `/About` and `/ABOUT` all reach About.
 */
const publicPages: { path: string; file: string; id?: string }[] = [
  { path: "", file: "routes/home.tsx" },
  { path: "about", file: "routes/about.tsx" },
  { path: "Facilities", file: "routes/facilities.tsx" },
  { path: "Room", file: "routes/rooms.tsx" },
  { path: "Room/:type", file: "routes/rooms-by-type.tsx" },
  { path: "RoomDetails/:id", file: "routes/room-details.tsx" },
  { path: "Deluxe", file: "routes/room-details.tsx", id: "room-alias-deluxe" },
  { path: "SuperDeluxe", file: "routes/room-details.tsx", id: "room-alias-super-deluxe" },
  { path: "LuxuryRoom", file: "routes/room-details.tsx", id: "room-alias-luxury" },
  { path: "SuiteRoom", file: "routes/room-details.tsx", id: "room-alias-suite" },
  { path: "Finedinning", file: "routes/fine-dining.tsx" },
  { path: "Dining", file: "routes/rooftop-dining.tsx" },
  { path: "Casual", file: "routes/casual-dining.tsx" },
  { path: "Swimmingpool", file: "routes/swimming-pool.tsx" },
  { path: "Spa", file: "routes/spa.tsx" },
  { path: "Gym", file: "routes/gym.tsx" },
  { path: "Event", file: "routes/events.tsx" },
  { path: "Gallery", file: "routes/gallery.tsx" },
  { path: "omkareshwar-tourism", file: "routes/tourism.tsx" },
  { path: "Contact", file: "routes/contact.tsx" },
  { path: "BookingForm", file: "routes/booking-form.tsx" },
  { path: "DiningBookingForm", file: "routes/dining-booking-form.tsx" },
  { path: "joinNow", file: "routes/join-now.tsx" },
  { path: "FAQ", file: "routes/faq.tsx" },
  { path: "TermsAndConditions", file: "routes/policy-page.tsx", id: "routes/terms" },
  { path: "PrivacyPolicy", file: "routes/policy-page.tsx", id: "routes/privacy" },
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
      : route(inBothLangs(""), page.file, { id: "routes/home" }),
  ),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("newsletter", "routes/newsletter.ts"),
  route(localized("newsletter/:choice"), "routes/newsletter-consent.tsx"),
  // A guest's own booking (product-rules.md: The guest's booking page): private, never cached.
  route(localized("MyBooking"), "routes/my-booking.tsx"),
  route(localized("MyBooking/calendar.ics"), "routes/my-booking-calendar.ts"),
  // The front desk (product-rules.md: The front desk): staff only, signed in by the Worker first.
  route("admin", "routes/admin.tsx", [
    index("routes/admin-today.tsx"),
    route("bookings", "routes/admin-bookings.tsx"),
    route("bookings.csv", "routes/admin-bookings-csv.ts"),
    route("bookings/:reference", "routes/admin-booking.tsx"),
    route("rooms", "routes/admin-rooms.tsx"),
    route("rooms/:id", "routes/admin-room.tsx"),
    route("gallery", "routes/admin-gallery.tsx"),
    route("calendar", "routes/admin-calendar.tsx"),
    route("rates", "routes/admin-rates.tsx"),
    route("enquiries", "routes/admin-enquiries.tsx"),
    route("offers", "routes/admin-offers.tsx"),
    route("hotel", "routes/admin-hotel.tsx"),
    route("testimonials", "routes/admin-testimonials.tsx"),
    route("subscribers.csv", "routes/admin-subscribers-csv.ts"),
    route("*", "routes/admin-not-found.tsx"),
  ]),
  route("hi/*", "routes/not-found.tsx", { id: "hi/not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
