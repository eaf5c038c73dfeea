import { dayMonthYear } from "../domain/calendar-days";
import { hindiClockTime } from "./hindi-names";
import { hotel } from "./hotel";
import { offerNameIn } from "./hotel-in-lang";
import type { PolicyFacts } from "./policy-facts";

/**
 * The policy sentences of policy-facts.ts in Hindi, for the Hindi FAQ, Terms and Privacy Policy
 * (product-rules.md: Policy values, Hindi). The same figures from the identity config, so both
 * languages always say the same thing; a test checks every number appears in both.
 */

const { cancellation } = hotel;

/** "एक रात" / "2 रातों", before "का … शुल्क". */
const nights = (count: number) => (count === 1 ? "एक रात" : `${count} रातों`);

export const policyFactsHi: PolicyFacts = {
  /** Read when a page is made: the times are what staff saved. */
  get checkIn() {
    return `चेक-इन ${hindiClockTime(hotel.checkInTimeIso)} से होता है और चेक-आउट ${hindiClockTime(hotel.checkOutTimeIso)} तक करना होता है।`;
  },
  individualCancellation: `व्यक्तिगत बुकिंग आगमन के दिन से ${cancellation.individualDaysBefore} दिन पहले तक बिना किसी शुल्क के रद्द की जा सकती है। इसके बाद रद्द करने पर होटल ${nights(cancellation.retentionNights)} का कमरे का शुल्क अपने पास रखता है।`,
  groupCancellation: `${cancellation.groupMinRooms} या उससे ज़्यादा कमरों की ग्रुप बुकिंग आगमन से कम से कम ${cancellation.groupDaysBefore} दिन पहले रद्द करनी होगी।`,
  noShow: `अगर मेहमान बुकिंग रद्द किए बिना नहीं पहुँचते (नो-शो), तो ${nights(cancellation.noShowNights)} का कमरे का शुल्क लगता है।`,
  refunds: `जो भी रिफ़ंड बनता है, वह ${cancellation.refundBusinessDays.replace("-", "–")} कार्यदिवसों के भीतर उसी माध्यम में लौटाया जाता है जिससे भुगतान किया गया था।`,
  children: `${hotel.childrenFreeUpToAge} वर्ष तक के बच्चों का ठहरना मुफ़्त है। ${hotel.limits.childMaxAge} वर्ष और उससे अधिक उम्र के बच्चों को वयस्क गिना जाता है।`,
  lostProperty: `होटल में छूटा सामान ${hotel.lostPropertyMonths} महीने तक सुरक्षित रखा जाता है। हमें फ़ोन या ईमेल करें, हम उसे आप तक लौटाने की व्यवस्था करेंगे; इसके बाद जिस सामान को लेने कोई नहीं आता, उसे दान कर दिया जाता है या उसका निपटान कर दिया जाता है।`,
  guestLimits: `एक बुकिंग में ज़्यादा से ज़्यादा ${hotel.limits.maxRooms} कमरे लिए जा सकते हैं, और हर कमरे में अधिकतम ${hotel.limits.maxGuestsPerRoom} मेहमान ठहर सकते हैं।`,
  payAtHotel:
    "ऑनलाइन भुगतान की सुविधा नहीं है: आप होटल में ही यूपीआई, डेबिट या क्रेडिट कार्ड, या नकद से भुगतान करते हैं। बुकिंग अनुरोध की पुष्टि हमारी रिज़र्वेशन टीम करती है।",
  pets: "क्षमा करें, रिसॉर्ट में पालतू जानवर लाने की अनुमति नहीं है।",
  privacyAge: `हमारी वेबसाइट और सेवाएँ ${hotel.privacyMinimumAge} वर्ष से कम उम्र के लोगों के लिए नहीं हैं; कृपया अपने माता-पिता या अभिभावक से कहें कि वे आपकी ओर से बुकिंग या पूछताछ करें।`,
};

/**
 * The offers currently announced, in Hindi: "त्योहारी मौसम का ऑफ़र: 1 अक्टूबर 2026 से 31 जनवरी 2027
 * तक चेक-इन करने पर कमरे के किराए में 10% की छूट।" Each is named as staff named it in Hindi, or in
 * English where they wrote no Hindi name.
 */
export function offerSentencesHi(): string[] {
  return hotel.offers.map((offer) => {
    const from = offer.startsOn ? `${dayMonthYear(offer.startsOn, "hi")} से ` : "";
    const to = offer.endsOn ? `${dayMonthYear(offer.endsOn, "hi")} तक ` : "";
    return `${offerNameIn(offer, "hi")}: ${from}${to}चेक-इन करने पर कमरे के किराए में ${offer.percentOff}% की छूट।`;
  });
}

export const contactLineHi = () => `हमें ${hotel.phones.primary.display} पर फ़ोन करें या ${hotel.emails.general} पर लिखें।`;
