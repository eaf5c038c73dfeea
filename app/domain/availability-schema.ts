/**
 * POST /api/available-rooms (the admin API's contract, docs/origins.md): the wizard asks which room
 * types are free for its dates and first room's guests. Strict JSON with the wizard's wording.
 */
import { z } from "zod";
import { bookingMessages as m } from "./booking-schema";
import { adultsField, childrenField, roomGuestTotalCheck, roomsField } from "./guest-count-fields";
import { checkOutAfterCheckIn, dateField } from "./schema-fields";
import { type DateContext, checkInProblem } from "./bookable-days";

export function createAvailabilitySchema({ today }: DateContext) {
  return z
    .object(
      {
        check_in_date: dateField(m.checkInRequired, (date) => checkInProblem(date, today, m.checkInBeforeOpening)),
        check_out_date: dateField(m.checkOutRequired),
        adults: adultsField(m.adultsRequired, "json"),
        children: childrenField(m.childrenRequired, "json"),
        no_of_rooms: roomsField(m.roomsRequired, "json"),
      },
      { error: m.notAnObject },
    )
    .strict()
    .check(
      checkOutAfterCheckIn({ checkIn: "check_in_date", checkOut: "check_out_date" }, m.checkOutNotAfterCheckIn),
      roomGuestTotalCheck(),
    );
}

export type AvailabilityRequest = z.output<ReturnType<typeof createAvailabilitySchema>>;
