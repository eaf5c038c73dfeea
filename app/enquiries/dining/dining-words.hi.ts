import { tableTimes } from "~/domain/dining-hours";
import { hindiClockTime } from "~/domain/dining-hours.hi";
import { diningLabelsHi, diningMessagesHi } from "~/domain/dining-schema.hi";
import { replyFieldWordsHi } from "../intake/intake-words.hi";
import type { TableBookingWords } from "./dining-words";

export const tableBookingWordsHi: TableBookingWords = {
  meta: {
    title: "टेबल बुक करें",
    crumb: "टेबल बुक करें",
    description:
      "ओंकारेश्वर में {hotel} के शुद्ध शाकाहारी रेस्तराँ में टेबल बुक करें: फ़ाइन डाइनिंग, घर जैसा सादा खाना और नर्मदा के किनारे छत पर भोजन।",
    keywords: "ओंकारेश्वर रेस्तराँ बुकिंग, ओंकारेश्वर शाकाहारी रेस्तराँ, ओंकारेश्वर में टेबल बुकिंग, शुद्ध शाकाहारी भोजन ओंकारेश्वर",
  },
  hero: { title: "टेबल बुक करें", subtitle: "शाकाहारी थाली, मालवा के ख़ास व्यंजन और नर्मदा किनारे की सुहानी शामें" },
  help: {
    heading: "काम की बातें",
    vegetarian: "हमारी सभी रसोई शुद्ध शाकाहारी हैं; कहने पर बिना प्याज़-लहसुन का सात्त्विक भोजन भी बनता है।",
    groups: "यहाँ से {n} लोगों तक की टेबल बुक होती है; बड़े समूह के लिए हमें अपने आयोजन के बारे में बताएँ।",
    callBack: "रेस्तराँ की टीम आपको फ़ोन करके टेबल पक्की करेगी।",
    preferToCall: "फ़ोन पर बात करना चाहें?",
    planEvent: "समूह भोज या आयोजन की योजना बनाएँ",
  },
  form: {
    heading: "टेबल बुकिंग",
    intro: "नर्मदा किनारे शुद्ध शाकाहारी भोजन। बताइए आप कब आना चाहते हैं, हम आपके लिए टेबल रखेंगे।",
    fullName: "पूरा नाम",
    ...replyFieldWordsHi,
    guests: "कितने लोग",
    guestsPlaceholder: "लोगों की संख्या चुनें",
    guestCount: { one: "{n} व्यक्ति", other: "{n} लोग" },
    date: "तारीख़",
    time: "समय",
    timeHint: "टेबल {first} से {last} बजे तक",
    tableTimes: { first: hindiClockTime(tableTimes.first), last: hindiClockTime(tableTimes.last) },
    specialRequests: "ख़ास अनुरोध",
    specialRequestsPlaceholder: "जन्मदिन, बच्चे के लिए ऊँची कुर्सी, बिना प्याज़-लहसुन…",
    submit: "टेबल बुक करें",
  },
  messages: {
    success: "टेबल का अनुरोध मिल गया! हमारी रेस्तराँ टीम आपको फ़ोन करके टेबल पक्की करेगी।",
    failure: "टेबल का अनुरोध नहीं भेजा जा सका। कृपया फिर से कोशिश करें।",
    networkError: "होटल तक आपका अनुरोध नहीं पहुँच पाया। कृपया अपना इंटरनेट जाँचें और फिर से कोशिश करें।",
  },
  schema: { messages: diningMessagesHi, labels: diningLabelsHi },
};
