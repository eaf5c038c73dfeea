/**
 * What a guest's message means to the chat assistant beyond its facts (product-rules.md: Chat
 * assistant): asking to book, to stop, yes or no, or for the cheapest room, in English, Hinglish or
 * Hindi.
 */
import type { BookingSlots } from "~/domain/chat-booking-slots";

/** "book" or "reservation" anywhere (or in Hindi, "बुक", "बुकिंग", "आरक्षण") starts booking mode. */
export function wantsBooking(text: string): boolean {
  const lower = text.toLowerCase();
  return ["book", "reservation", "बुक", "आरक्षण"].some((word) => lower.includes(word));
}

/** "room for 2 adults tomorrow" asks for a room without saying "book". */
export function asksForRoom(text: string, slots: BookingSlots): boolean {
  const lower = text.toLowerCase();
  return (/\b(rooms?|suite|stay|kamra|kamre)\b/.test(lower) || /कमरा|कमरे/.test(lower)) && (slots.checkIn !== undefined || slots.adults !== undefined || slots.rooms !== undefined);
}

/** A stop word said alone (not "cancel my booking"): leaves booking mode with nothing sent. */
export const isStop = (text: string) =>
  /^\s*(stop|cancel|quit|exit|never ?mind|nevermind|forget it|leave it|radd karo|rehne do|rahne do|chhodo)\b[\s.!]*$/i.test(text) ||
  /^\s*(रद्द(\s*(करें|करो|करिए|कीजिए|कर दो|कर दीजिए))?|रहने दो|रहने दीजिए|छोड़ो|छोड़ दो|छोड़िए|बंद करो|बस करो|रुको)\s*[.!।]*\s*$/u.test(text.normalize("NFC"));

/** "cancel my booking" asks about cancelling, in either language: it does not start a booking. */
export const wantsToCancel = (text: string) => /\bcancel/i.test(text) || /रद्द|कैंसल|कैंसिल/.test(text);
/** A bare no: skips forwarding a question. */
export const isNo = (text: string) =>
  /^\s*(no|nope|skip|cancel|no thanks|nahi|nahin)\s*[.!]?\s*$/i.test(text) || /^\s*(नहीं|ना)\s*[.!।]?\s*$/.test(text);
/** Yes to "shall I send it?". */
export const isYes = (text: string) =>
  /^\s*(yes|yeah|yep|yup|y|ok|okay|sure|confirm|confirmed|send|send it|go ahead|please send|book it|done|haan|han|ha)\b/i.test(text) ||
  // Not a bare "जी": "जी नहीं" is a no.
  /^\s*(जी\s+)?(हाँ|हां|ठीक है|भेज दो|भेज दीजिए|भेजें|भेजिए)/.test(text);
/** No to "shall I send it?", also at the start of a longer answer. */
export const isNoAtConfirm = (text: string) =>
  /^\s*(no|nope|don'?t|do not|not now|nahi|nahin|mat)\b/i.test(text) || /^\s*(जी\s+)?(नहीं|ना|मत)(?![\p{L}\p{M}])/u.test(text);
/** Any room type will do: the cheapest free one is taken. */
export const wantsCheapest = (text: string) =>
  /\b(cheapest|lowest|any|budget|whichever|sasta|saste|koi bhi)\b/i.test(text) || /(?<![\p{L}\p{M}])(सस्ता|सस्ते|सस्ती|कोई भी|कम किराए)/u.test(text);
