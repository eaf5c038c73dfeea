import { eventCategories } from "~/content/events";
import { eventLabelsHi, eventMessagesHi } from "~/domain/enquiry-schemas.hi";
import { type OccasionName, eventPrefills } from "../../site/events/event-prefill";
import { guestFieldWordsHi } from "../intake/intake-words.hi";
import type { EventFormWords } from "./event-form-words";

/** Each event category's name in Hindi, by its id in app/content/events.ts (a test checks every id has one). */
export const occasionNamesHi: Readonly<Record<string, OccasionName>> = {
  weddings: { title: "शादी-ब्याह", inSentence: "शादी" },
  corporate: { title: "कॉर्पोरेट आयोजन", inSentence: "एक कॉर्पोरेट आयोजन" },
  social: { title: "पारिवारिक उत्सव", inSentence: "एक पारिवारिक उत्सव" },
  cultural: { title: "सांस्कृतिक कार्यक्रम", inSentence: "एक सांस्कृतिक कार्यक्रम" },
  ceremonies: { title: "पारंपरिक संस्कार", inSentence: "एक पारंपरिक संस्कार" },
  entertainment: { title: "मनोरंजन की शामें", inSentence: "मनोरंजन की एक शाम" },
};

export const eventFormWordsHi: EventFormWords = {
  heading: "अपना आयोजन बुक करें",
  intro: "अपने आयोजन के बारे में बताइए। हमारी टीम जगह, खाने के मेन्यू और ख़र्च की जानकारी के साथ आम तौर पर एक दिन में जवाब देती है।",
  planning: "आपका आयोजन: ",
  upTo: " (ज़्यादा से ज़्यादा {n} मेहमान)",
  ...guestFieldWordsHi,
  eventType: "आयोजन का प्रकार",
  eventTypePlaceholder: "आयोजन का प्रकार चुनें",
  eventTypes: { Wedding: "शादी", Conference: "कॉन्फ़्रेंस या मीटिंग", Party: "पार्टी", Other: "अन्य" },
  eventDate: "आयोजन की तारीख़",
  guests: "मेहमानों की संख्या",
  requirements: "आपकी ज़रूरतें",
  submit: "पूछताछ भेजें",
  submitting: "भेजी जा रही है…",
  prefills: eventPrefills(
    eventCategories,
    occasionNamesHi,
    "हम {occasion} की योजना बना रहे हैं और जगह, खाने के मेन्यू और तारीख़ों के बारे में जानना चाहते हैं।",
  ),
  messages: {
    success: "आपकी पूछताछ हमें मिल गई है! हमारी टीम जल्द ही आपसे संपर्क करेगी।",
    failure: "पूछताछ नहीं भेजी जा सकी",
    networkError: "होटल तक आपकी पूछताछ नहीं पहुँच पाई। कृपया अपना इंटरनेट जाँचें और फिर से कोशिश करें।",
  },
  schema: { messages: eventMessagesHi, labels: eventLabelsHi },
};
