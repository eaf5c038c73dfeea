import { homeBookingRequestWordingHi } from "~/domain/home-booking-request-schema.hi";
import { guestFieldWordsHi } from "../intake/intake-words.hi";
import type { HomeRequestWords } from "./home-request-words";

const { fields: _shared, ...schemaWordingHi } = homeBookingRequestWordingHi;

export const homeRequestWordsHi: HomeRequestWords = {
  heading: "बुकिंग का अनुरोध भेजें",
  intro: "अपनी तारीख़ें और मेहमानों की संख्या बताइए, फिर उन तारीख़ों पर ख़ाली कमरों में से चुनिए। अभी कोई पैसा नहीं लगेगा; भुगतान होटल पहुँचकर करें।",
  submit: "अपना कमरा चुनें",
  next: "अगले पेज पर आप कमरे का प्रकार चुनकर अपना विवरण पक्का करेंगे; बुकिंग संख्या तुरंत मिलेगी, और हम एक दिन के भीतर पुष्टि करेंगे।",
  pending: "भेजा जा रहा है…",
  labels: {
    ...guestFieldWordsHi,
    checkIn: "चेक-इन की तारीख़",
    checkOut: "चेक-आउट की तारीख़",
    adults: "वयस्क",
    children: "बच्चे (0-{age} वर्ष)",
    message: "विशेष ज़रूरतें",
  },
  answers: {
    success: "आपका बुकिंग अनुरोध हमें मिल गया है! हम जल्द ही आपको फ़ोन करेंगे।",
    failure: "बुकिंग अनुरोध नहीं भेजा जा सका। कृपया फिर से कोशिश करें।",
    networkError: "होटल तक आपका अनुरोध नहीं पहुँच पाया। कृपया अपना इंटरनेट कनेक्शन देखकर फिर से कोशिश करें।",
  },
  schema: schemaWordingHi,
};
