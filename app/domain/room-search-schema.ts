/**
 * The room details page's "Book A Room" panel (the original site's fields and wording), checked
 * before it hands the stay to /BookingForm. Values come from selects, so counts may be numeric
 * strings. Every message is the page's language's (product-rules.md: Hindi): English here, Hindi in
 * `booking-messages.hi.ts`, which a Hindi page's panel gets with its loader's words.
 */
import { z } from "zod";
import { hotel } from "../content/hotel";
import { monthAndDay } from "./date-words";
import { type GuestMessages, adultsField, childrenField, guestMessages, roomGuestTotalCheck } from "./guest-count-fields";
import { type FieldMessages, checkOutAfterCheckIn, dateField, fieldMessagesEn } from "./schema-fields";
import { type DateContext, type StayDayMessages, checkInProblem, stayDayMessagesEn, stayTooLongMessage } from "./bookable-days";

/** The panel's own messages (the guest rule's, the stay's days' and every field's are shared). */
export interface RoomSearchMessages {
  checkInRequired: string;
  checkInBeforeOpening: string;
  checkOutRequired: string;
  checkOutNotAfterCheckIn: string;
  adultsRequired: string;
  childrenRequired: string;
}

export const roomSearchMessages: RoomSearchMessages = {
  checkInRequired: "Check-in date is required",
  checkInBeforeOpening: `Check-in date must be ${monthAndDay(hotel.openingDate)} or later`,
  checkOutRequired: "Check-out date is required",
  checkOutNotAfterCheckIn: "Check-out must be after check-in date",
  adultsRequired: "Please select number of adults",
  childrenRequired: "Please select number of children",
};

/** Every message the panel can show, in one language. */
export interface RoomSearchSchemaMessages {
  search: RoomSearchMessages;
  guests: GuestMessages;
  days: StayDayMessages;
  fields: FieldMessages;
}

export const roomSearchSchemaMessagesEn: RoomSearchSchemaMessages = {
  search: roomSearchMessages,
  guests: guestMessages,
  days: stayDayMessagesEn,
  fields: fieldMessagesEn,
};

export function createRoomSearchSchema({ today }: DateContext, s: RoomSearchSchemaMessages = roomSearchSchemaMessagesEn) {
  const m = s.search;
  return z
    .object({
      check_in_date: dateField(m.checkInRequired, (date) => checkInProblem(date, today, m.checkInBeforeOpening, s.days), s.fields),
      check_out_date: dateField(m.checkOutRequired, undefined, s.fields),
      adults: adultsField(m.adultsRequired, "form", s.guests, s.fields),
      children: childrenField(m.childrenRequired, "form", s.guests, s.fields),
    })
    .check(
      checkOutAfterCheckIn({ checkIn: "check_in_date", checkOut: "check_out_date" }, m.checkOutNotAfterCheckIn, () =>
        stayTooLongMessage(s.days),
      ),
      roomGuestTotalCheck(s.guests),
    );
}

export type RoomSearch = z.output<ReturnType<typeof createRoomSearchSchema>>;
