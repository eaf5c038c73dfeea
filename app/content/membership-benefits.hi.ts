import type { Feature } from "./content-types";

/** /joinNow's member benefits in Hindi (product-rules.md: Hindi), in the same order as the English. */
export const membershipBenefitsHi: readonly Feature[] = [
  {
    title: "सदस्यों के लिए ख़ास दरें",
    description: "हर बार ठहरने पर हमारी आम दरों से कम दाम पर कमरा।",
  },
  {
    title: "भोजन और स्पा पर छूट",
    description: "हमारे रेस्तराँ में और स्पा खुलने के बाद वहाँ भी, सिर्फ़ सदस्यों के लिए बचत।",
  },
  {
    title: "कम से कम 4% रिवॉर्ड कॉइन",
    description: "हर योग्य ठहराव का कम से कम 4% रिवॉर्ड कॉइन के रूप में आपको वापस।",
  },
  {
    title: "कमाएँ और ख़र्च करें",
    description: "ठहरने पर कॉइन जमा करें और अगली बार आने पर उनका इस्तेमाल करें।",
  },
];
