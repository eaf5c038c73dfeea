/**
 * The room details page's "Book A Room" panel (the original site's fields and wording), checked
 * before it hands the stay to /BookingForm. Values come from selects, so counts may be numeric
 * strings. Every message is the page's language's (product-rules.md: Hindi): English here, Hindi in
 * `booking-messages.hi.ts`, which a Hindi page's panel gets with its loader's words.
 */
import { z } from "zod";
import { hotel } from "../content/hotel";
import { monthAndDay } from "./date-words";
import { roomGuestTotalCheck, roomPartyFields } from "./guest-count-fields";
import {
  type StayFieldMessages,
  type StayWording,
  bookingStayKeys,
  stayDateFields,
  stayLengthRule,
  stayWordingEn,
} from "./stay-fields";
import type { DateContext } from "./bookable-days";

/** The panel's own messages (the guest rule's, the stay's days' and every field's are shared). */
export type RoomSearchMessages = StayFieldMessages;

export const roomSearchMessages: RoomSearchMessages = {
  checkInRequired: "Check-in date is required",
  checkInBeforeOpening: `Check-in date must be ${monthAndDay(hotel.openingDate)} or later`,
  checkOutRequired: "Check-out date is required",
  checkOutNotAfterCheckIn: "Check-out must be after check-in date",
  adultsRequired: "Please select number of adults",
  childrenRequired: "Please select number of children",
};

/** Every message the panel can show, in one language. */
export interface RoomSearchSchemaMessages extends StayWording {
  search: RoomSearchMessages;
}

export const roomSearchSchemaMessagesEn: RoomSearchSchemaMessages = { search: roomSearchMessages, ...stayWordingEn };

export function createRoomSearchSchema({ today }: DateContext, s: RoomSearchSchemaMessages = roomSearchSchemaMessagesEn) {
  const m = s.search;
  return z
    .object({ ...stayDateFields(bookingStayKeys, today, m, s), ...roomPartyFields(m, "form", s.guests, s.fields) })
    .check(stayLengthRule(bookingStayKeys, m, s), roomGuestTotalCheck(s.guests));
}

export type RoomSearch = z.output<ReturnType<typeof createRoomSearchSchema>>;
