/**
 * POST /api/available-rooms (the admin API's contract, docs/origins.md): the wizard asks which room
 * types are free for its dates and first room's guests. Strict JSON with the wizard's wording, in
 * the language of the page that asks (product-rules.md: Hindi).
 */
import { z } from "zod";
import { type BookingSchemaMessages, bookingSchemaMessagesEn, bookingStayDates, stayLengthCheck } from "./booking-schema";
import { olderChildrenField, roomGuestTotalCheck, roomPartyFields, roomsField } from "./guest-count-fields";
import type { DateContext } from "./bookable-days";

export function createAvailabilitySchema(context: DateContext, s: BookingSchemaMessages = bookingSchemaMessagesEn) {
  const m = s.booking;
  return z
    .object(
      {
        ...bookingStayDates(context, s),
        ...roomPartyFields(m, "json", s.guests, s.fields),
        children_6_11: olderChildrenField(s.guests),
        no_of_rooms: roomsField(m.roomsRequired, "json", s.guests, s.fields),
      },
      { error: m.notAnObject },
    )
    .strict()
    .check(stayLengthCheck(s), roomGuestTotalCheck(s.guests));
}

export type AvailabilityRequest = z.output<ReturnType<typeof createAvailabilitySchema>>;
