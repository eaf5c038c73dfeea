import { fieldMessagesHi } from "~/domain/field-messages.hi";
import type { IntakeWords } from "./intake-words";

/** The shared field labels and answer of `intake-words.ts`, in Hindi. */
export const replyFieldWordsHi = { email: "ईमेल", phone: "फ़ोन" };
export const guestFieldWordsHi = { name: "नाम", ...replyFieldWordsHi };
export const tryAgainLaterHi = "कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।";

const reachUs = "हमें {phone} पर फ़ोन करें या {email} पर ईमेल लिखें";

export const intakeWordsHi: IntakeWords = {
  fields: fieldMessagesHi,
  checkFields: { one: "कृपया निशान लगी जानकारी एक बार जाँच लें।", other: "कृपया निशान लगी {n} जानकारियाँ एक बार जाँच लें।" },
  reasons: {
    rate_limited: "एक साथ बहुत सारे अनुरोध आ गए। कृपया कुछ सेकंड रुककर फिर से भेजें।",
    turnstile_failed: "कृपया सुरक्षा जाँच पूरी करें और फिर से भेजें।",
    turnstile_unavailable: `अभी सुरक्षा जाँच नहीं हो पाई। कृपया एक मिनट बाद फिर कोशिश करें, या ${reachUs}।`,
    forms_unavailable: `ऑनलाइन फ़ॉर्म अभी कुछ देर के लिए बंद हैं। कृपया ${reachUs}।`,
    payload_too_large: "आपका फ़ॉर्म बहुत लंबा है, इसलिए हम इसे ले नहीं पाए। कृपया संदेश छोटा करके फिर से भेजें।",
    cross_site: "यह फ़ॉर्म किसी दूसरी वेबसाइट से भेजा गया था, इसलिए हमने इसे नहीं लिया। कृपया हमारी अपनी वेबसाइट का फ़ॉर्म भरें।",
  },
};
