import { hotel } from "~/content/hotel";
import { newsletterMessagesHi } from "~/domain/newsletter-schema.hi";
import { dayMonthYear } from "~/domain/calendar-days";
import { intakeWordsHi } from "../../enquiries/intake/intake-words.hi";
import type { FrameWords } from "./frame-words";

export const frameWordsHi: FrameWords = {
  newTab: "(नए टैब में खुलेगा)",
  close: "बंद करें",
  backToTop: "ऊपर जाएँ",
  messageUs: "{app} पर संदेश भेजें",
  openingDay: dayMonthYear(hotel.openingDate, "hi"),
  footer: {
    contactHeading: "संपर्क",
    tagline: "नर्मदा किनारे सुकून भरा ठहराव, ओंकारेश्वर ज्योतिर्लिंग से बस {km} km दूर।",
    socialLinks: "सोशल मीडिया",
    webmail: "ईमेल",
    copyright: "© {year} {brand}, ओंकारेश्वर। सर्वाधिकार सुरक्षित।",
    legal: "{name} · जीएसटीआईएन {gstin}",
  },
  newsletter: {
    heading: "नर्मदा किनारे से खबरें",
    text: "त्योहारों की तिथियाँ, ऑफ़र और नई सुविधाओं की खबरें, साल में बस कुछ बार।",
    formLabel: "न्यूज़लेटर की सदस्यता",
    emailLabel: "ईमेल पता",
    placeholder: "आपका ईमेल पता",
    subscribe: "सदस्य बनें",
    subscribing: "भेजा जा रहा है…",
    invalidAddress: "कृपया सही ईमेल पता लिखें।",
    answers: {
      success:
        "सदस्यता के लिए धन्यवाद! हमने अभी आपको एक ईमेल भेजा है, उसमें दिए लिंक से पुष्टि कर दें। उसके बाद ऑफ़र और त्योहारों की खबरें आपको मिलने लगेंगी।",
      failure: "सदस्यता नहीं हो पाई। कृपया फिर से कोशिश करें।",
      networkError: "कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।",
      // Every page has the footer, so the sign-up carries the shared form words itself.
      checkFields: intakeWordsHi.checkFields,
      reasons: intakeWordsHi.reasons,
    },
    schema: newsletterMessagesHi,
  },
  // Four actions share 390 px on a phone: each word short.
  bottomBar: {
    label: "त्वरित विकल्प",
    book: "बुक करें",
    call: "कॉल करें",
    chat: "चैट",
  },
  chat: {
    open: "हमारे सहायक से चैट करें",
    close: "चैट बंद करें",
  },
  toasts: {
    region: "सूचनाएँ",
    close: "सूचना बंद करें",
  },
  banner: {
    label: "सूचना",
    nowOpen: "होटल अब खुल गया है।",
    opened: "{day} को भव्य उद्घाटन के साथ हमने नर्मदा किनारे अपने पहले मेहमानों का स्वागत किया।",
    bookYourStay: "कमरा बुक करें",
    opening: "हम {day} को खुल रहे हैं।",
    bookingOpens: "ऑनलाइन बुकिंग उसी दिन शुरू होगी;",
    reserveByEmail: "ईमेल से बुक करें",
    writeToReserve: "पहले से बुकिंग के लिए {email} पर लिखें",
    sentenceEnd: "।",
    dismiss: "सूचना बंद करें",
  },
  welcome: {
    title: "{name} में आपका स्वागत है",
    text: "नर्मदा किनारे के कमरे, ओंकारेश्वर ज्योतिर्लिंग से बस {km} km दूर।",
    offer: "{title}: आपके ठहराव पर {percent}% की छूट।",
    book: "कमरा बुक करें",
    later: "बाद में",
  },
  openingSoon: {
    title: "जल्द खुल रहे हैं",
    soon: "ऑनलाइन बुकिंग जल्द शुरू होगी। हम {date} को अपने द्वार खोल रहे हैं।",
    reserve: "आज ही कमरा बुक करने के लिए हमें {email} पर लिखें या {phone} पर फ़ोन करें।",
    close: "बंद करें",
  },
  carousel: {
    carousel: "स्लाइडशो",
    slide: "स्लाइड",
    slideOf: "{total} में से {n}",
    play: "{label}: स्लाइडशो चलाएँ",
    pause: "{label}: स्लाइडशो रोकें",
    previous: "पिछली स्लाइड",
    next: "अगली स्लाइड",
    goTo: "स्लाइड {n} पर जाएँ",
  },
  rating: "रेटिंग: 5 में से {rating}",
  map: {
    title: "{name} तक का नक्शा",
    show: "पूरा नक्शा दिखाएँ",
    loaded: "नक्शे की जानकारी Google से।",
    notLoaded: "पूरा नक्शा Google से खुलता है।",
    open: "Google पर नक्शा खोलें",
  },
  video: {
    play: "वीडियो चलाएँ:",
    loads: "(YouTube से चलेगा)",
  },
};
