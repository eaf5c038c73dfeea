/**
 * A booking's parts written in the page's words (product-rules.md: Hindi): a room's party and the
 * hotel's check-in and check-out times, the same on the server and in every browser (no Intl).
 */
import type { RoomGuests } from "~/domain/guest-counts";
import { countWords, fill } from "~/i18n/words";
import type { ReceiptWords } from "./receipt-words";

/** "2 adults, 1 child" / "2 वयस्क, 1 बच्चा". */
export function partyText(room: RoomGuests, words: ReceiptWords): string {
  const adults = countWords(words.counts.adults, room.adults);
  if (room.children === 0) return adults;
  return fill(words.party, { adults, children: countWords(words.counts.children, room.children) });
}

/** "12:00 PM" / "दोपहर 12:00 बजे": a time of day as the hotel keeps it ("12:00"), in the page's words. */
export function clockText(time: string, words: ReceiptWords["clock"]): string {
  const [hours, minutes] = time.split(":").map(Number);
  const shown = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")}`;
  const part =
    hours < 4 ? words.night : hours < 12 ? words.morning : hours < 16 ? words.afternoon : hours < 20 ? words.evening : words.lateNight;
  return fill(part, { time: shown });
}
