/** occupancy-messages.ts in Hindi (product-rules.md: Hindi, Occupancy): the same figures, the guest's words. */
import type { OccupancyMessages } from "./occupancy";

const askMore = "कृपया बाकी मेहमानों के लिए एक और कमरा लें, या बड़ा कमरा चुनें।";

export const occupancyMessagesHi: OccupancyMessages = {
  doesNotFit: (problem, type, occupancy) => {
    if (problem === "adults") return `${type} में अधिकतम ${occupancy.maxAdults} वयस्क ठहर सकते हैं। ${askMore}`;
    if (problem === "guests") return `${type} में अधिकतम ${occupancy.maxGuests} मेहमान ठहर सकते हैं। ${askMore}`;
    return occupancy.extraBeds === 0
      ? `${type} में अतिरिक्त बेड नहीं लगता: इसमें 6 साल या उससे बड़े ${occupancy.baseGuests} मेहमान ठहर सकते हैं। ${askMore}`
      : `${type} में ${occupancy.extraBeds} अतिरिक्त बेड लग सकता है, यानी 6 साल या उससे बड़े ${occupancy.baseGuests + occupancy.extraBeds} मेहमान। ${askMore}`;
  },
};
