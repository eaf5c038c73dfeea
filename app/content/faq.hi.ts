import { type FaqItem, type FaqPage, faqItems, faqPageEn } from "./faq";
import { hindiClockTime } from "./hindi-names";
import { hotel } from "./hotel";
import { inHindi } from "./in-hindi";
import { contactLineHi, offerSentencesHi, policyFactsHi } from "./policy-facts.hi";
import type { WordsOf } from "./words-over-copy";

/**
 * The FAQ in Hindi (product-rules.md: Hindi): the same six topics in the same order, laid over
 * faq.ts, which gives their ids (links to `#cancellation` work in both languages), answered from
 * the same identity config.
 */
const faqItemWordsHi = (): WordsOf<readonly FaqItem[]> => [
  {
    topic: "समय",
    question: "चेक-इन और चेक-आउट का समय क्या है?",
    answer: [
      policyFactsHi.checkIn,
      "जल्दी चेक-इन और देर से चेक-आउट उस दिन कमरों की उपलब्धता पर निर्भर करता है; अपने पहुँचने का समय हमें बता दें, हम पूरी कोशिश करेंगे।",
    ],
  },
  {
    topic: "पार्किंग",
    question: "क्या रिसॉर्ट में पार्किंग की सुविधा है?",
    answer: [
      "हाँ। रिसॉर्ट परिसर में मेहमानों की गाड़ियों के लिए अलग पार्किंग है, इसलिए मंदिर दर्शन को जाते समय आप अपनी गाड़ी हमारे यहाँ छोड़ सकते हैं।",
    ],
  },
  {
    topic: "बुकिंग रद्द करना",
    question: "बुकिंग रद्द करने के नियम क्या हैं?",
    answer: [
      policyFactsHi.individualCancellation,
      policyFactsHi.groupCancellation,
      policyFactsHi.noShow,
      policyFactsHi.refunds,
    ],
  },
  {
    topic: "जल्दी बुकिंग पर छूट",
    question: "क्या पहले से बुकिंग करने पर छूट मिलती है?",
    answer: [
      "हमारे ऑफ़र इसी वेबसाइट पर बताए जाते हैं और योग्य ठहरावों के कमरे के किराए पर अपने-आप लग जाते हैं — कोई कोड याद रखने की ज़रूरत नहीं।",
      ...offerSentencesHi(),
      `लंबे ठहराव, ग्रुप बुकिंग या और आगे की तारीखों के लिए ${hotel.emails.reservations} पर लिखें; हमारी रिज़र्वेशन टीम आपको सबसे अच्छा उपलब्ध किराया बताएगी।`,
    ],
  },
  {
    topic: "पालतू जानवर",
    question: "क्या हम अपने पालतू जानवर को साथ ला सकते हैं?",
    answer: [
      policyFactsHi.pets,
      `अगर आपके साथ कोई सहायक पशु (किसी ज़रूरतमंद व्यक्ति की मदद के लिए प्रशिक्षित जानवर) है, तो बुकिंग से पहले कृपया ${hotel.phones.primary.display} पर फ़ोन करें।`,
    ],
  },
  {
    topic: "भुगतान के तरीके",
    question: "आप भुगतान के कौन-कौन से तरीके लेते हैं?",
    answer: [policyFactsHi.payAtHotel, contactLineHi()],
  },
];

export const faqItemsHi = (): readonly FaqItem[] => inHindi(faqItems(), faqItemWordsHi());

export const faqPageHi = (): FaqPage => inHindi(faqPageEn(), {
  meta: {
    title: "अक्सर पूछे जाने वाले सवाल",
    crumb: "सवाल-जवाब",
    description: `${hotel.shortName} में ठहरने से जुड़े सवालों के जवाब: चेक-इन ${hindiClockTime(hotel.checkInTimeIso)} और चेक-आउट ${hindiClockTime(hotel.checkOutTimeIso)}, पार्किंग, बुकिंग रद्द करना, जल्दी बुकिंग के ऑफ़र, पालतू जानवर और भुगतान के तरीके।`,
    keywords:
      "ओंकारेश्वर होटल चेक-इन समय, ओंकारेश्वर होटल बुकिंग रद्द करने के नियम, ओंकारेश्वर होटल पार्किंग, ओंकारेश्वर होटल में भुगतान, नर्मदा किनारे होटल",
  },
  hero: {
    title: "अक्सर पूछे जाने वाले सवाल",
    subtitle: "समय, पार्किंग, बुकिंग रद्द करना, ऑफ़र, पालतू जानवर और भुगतान — सबके जवाब",
  },
  items: faqItemWordsHi(),
  more: {
    heading: "अब भी कोई सवाल है?",
    answers: `हमारा फ़्रंट डेस्क ${hotel.contactHours} आपकी मदद के लिए तैयार है।`,
    readBefore: "पूरी जानकारी के लिए ",
    terms: "नियम और शर्तें",
    and: " और ",
    privacy: "गोपनीयता नीति",
    readAfter: " पढ़ें।",
  },
});
