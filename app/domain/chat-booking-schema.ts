/**
 * The chat assistant's booking request (the admin API's chat booking shape, docs/delivery.md): one
 * room, camelCase fields, room type by name. Same rules and wording as the wizard
 * (product-rules.md: Chat assistant), strict like every JSON API.
 */
import { z } from "zod";
import { adultsField, childrenField, roomGuestTotalCheck } from "./guest-count-fields";
import { bookingMessages as m } from "./booking-schema";
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

export function createChatBookingSchema({ today }: DateContext) {
  return z
    .object(
      {
        name: requiredLine(m.nameRequired, "Name"),
        email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
        phone: phoneField(m.phoneRequired),
        checkIn: dateField(m.checkInRequired, (date) => checkInProblem(date, today, m.checkInBeforeOpening)),
        checkOut: dateField(m.checkOutRequired),
        adults: adultsField(m.adultsRequired, "json"),
        children: childrenField(m.childrenRequired, "json"),
        /** "Deluxe", "super deluxe room", …: normalised to the type's full name. */
        roomType: requiredString(chatBookingMessages.roomTypeRequired).transform((text, ctx) => {
          const type = findRoomType(text);
          if (type) return type.name;
          ctx.addIssue({ code: "custom", message: chatBookingMessages.roomTypeUnknown, input: text });
          return z.NEVER;
        }),
      },
      { error: m.notAnObject },
    )
    .strict()
    .check(
      checkOutAfterCheckIn({ checkIn: "checkIn", checkOut: "checkOut" }, m.checkOutNotAfterCheckIn),
      roomGuestTotalCheck(),
    );
}

/**
 * One chat booking: what the chat sends to POST /api/bookings and what the Worker forwards to the
 * admin API (docs/delivery.md), one type for both ends.
 */
export type ChatBooking = z.output<ReturnType<typeof createChatBookingSchema>>;
