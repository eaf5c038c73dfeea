import { contactLabelsHi, contactMessagesHi } from "~/domain/enquiry-schemas.hi";
import { guestFieldWordsHi, tryAgainLaterHi } from "../intake/intake-words.hi";
import type { ContactPageWords } from "./contact-words";

export const contactPageWordsHi: ContactPageWords = {
  meta: {
    title: "संपर्क करें",
    crumb: "संपर्क करें",
    description:
      "{hotel}, ओंकारेश्वर से संपर्क करें ({hours}): {phone} पर फ़ोन करें, {email} पर लिखें या यहीं से संदेश भेजें। नर्मदा किनारे रिसॉर्ट तक पहुँचने का रास्ता भी यहाँ है।",
    keywords: "ओंकारेश्वर होटल संपर्क, ओंकारेश्वर होटल फ़ोन नंबर, ओंकारेश्वर होटल बुकिंग पूछताछ, ओंकारेश्वर मंदिर के पास होटल",
  },
  hero: {
    title: "संपर्क करें",
    subtitle: "हम दिन-रात आपके साथ हैं — बुकिंग हो, दर्शन की सलाह हो या रास्ता पूछना हो",
  },
  reachUs: "हम तक कैसे पहुँचें",
  resort: {
    title: "रिसॉर्ट का पता",
    districtLine: "ज़िला {district}, {region} {postalCode}",
    directions: "नक्शे पर रास्ता देखें",
    newTab: " (नए टैब में खुलेगा)",
  },
  hours: { title: "हम कब मिलेंगे", text: "रिसेप्शन और बुकिंग, साल के हर दिन।" },
  emailUs: "ईमेल करें",
  callUs: "फ़ोन करें",
  findUs: {
    eyebrow: "रास्ता",
    heading: "ओंकारेश्वर कैसे पहुँचें",
    distance: "हम ओंकारेश्वर ज्योतिर्लिंग मंदिर से {km} km दूर हैं, कार से लगभग {minutes} मिनट का रास्ता।",
    // The corporate office is the identity's own, written out in Hindi (app/content/hotel.ts: office).
    office: "कॉर्पोरेट ऑफ़िस: एबी रोड, विजय नगर, इंदौर, मध्य प्रदेश {postalCode}",
  },
  form: {
    heading: "हमें लिखें",
    intro: "कमरों, दर्शन के समय, आयोजनों या यहाँ तक पहुँचने के बारे में कुछ पूछना है? हमें लिखें, हमारा रिसेप्शन आपको जवाब देगा।",
    ...guestFieldWordsHi,
    message: "संदेश",
    submit: "संदेश भेजें",
  },
  messages: {
    success: "आपका संदेश हमें मिल गया है! हम जल्द ही जवाब देंगे।",
    failure: "संदेश नहीं भेजा जा सका।",
    networkError: tryAgainLaterHi,
  },
  schema: { messages: contactMessagesHi, labels: contactLabelsHi },
};
