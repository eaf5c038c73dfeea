/**
 * A stay's dates as every stay form asks for them (the wizard, the chat, the availability search,
 * the room page's panel, the home page's request), with the stay's rules and the wording the forms
 * share. Each form keeps its own field names and its own "required" wording (the original site
 * worded each form differently). One room's party is `roomPartyFields` (guest-count-fields.ts).
 */
import type { IsoDate } from "../content/hotel";
import { type StayDayMessages, checkInProblem, stayDayMessagesEn, stayTooLongMessage } from "./bookable-days";
import { type GuestMessages, type PartyRequiredMessages, guestMessages } from "./guest-count-fields";
import { type FieldMessages, checkOutAfterCheckIn, dateField, fieldMessagesEn } from "./schema-fields";

/** A stay form's own wording for its dates and party. */
export interface StayFieldMessages extends PartyRequiredMessages {
  checkInRequired: string;
  checkInBeforeOpening: string;
  checkOutRequired: string;
  checkOutNotAfterCheckIn: string;
}

/** The wording every stay form shares, in one language: the guest rule's, the stay's days' and every field's. */
export interface StayWording {
  guests: GuestMessages;
  days: StayDayMessages;
  fields: FieldMessages;
}

/** English; the Hindi set is `stayWordingHi` (booking-messages.hi.ts). */
export const stayWordingEn: StayWording = { guests: guestMessages, days: stayDayMessagesEn, fields: fieldMessagesEn };

/** What a form calls its check-in and check-out fields. */
export interface StayKeys<In extends string, Out extends string> {
  checkIn: In;
  checkOut: Out;
}

/** The admin API's names for the stay's dates, which the wizard and the room panel use too. */
export const bookingStayKeys = { checkIn: "check_in_date", checkOut: "check_out_date" } as const;

/** Check-in (not before the opening, not past, not too far ahead) and check-out, under the form's names. */
export function stayDateFields<In extends string, Out extends string>(
  keys: StayKeys<In, Out>,
  today: IsoDate,
  m: StayFieldMessages,
  w: StayWording = stayWordingEn,
) {
  const checkIn = dateField(m.checkInRequired, (date) => checkInProblem(date, today, m.checkInBeforeOpening, w.days), w.fields);
  const checkOut = dateField(m.checkOutRequired, undefined, w.fields);
  // The two fields are the same kind of schema; only their names are the form's.
  return { [keys.checkIn]: checkIn, [keys.checkOut]: checkOut } as Record<In | Out, typeof checkIn>;
}

/** Check-out after check-in and the stay no longer than the hotel takes, in the form's wording. */
export function stayLengthRule(
  keys: StayKeys<string, string>,
  m: Pick<StayFieldMessages, "checkOutNotAfterCheckIn">,
  w: Pick<StayWording, "days"> = stayWordingEn,
) {
  return checkOutAfterCheckIn(keys, m.checkOutNotAfterCheckIn, () => stayTooLongMessage(w.days));
}
