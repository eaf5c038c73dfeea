/**
 * Every public page of the route table (app/routes.ts) once, with its canonical path, for the
 * sitemap. Room pages (`/RoomDetails/{id}`, `/Room/{type}`) come from the rooms service instead.
 * The room aliases (/Deluxe …) are left out: they repeat /RoomDetails/{id}. A unit test keeps this
 * list and the route table in step.
 */
export interface PublicPage {
  path: string;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
}

const page = (path: string, changefreq: PublicPage["changefreq"], priority: number): PublicPage => ({
  path,
  changefreq,
  priority,
});

export const publicPages: readonly PublicPage[] = [
  page("/", "daily", 1),
  page("/about", "monthly", 0.8),
  page("/Facilities", "monthly", 0.8),
  page("/Room", "weekly", 0.9),
  page("/Finedinning", "monthly", 0.7),
  page("/Dining", "monthly", 0.6),
  page("/Casual", "monthly", 0.7),
  page("/Swimmingpool", "monthly", 0.6),
  page("/Spa", "monthly", 0.6),
  page("/Gym", "monthly", 0.6),
  page("/Event", "monthly", 0.7),
  page("/Gallery", "weekly", 0.7),
  page("/omkareshwar-tourism", "monthly", 0.7),
  page("/Contact", "yearly", 0.7),
  page("/BookingForm", "monthly", 0.8),
  page("/DiningBookingForm", "monthly", 0.5),
  page("/joinNow", "yearly", 0.3),
  page("/FAQ", "monthly", 0.6),
  page("/TermsAndConditions", "yearly", 0.3),
  page("/PrivacyPolicy", "yearly", 0.3),
];
