/**
 * POST /api/available-rooms (the admin API's contract, docs/origins.md): the wizard asks which room
 * types are free for its dates and first room's guests. Strict JSON with the wizard's wording, in
 * the language of the page that asks (product-rules.md: Hindi).
 */
import { z } from "zod";
import { type BookingSchemaMessages, bookingSchemaMessagesEn, stayLengthCheck } from "./booking-schema";
import { adultsField, childrenField, roomGuestTotalCheck, roomsField } from "./guest-count-fields";
import { dateField } from "./schema-fields";
import { type DateContext, checkInProblem } from "./bookable-days";

export function createAvailabilitySchema({ today }: DateContext, s: BookingSchemaMessages = bookingSchemaMessagesEn) {
  const m = s.booking;
  return z
    .object(
      {
        check_in_date: dateField(
          m.checkInRequired,
          (date) => checkInProblem(date, today, m.checkInBeforeOpening, s.days),
          s.fields,
        ),
        check_out_date: dateField(m.checkOutRequired, undefined, s.fields),
        adults: adultsField(m.adultsRequired, "json", s.guests, s.fields),
        children: childrenField(m.childrenRequired, "json", s.guests, s.fields),
        no_of_rooms: roomsField(m.roomsRequired, "json", s.guests, s.fields),
      },
      { error: m.notAnObject },
    )
    .strict()
    .check(stayLengthCheck(s), roomGuestTotalCheck(s.guests));
}

export type AvailabilityRequest = z.output<ReturnType<typeof createAvailabilitySchema>>;
