import { hotel } from "../content/hotel";
import { dayMonthYear } from "./calendar-days";
import {
  type ContactLabels,
  type ContactMessages,
  type ContactWording,
  type EventLabels,
  type EventMessages,
  type EventWording,
  maxEventGuests,
} from "./enquiry-schemas";
import { fieldMessagesHi } from "./field-messages.hi";
import { guestContactMessagesHi } from "./guest-contact-fields.hi";

/**
 * The contact and event enquiry schemas' words in Hindi (product-rules.md: Hindi): the same rules
 * and limits as the English set, said the way the hotel's front desk would say them.
 */
export const contactMessagesHi: ContactMessages = {
  ...guestContactMessagesHi,
  messageRequired: "कृपया अपना संदेश लिखें",
};

// The labels are quoted inside the shared messages ("{label} में अधिक से अधिक {max} अक्षर…"), so
// each is written as it reads there ("ज़रूरतों में", not "ज़रूरतें में").
export const contactLabelsHi: ContactLabels = { name: "नाम", email: "ईमेल", message: "संदेश" };

export const contactWordingHi: ContactWording = { messages: contactMessagesHi, labels: contactLabelsHi, fields: fieldMessagesHi };

export const eventMessagesHi: EventMessages = {
  ...contactMessagesHi,
  eventTypeRequired: "कृपया कार्यक्रम का प्रकार चुनें",
  eventDateRequired: "कृपया कार्यक्रम की तारीख़ चुनें",
  eventDateBeforeOpening: `कार्यक्रम की तारीख़ ${dayMonthYear(hotel.openingDate, "hi")} या उसके बाद की चुनें`,
  eventDateInPast: "यह तारीख़ बीत चुकी है, कृपया आज या आगे की तारीख़ चुनें",
  get eventDateTooFar() {
    return `ऑनलाइन ज़्यादा से ज़्यादा ${hotel.bookingLimits.maxEventDaysAhead / 365} साल आगे तक के कार्यक्रम की पूछताछ हो सकती है। इसके बाद की तारीख़ के लिए कृपया हमें ${hotel.phones.primary.display} पर फ़ोन करें।`;
  },
  guestsRequired: "कृपया मेहमानों की संख्या लिखें",
  tooFewGuests: "कम से कम 1 मेहमान होना चाहिए",
  tooManyGuests: `ज़्यादा से ज़्यादा ${maxEventGuests} मेहमान`,
};

export const eventLabelsHi: EventLabels = { ...contactLabelsHi, requirements: "ज़रूरतों" };

export const eventWordingHi: EventWording = { messages: eventMessagesHi, labels: eventLabelsHi, fields: fieldMessagesHi };
