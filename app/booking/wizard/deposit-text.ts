/**
 * A deposit's deadline as a guest reads it: "12 March, 6:00 PM" / "12 मार्च, शाम 6:00 बजे", in hotel
 * time (product-rules.md: Hotel time), the same on the server and in every browser (no Intl).
 */
import type { IsoDate } from "~/content/hotel";
import { dayAndMonth } from "~/domain/calendar-days";
import type { Lang } from "~/i18n/lang";
import { clockText } from "./booking-text";
import type { ReceiptWords } from "./receipt-words";

/** India keeps one offset all year (no daylight saving), so hotel time is UTC + 5:30 exactly. */
const hotelOffsetMs = 5.5 * 3_600_000;

/** The hotel's calendar day and time of day ("18:00") at an instant; null for text that is not one. */
export function hotelDateAndTime(instant: string): { date: IsoDate; time: string } | null {
  const ms = Date.parse(instant);
  if (!Number.isFinite(ms)) return null;
  const shifted = new Date(ms + hotelOffsetMs);
  const time = `${String(shifted.getUTCHours()).padStart(2, "0")}:${String(shifted.getUTCMinutes()).padStart(2, "0")}`;
  return { date: shifted.toISOString().slice(0, 10) as IsoDate, time };
}

/** "12 March, 6:00 PM": the deadline in the page's words; the text as given when it is not an instant. */
export function dueText(instant: string, lang: Lang, clock: ReceiptWords["clock"]): string {
  const at = hotelDateAndTime(instant);
  if (!at) return instant;
  return `${dayAndMonth(at.date, lang)}, ${clockText(at.time, clock)}`;
}
