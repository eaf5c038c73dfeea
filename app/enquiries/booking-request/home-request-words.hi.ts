import { homeBookingRequestWordingHi } from "~/domain/home-booking-request-schema.hi";
import { guestFieldWordsHi } from "../intake/intake-words.hi";
import type { HomeRequestWords } from "./home-request-words";

const { fields: _shared, ...schemaWordingHi } = homeBookingRequestWordingHi;

export const homeRequestWordsHi: HomeRequestWords = {
  heading: "बुकिंग का अनुरोध भेजें",
  intro: "अपनी तारीख़ें भेजिए, हम आपको फ़ोन करके कमरा पक्का करेंगे। अभी कोई पैसा नहीं लगेगा; भुगतान होटल पहुँचकर करें।",
  submit: "बुकिंग अनुरोध भेजें",
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
