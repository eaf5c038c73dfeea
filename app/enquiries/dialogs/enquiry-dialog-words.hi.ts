import { contactPageWordsHi } from "../contact/contact-words.hi";
import { guestFieldWordsHi, tryAgainLaterHi } from "../intake/intake-words.hi";
import type { EnquiryDialogWords } from "./enquiry-dialog-words";

export const enquiryDialogWordsHi: EnquiryDialogWords = {
  kinds: {
    spa: { heading: "{topic} बुक करें", opener: "मुझे {topic} बुक करना है। पसंद की तारीख़ और समय: " },
    gym: { heading: "{topic} से जुड़ें", opener: "मुझे {topic} प्रोग्राम से जुड़ना है। पसंद के दिन और समय: " },
  },
  opening: "फ़ॉर्म खुल रहा है…",
  intro: "अपना नाम और नंबर छोड़ दीजिए, हमारी टीम फ़ोन करके आपके लिए समय तय करेगी। अभी कोई पैसा नहीं लगेगा।",
  ...guestFieldWordsHi,
  message: "संदेश",
  submit: "पूछताछ भेजें",
  messages: {
    success: "आपकी पूछताछ भेज दी गई है! समय तय करने के लिए हम आपको फ़ोन करेंगे।",
    failure: "पूछताछ नहीं भेजी जा सकी।",
    networkError: tryAgainLaterHi,
  },
  schema: contactPageWordsHi.schema,
};
