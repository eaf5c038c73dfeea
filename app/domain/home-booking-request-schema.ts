/**
 * The home page's booking request form (the original site's fields and wording). It now reaches the
 * hotel as an enquiry (product-rules.md: Forms that reach the hotel). The wording is a parameter:
 * English here, Hindi in `home-booking-request-schema.hi.ts` (product-rules.md: Hindi); the rules
 * and limits are the same in both.
 */
import type { z } from "zod";
import { hotel } from "../content/hotel";
import { monthAndDay } from "./date-words";
import { type GuestMessages, adultsField, childrenField, guestMessages, roomGuestTotalCheck } from "./guest-count-fields";
import {
  type FieldMessages,
  type InputSource,
  checkOutAfterCheckIn,
  dateField,
  emailAndPhoneFields,
  fieldMessagesEn,
  maxNameLength,
  objectFor,
  optionalText,
  requiredLine,
} from "./schema-fields";
import {
  type DateContext,
  type StayDayMessages,
  checkInProblem,
  stayDayMessagesEn,
  stayTooLongMessage,
} from "./bookable-days";

export interface HomeBookingRequestMessages {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  phoneRequired: string;
  checkInRequired: string;
  checkInBeforeOpening: string;
  checkOutRequired: string;
  checkOutNotAfterCheckIn: string;
  adultsRequired: string;
  childrenRequired: string;
}

export const homeBookingRequestMessages: HomeBookingRequestMessages = {
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
};

/** The fields' names as the shared messages quote them ("Message must be 1000 characters or fewer"). */
export interface HomeBookingRequestLabels {
  name: string;
  email: string;
  message: string;
}

/** Everything the schema says, in one language: its own messages, the guest and day rules', the fields'. */
export interface HomeBookingRequestWording {
  messages: HomeBookingRequestMessages;
  labels: HomeBookingRequestLabels;
  guests: GuestMessages;
  days: StayDayMessages;
  fields: FieldMessages;
}

export const homeBookingRequestWordingEn: HomeBookingRequestWording = {
  messages: homeBookingRequestMessages,
  labels: { name: "Name", email: "Email", message: "Message" },
  guests: guestMessages,
  days: stayDayMessagesEn,
  fields: fieldMessagesEn,
};

export const maxHomeRequestMessageLength = 1000;

/**
 * `wording` is the page's language's (English by default): a Hindi page's browser passes the set
 * its loader sent, its route action and the API the Hindi set.
 */
export function createHomeBookingRequestSchema({
  today,
  source = "json",
  wording = homeBookingRequestWordingEn,
}: DateContext & { source?: InputSource; wording?: HomeBookingRequestWording }) {
  const { messages: m, labels, guests, days, fields: f } = wording;
  return objectFor(
    {
      name: requiredLine(m.nameRequired, labels.name, maxNameLength, f),
      ...emailAndPhoneFields({ ...m, emailLabel: labels.email }, f),
      dateIn: dateField(m.checkInRequired, (date) => checkInProblem(date, today, m.checkInBeforeOpening, days), f),
      dateOut: dateField(m.checkOutRequired, undefined, f),
      adults: adultsField(m.adultsRequired, source, guests, f),
      children: childrenField(m.childrenRequired, source, guests, f),
      message: optionalText(labels.message, maxHomeRequestMessageLength, f),
    },
    source,
    f,
  ).check(
    checkOutAfterCheckIn({ checkIn: "dateIn", checkOut: "dateOut" }, m.checkOutNotAfterCheckIn, () => stayTooLongMessage(days)),
    roomGuestTotalCheck(guests),
  );
}

export type HomeBookingRequest = z.output<ReturnType<typeof createHomeBookingRequestSchema>>;
