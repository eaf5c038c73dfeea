import { hotel } from "../content/hotel";
import { dayMonthYear } from "./calendar-days";
import { tableTimes } from "./dining-hours";
import { hindiClockTime } from "./dining-hours.hi";
import type { DiningLabels, DiningMessages, DiningWording } from "./dining-schema";
import { fieldMessagesHi } from "./field-messages.hi";
import { replyFieldMessagesHi } from "./guest-contact-fields.hi";

/** The table schema's words in Hindi (product-rules.md: Hindi): the same rules as the English set. */
export const diningMessagesHi: DiningMessages = {
  fullNameRequired: "कृपया अपना पूरा नाम लिखें",
  ...replyFieldMessagesHi,
  dateRequired: "कृपया तारीख़ चुनें",
  dateBeforeOpening: `कृपया ${dayMonthYear(hotel.openingDate, "hi")} या उसके बाद की तारीख़ चुनें`,
  dateInPast: "यह तारीख़ बीत चुकी है, कृपया आज या आगे की तारीख़ चुनें",
  dateTooFar: `टेबल ज़्यादा से ज़्यादा ${hotel.bookingLimits.maxDiningDaysAhead} दिन पहले बुक हो सकती है`,
  timeRequired: "कृपया समय चुनें",
  timeInvalid: "समय घंटे और मिनट में लिखें, 24 घंटे की घड़ी से (जैसे 19:30)",
  timeOutsideHours: `कृपया ${hindiClockTime(tableTimes.first)} से ${hindiClockTime(tableTimes.last)} बजे के बीच का समय चुनें`,
  guestsRequired: "कृपया बताएँ कि कितने लोग आएँगे",
  tooFewGuests: "कम से कम 1 व्यक्ति होना चाहिए",
  tooManyGuests: `ज़्यादा से ज़्यादा ${hotel.limits.diningMaxGuests} लोग`,
};

// Written as the shared messages quote them: "पूरे नाम में अधिक से अधिक 100 अक्षर…".
export const diningLabelsHi: DiningLabels = { fullName: "पूरे नाम", email: "ईमेल", specialRequests: "ख़ास अनुरोध" };

export const diningWordingHi: DiningWording = { messages: diningMessagesHi, labels: diningLabelsHi, fields: fieldMessagesHi };
