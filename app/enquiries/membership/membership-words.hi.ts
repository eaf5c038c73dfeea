import { membershipLabelsHi, membershipMessagesHi } from "~/domain/membership-schema.hi";
import { tryAgainLaterHi } from "../intake/intake-words.hi";
import type { JoinNowWords } from "./membership-words";

export const joinNowWordsHi: JoinNowWords = {
  meta: {
    title: "सदस्य बनें",
    crumb: "सदस्य बनें",
    description:
      "{hotel} के सदस्य बनें: सदस्यों के लिए ख़ास कमरा दरें, भोजन और स्पा पर छूट, और हर ठहराव पर कम से कम 4% रिवॉर्ड कॉइन, जिन्हें अगली बार इस्तेमाल कर सकते हैं।",
    keywords: "Narmada Riverside Resort सदस्यता, ओंकारेश्वर होटल रिवॉर्ड, ओंकारेश्वर होटल सदस्य दरें",
  },
  hero: { title: "सदस्य बनें", subtitle: "ओंकारेश्वर की हर यात्रा पर कुछ ख़ास पाने वाली सदस्यता" },
  benefits: {
    eyebrow: "सदस्य परिवार",
    heading: "सदस्य बनें, कम में ठहरें",
    intro: "जो मेहमान दर्शन, त्योहारों और पारिवारिक मौक़ों पर बार-बार ओंकारेश्वर आते हैं, सदस्यता उनके हर आगमन का मान रखती है।",
  },
  signIn: {
    heading: "सदस्य लॉग-इन",
    intro: "अपने मोबाइल नंबर, ईमेल पते या सदस्यता नंबर से लॉग-इन करें।",
    tabsLabel: "लॉग-इन का तरीका",
    methods: { mobile: "मोबाइल नंबर", email: "ईमेल पता", membership: "सदस्यता नंबर" },
    mobile: "मोबाइल नंबर",
    mobileHint: "अगर आपका नंबर भारत का नहीं है, तो देश का कोड चुनें",
    email: "ईमेल पता",
    membershipNumber: "सदस्यता नंबर",
    terms: { before: "मैं ", terms: "नियम व शर्तों", between: " और ", privacy: "गोपनीयता नीति", after: " से सहमत हूँ" },
    submit: "आगे बढ़ें",
    checking: "जाँच हो रही है…",
  },
  notOpen: {
    explanation: "हमारा सदस्यता कार्यक्रम (सदस्य दरें, भोजन और स्पा पर छूट और रिवॉर्ड कॉइन) अभी तैयार हो रहा है। {reach}",
    reachWithNumber: "अगर होटल ने आपको सदस्यता नंबर दिया है, तो हमें {phone} पर फ़ोन करें, हम उसे देख लेंगे।",
    reachOthers: "अपनी रुचि दर्ज कराएँ, कार्यक्रम शुरू होते ही हम आपसे संपर्क करेंगे।",
    youEntered: "आपने यह लिखा:",
    enteredMobile: "+91 {mobile}",
    enteredMembership: "सदस्यता नंबर {number}",
    register: "मेरी रुचि दर्ज करें",
    registering: "दर्ज हो रही है…",
    back: "वापस",
  },
  continueMessages: {
    success: "ऑनलाइन सदस्य लॉग-इन अभी शुरू नहीं हुआ है।",
    failure: "हम आपकी जानकारी जाँच नहीं पाए।",
    networkError: tryAgainLaterHi,
  },
  interestMessages: {
    success: "धन्यवाद! आपकी रुचि हमने दर्ज कर ली है। सदस्य लॉग-इन शुरू होते ही हम आपसे संपर्क करेंगे।",
    failure: "आपकी रुचि दर्ज नहीं हो पाई। कृपया फिर से कोशिश करें।",
    networkError: tryAgainLaterHi,
  },
  schema: { messages: membershipMessagesHi, labels: membershipLabelsHi },
};
