/**
 * The chat assistant's booking request (product-rules.md: Chat assistant): camelCase fields, room
 * type by name, same rules and wording as the wizard, strict like every JSON API. One room is the
 * admin API's chat booking shape (docs/delivery.md) as it is; several rooms (up to the wizard's
 * five, all of one type) list each room's guests in `rooms` instead of `adults` and `children`.
 * Every message is in the language of the page that sent it (product-rules.md: Hindi): English by
 * default, the Hindi sets from booking-messages.hi.ts and chat-booking-schema.hi.ts.
 */
import { z } from "zod";
import { roomGuestTotalCheck, roomPartyFields } from "./guest-count-fields";
import { guestContactFields } from "./guest-contact-fields";
import { type BookingSchemaMessages, bookingSchemaMessagesEn, roomList } from "./booking-schema";
import { roomTypeChoices, findRoomType } from "./room-types";
import { requiredString } from "./schema-fields";
import { stayDateFields, stayLengthRule } from "./stay-fields";
import type { DateContext } from "./bookable-days";

/** The chat's own names for the stay's dates (the admin API's chat booking shape). */
const chatStayKeys = { checkIn: "checkIn", checkOut: "checkOut" } as const;

/** The chat request's own messages, in any language: the same keys as the English ones. */
export interface ChatBookingMessages {
  roomTypeRequired: string;
  roomTypeUnknown: string;
}

export const chatBookingMessages = {
  roomTypeRequired: "Room type is required",
  roomTypeUnknown: `Choose ${roomTypeChoices}`,
} as const satisfies ChatBookingMessages;

function stayFields({ today }: DateContext, s: BookingSchemaMessages, c: ChatBookingMessages) {
  const m = s.booking;
  const f = s.fields;
  return {
    ...guestContactFields(m, { name: m.nameLabel, email: m.emailLabel }, f),
    ...stayDateFields(chatStayKeys, today, m, s),
    /** "Deluxe", "super deluxe room", …: normalised to the type's full name. */
    roomType: requiredString(c.roomTypeRequired, f).transform((text, ctx) => {
      const type = findRoomType(text);
      if (type) return type.name;
      ctx.addIssue({ code: "custom", message: c.roomTypeUnknown, input: text });
      return z.NEVER;
    }),
  };
}

const roomGuestsFields = (s: BookingSchemaMessages) => roomPartyFields(s.booking, "json", s.guests, s.fields);

const stayDates = (s: BookingSchemaMessages) => stayLengthRule(chatStayKeys, s.booking, s);

/** One room: the admin API's chat booking shape. */
export function createChatBookingSchema(
  context: DateContext,
  s: BookingSchemaMessages = bookingSchemaMessagesEn,
  c: ChatBookingMessages = chatBookingMessages,
) {
  return z
    .object({ ...stayFields(context, s, c), ...roomGuestsFields(s) }, { error: s.booking.notAnObject })
    .strict()
    .check(stayDates(s), roomGuestTotalCheck(s.guests));
}

/** Several rooms of one type, each with its own guests under the one guest rule. */
export function createChatRoomsBookingSchema(
  context: DateContext,
  s: BookingSchemaMessages = bookingSchemaMessagesEn,
  c: ChatBookingMessages = chatBookingMessages,
) {
  const room = z.object(roomGuestsFields(s), { error: s.booking.notAnObject }).strict().check(roomGuestTotalCheck(s.guests));
  return z
    .object({ ...stayFields(context, s, c), rooms: roomList(room, s) }, { error: s.booking.notAnObject })
    .strict()
    .check(stayDates(s));
}

export type ChatBooking = z.infer<ReturnType<typeof createChatBookingSchema>>;
export type ChatRoomsBooking = z.infer<ReturnType<typeof createChatRoomsBookingSchema>>;
/** What the chat sends: one room in the admin API's shape, or several in `rooms`. */
export type ChatBookingRequest = ChatBooking | ChatRoomsBooking;
