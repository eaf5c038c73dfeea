/**
 * The chat assistant's booking request (product-rules.md: Chat assistant): camelCase fields, room
 * type by name, same rules and wording as the wizard, strict like every JSON API. One room is the
 * admin API's chat booking shape (docs/delivery.md) as it is; several rooms (up to the wizard's
 * five, all of one type) list each room's guests in `rooms` instead of `adults` and `children`.
 */
import { z } from "zod";
import { adultsField, childrenField, roomGuestTotalCheck } from "./guest-count-fields";
import { bookingMessages as m, roomList } from "./booking-schema";
import { roomTypeChoices, findRoomType } from "./room-types";
import {
  checkOutAfterCheckIn,
  dateField,
  emailField,
  phoneField,
  requiredLine,
  requiredString,
} from "./schema-fields";
import { type DateContext, checkInProblem } from "./bookable-days";

export const chatBookingMessages = {
  roomTypeRequired: "Room type is required",
  roomTypeUnknown: `Choose ${roomTypeChoices}`,
} as const;

function stayFields({ today }: DateContext) {
  return {
    name: requiredLine(m.nameRequired, "Name"),
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
    phone: phoneField(m.phoneRequired),
    checkIn: dateField(m.checkInRequired, (date) => checkInProblem(date, today, m.checkInBeforeOpening)),
    checkOut: dateField(m.checkOutRequired),
    /** "Deluxe", "super deluxe room", …: normalised to the type's full name. */
    roomType: requiredString(chatBookingMessages.roomTypeRequired).transform((text, ctx) => {
      const type = findRoomType(text);
      if (type) return type.name;
      ctx.addIssue({ code: "custom", message: chatBookingMessages.roomTypeUnknown, input: text });
      return z.NEVER;
    }),
  };
}

const roomGuestsFields = () => ({
  adults: adultsField(m.adultsRequired, "json"),
  children: childrenField(m.childrenRequired, "json"),
});

const stayDates = checkOutAfterCheckIn({ checkIn: "checkIn", checkOut: "checkOut" }, m.checkOutNotAfterCheckIn);

/** One room: the admin API's chat booking shape. */
export function createChatBookingSchema(context: DateContext) {
  return z
    .object({ ...stayFields(context), ...roomGuestsFields() }, { error: m.notAnObject })
    .strict()
    .check(stayDates, roomGuestTotalCheck());
}

/** Several rooms of one type, each with its own guests under the one guest rule. */
export function createChatRoomsBookingSchema(context: DateContext) {
  const room = z.object(roomGuestsFields(), { error: m.notAnObject }).strict().check(roomGuestTotalCheck());
  return z
    .object({ ...stayFields(context), rooms: roomList(room) }, { error: m.notAnObject })
    .strict()
    .check(stayDates);
}

export type ChatBooking = z.infer<ReturnType<typeof createChatBookingSchema>>;
export type ChatRoomsBooking = z.infer<ReturnType<typeof createChatRoomsBookingSchema>>;
/** What the chat sends: one room in the admin API's shape, or several in `rooms`. */
export type ChatBookingRequest = ChatBooking | ChatRoomsBooking;
