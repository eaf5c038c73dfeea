/**
 * The home page's booking request form (the original site's fields and wording). It now reaches the
 * hotel as an enquiry (product-rules.md: Forms that reach the hotel).
 */
import type { z } from "zod";
import { hotel } from "../content/hotel";
import { monthAndDay } from "./date-words";
import { adultsField, childrenField, roomGuestTotalCheck } from "./guest-count-fields";
import {
  type InputSource,
  checkOutAfterCheckIn,
  dateField,
  emailAndPhoneFields,
  objectFor,
  optionalText,
  requiredLine,
} from "./schema-fields";
import { type DateContext, checkInProblem } from "./bookable-days";

export const homeBookingRequestMessages = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  phoneRequired: "Phone is required",
  checkInRequired: "Check-in date is required",
  checkInBeforeOpening: `Hotel opens on ${monthAndDay(hotel.openingDate)}`,
  checkOutRequired: "Check-out date is required",
  checkOutNotAfterCheckIn: "Check-out must be after check-in",
  adultsRequired: "Please select number of adults",
  childrenRequired: "Please select number of children",
} as const;

export const maxHomeRequestMessageLength = 1000;

export function createHomeBookingRequestSchema({ today, source = "json" }: DateContext & { source?: InputSource }) {
  const m = homeBookingRequestMessages;
  return objectFor(
    {
      name: requiredLine(m.nameRequired, "Name"),
      ...emailAndPhoneFields(m),
      dateIn: dateField(m.checkInRequired, (date) => checkInProblem(date, today, m.checkInBeforeOpening)),
      dateOut: dateField(m.checkOutRequired),
      adults: adultsField(m.adultsRequired, source),
      children: childrenField(m.childrenRequired, source),
      message: optionalText("Message", maxHomeRequestMessageLength),
    },
    source,
  ).check(
    checkOutAfterCheckIn({ checkIn: "dateIn", checkOut: "dateOut" }, m.checkOutNotAfterCheckIn),
    roomGuestTotalCheck(),
  );
}

export type HomeBookingRequest = z.output<ReturnType<typeof createHomeBookingRequestSchema>>;
