/**
 * The route paths of app/routes.ts that have a Hindi version at `/hi/…` (product-rules.md: Hindi).
 * A page joins this list once every word it shows is in Hindi; app/routes.ts gives exactly these
 * an optional `hi` segment. The browser asks `hasHindi` (hindi-pages.ts), which a test keeps in
 * step with this list.
 */
export const hindiRoutePaths = [
  "",
  "about",
  "Facilities",
  "Room",
  "Room/:type",
  "RoomDetails/:id",
  "Deluxe",
  "SuperDeluxe",
  "LuxuryRoom",
  "SuiteRoom",
  "Finedinning",
  "Dining",
  "Casual",
  "Swimmingpool",
  "Spa",
  "Gym",
  "Event",
  "Gallery",
  "omkareshwar-tourism",
  "Contact",
  "BookingForm",
  "DiningBookingForm",
  "joinNow",
  "FAQ",
  "TermsAndConditions",
  "PrivacyPolicy",
  "newsletter/:choice",
  "MyBooking",
  "MyBooking/calendar.ics",
] as const;
