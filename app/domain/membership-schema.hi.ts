import { fieldMessagesHi } from "./field-messages.hi";
import {
  type MembershipLabels,
  type MembershipMessages,
  type MembershipWording,
  membershipNumberLength,
} from "./membership-schema";

/** The member sign-in schema's words in Hindi (product-rules.md: Hindi). */
export const membershipMessagesHi: MembershipMessages = {
  methodRequired: "मोबाइल नंबर, ईमेल पता या सदस्यता नंबर में से एक चुनें",
  mobileRequired: "कृपया अपना मोबाइल नंबर लिखें",
  emailRequired: "कृपया अपना ईमेल पता लिखें",
  emailInvalid: "ईमेल पता सही नहीं लगता, कृपया जाँच लें",
  membershipNumberRequired: "कृपया अपना सदस्यता नंबर लिखें",
  membershipNumberInvalid: `सही सदस्यता नंबर लिखें (${membershipNumberLength.min} से ${membershipNumberLength.max} अंक या अंग्रेज़ी अक्षर)`,
  termsRequired: "आगे बढ़ने के लिए कृपया नियम और शर्तें स्वीकार करें",
};

export const membershipLabelsHi: MembershipLabels = { email: "ईमेल" };

export const membershipWordingHi: MembershipWording = {
  messages: membershipMessagesHi,
  labels: membershipLabelsHi,
  fields: fieldMessagesHi,
};
