import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The original site's route table line by line (product-rules.md: Routes and not-found). React
 * Router matches paths case-insensitively, so `/about`, `/About` and `/ABOUT` all reach About.
 */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("Facilities", "routes/facilities.tsx"),
  route("Room", "routes/rooms.tsx"),
  route("Room/:type", "routes/rooms-by-type.tsx"),
  route("RoomDetails/:id", "routes/room-details.tsx"),
  route("Deluxe", "routes/room-details.tsx", { id: "room-alias-deluxe" }),
  route("SuperDeluxe", "routes/room-details.tsx", { id: "room-alias-super-deluxe" }),
  route("LuxuryRoom", "routes/room-details.tsx", { id: "room-alias-luxury" }),
  route("SuiteRoom", "routes/room-details.tsx", { id: "room-alias-suite" }),
  route("Finedinning", "routes/fine-dining.tsx"),
  route("Dining", "routes/rooftop-dining.tsx"),
  route("Casual", "routes/casual-dining.tsx"),
  route("Swimmingpool", "routes/swimming-pool.tsx"),
  route("Spa", "routes/spa.tsx"),
  route("Gym", "routes/gym.tsx"),
  route("Event", "routes/events.tsx"),
  route("Gallery", "routes/gallery.tsx"),
  route("omkareshwar-tourism", "routes/tourism.tsx"),
  route("Contact", "routes/contact.tsx"),
  route("BookingForm", "routes/booking-form.tsx"),
  route("DiningBookingForm", "routes/dining-booking-form.tsx"),
  route("joinNow", "routes/join-now.tsx"),
  route("FAQ", "routes/faq.tsx"),
  route("TermsAndConditions", "routes/terms.tsx"),
  route("PrivacyPolicy", "routes/privacy.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("newsletter", "routes/newsletter.ts"),
  route("newsletter/:choice", "routes/newsletter-consent.tsx"),
  // A guest's own booking (product-rules.md: The guest's booking page): private, never cached.
  route("MyBooking", "routes/my-booking.tsx"),
  route("MyBooking/calendar.ics", "routes/my-booking-calendar.ts"),
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
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
