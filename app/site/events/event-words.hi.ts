import type { EventWords } from "./event-words";

export const eventWordsHi: EventWords = {
  upTo: "{n} मेहमानों तक",
  preview: "{title}: झलक देखें",
  dialogFallback: "आयोजन",
  photos: "{title} की तस्वीरें",
  previousImage: "पिछली तस्वीर",
  nextImage: "अगली तस्वीर",
  position: "({count} में से {n})",
  chooseImage: "तस्वीर चुनें",
  showImage: "तस्वीर {n} दिखाएँ: {title}",
  arrange: "हम क्या-क्या व्यवस्था करते हैं",
  guestsSay: "मेहमानों की राय",
  newTab: " (नए टैब में खुलेगा)",
  plan: "{title} की योजना हमारे साथ बनाएँ",
};
