/**
 * A deposit's deadline as a guest reads it: "12 March, 6:00 PM" / "12 मार्च, शाम 6:00 बजे", in hotel
 * time (product-rules.md: Hotel time), the same on the server and in every browser (no Intl).
 */
import { dayAndMonth } from "~/domain/calendar-days";
import { hotelDateAndTime } from "~/domain/hotel-date";
import type { Lang } from "~/i18n/lang";
import { clockText } from "./booking-text";
import type { ReceiptWords } from "./receipt-words";

/** "12 March, 6:00 PM": the deadline in the page's words; the text as given when it is not an instant. */
export function dueText(instant: string, lang: Lang, clock: ReceiptWords["clock"]): string {
  const at = hotelDateAndTime(instant);
  if (!at) return instant;
  return `${dayAndMonth(at.date, lang)}, ${clockText(at.time, clock)}`;
}
