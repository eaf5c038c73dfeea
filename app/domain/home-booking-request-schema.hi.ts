import { hotel } from "../content/hotel";
import { dayAndMonth } from "./calendar-days";
import { stayWordingHi } from "./booking-messages.hi";
import { guestContactMessagesHi } from "./guest-contact-fields.hi";
import type { HomeBookingRequestMessages, HomeBookingRequestWording } from "./home-booking-request-schema";

/**
 * The home booking request's words in Hindi (product-rules.md: Hindi): the same rules and limits
 * as the English set. Server code picks them by the page's language; a Hindi page's browser gets
 * them with the home page's words, never from this module.
 */
export const homeBookingRequestMessagesHi: HomeBookingRequestMessages = {
  ...guestContactMessagesHi,
  checkInRequired: "कृपया चेक-इन की तारीख़ चुनें",
  checkInBeforeOpening: `होटल ${dayAndMonth(hotel.openingDate, "hi")} को खुलता है, कृपया उस दिन या उसके बाद की तारीख़ चुनें`,
  checkOutRequired: "कृपया चेक-आउट की तारीख़ चुनें",
  checkOutNotAfterCheckIn: "चेक-आउट की तारीख़ चेक-इन के बाद की होनी चाहिए",
  adultsRequired: "कृपया वयस्कों की संख्या चुनें",
  childrenRequired: "कृपया बच्चों की संख्या चुनें",
};

export const homeBookingRequestWordingHi: HomeBookingRequestWording = {
  messages: homeBookingRequestMessagesHi,
  // As the shared messages quote them ("… में अधिक से अधिक 1000 अक्षर"): the plural in its oblique form.
  labels: { name: "नाम", email: "ईमेल", message: "विशेष ज़रूरतों" },
  ...stayWordingHi,
};
