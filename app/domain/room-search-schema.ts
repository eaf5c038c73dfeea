/**
 * The room details page's "Book A Room" panel (the original site's fields and wording), checked
 * before it hands the stay to /BookingForm. Values come from selects, so counts may be numeric
 * strings.
 */
import { z } from "zod";
import { hotel } from "../content/hotel";
import { monthAndDay } from "./date-words";
import { adultsField, childrenField, roomGuestTotalCheck } from "./guest-count-fields";
import { checkOutAfterCheckIn, dateField } from "./schema-fields";
import { type DateContext, checkInProblem } from "./bookable-days";

export const roomSearchMessages = {
  checkInRequired: "Check-in date is required",
  checkInBeforeOpening: `Check-in date must be ${monthAndDay(hotel.openingDate)} or later`,
  checkOutRequired: "Check-out date is required",
  checkOutNotAfterCheckIn: "Check-out must be after check-in date",
  adultsRequired: "Please select number of adults",
  childrenRequired: "Please select number of children",
} as const;

export function createRoomSearchSchema({ today }: DateContext) {
  const m = roomSearchMessages;
  return z
    .object({
      check_in_date: dateField(m.checkInRequired, (date) => checkInProblem(date, today, m.checkInBeforeOpening)),
      check_out_date: dateField(m.checkOutRequired),
      adults: adultsField(m.adultsRequired, "form"),
      children: childrenField(m.childrenRequired, "form"),
    })
    .check(
      checkOutAfterCheckIn({ checkIn: "check_in_date", checkOut: "check_out_date" }, m.checkOutNotAfterCheckIn),
      roomGuestTotalCheck(),
    );
}

export type RoomSearch = z.output<ReturnType<typeof createRoomSearchSchema>>;
