/**
 * The home page's booking request form (the original site's fields and wording). It now reaches the
 * hotel as an enquiry (product-rules.md: Forms that reach the hotel). The wording is a parameter:
 * English here, Hindi in `home-booking-request-schema.hi.ts` (product-rules.md: Hindi); the rules
 * and limits are the same in both.
 */
import type { z } from "zod";
import { hotel } from "../content/hotel";
import { monthAndDay } from "./date-words";
import { roomGuestTotalCheck, roomPartyFields } from "./guest-count-fields";
import { type GuestContactLabels, type GuestContactMessages, guestContactFields, guestContactMessagesEn } from "./guest-contact-fields";
import { type FormWording, optionalText } from "./schema-fields";
import { type GuestFormOptions, guestFormSchema } from "./guest-form-schema";
import { type StayFieldMessages, type StayWording, stayDateFields, stayLengthRule, stayWordingEn } from "./stay-fields";
import type { DateContext } from "./bookable-days";

export interface HomeBookingRequestMessages extends GuestContactMessages, StayFieldMessages {}

export const homeBookingRequestMessages: HomeBookingRequestMessages = {
  ...guestContactMessagesEn,
  phoneRequired: "Phone is required",
  checkInRequired: "Check-in date is required",
  checkInBeforeOpening: `Hotel opens on ${monthAndDay(hotel.openingDate)}`,
  checkOutRequired: "Check-out date is required",
  checkOutNotAfterCheckIn: "Check-out must be after check-in",
  adultsRequired: "Please select number of adults",
  childrenRequired: "Please select number of children",
};

/** The fields' names as the shared messages quote them ("Message must be 1000 characters or fewer"). */
export interface HomeBookingRequestLabels extends GuestContactLabels {
  message: string;
}

/** Everything the schema says, in one language: its own messages, the guest and day rules', the fields'. */
export interface HomeBookingRequestWording
  extends FormWording<HomeBookingRequestMessages, HomeBookingRequestLabels>,
    StayWording {}

export const homeBookingRequestWordingEn: HomeBookingRequestWording = {
  messages: homeBookingRequestMessages,
  labels: { name: "Name", email: "Email", message: "Message" },
  ...stayWordingEn,
};

export const maxHomeRequestMessageLength = 1000;

const homeStayKeys = { checkIn: "dateIn", checkOut: "dateOut" } as const;

/**
 * `wording` is the page's language's (English by default): a Hindi page's browser passes the set
 * its loader sent, its route action and the API the Hindi set.
 */
export function createHomeBookingRequestSchema({
  today,
  source = "json",
  wording = homeBookingRequestWordingEn,
}: DateContext & GuestFormOptions<HomeBookingRequestWording>) {
  return guestFormSchema(source, wording, (m, labels, f) => ({
    ...guestContactFields(m, labels, f),
    ...stayDateFields(homeStayKeys, today, m, wording),
    ...roomPartyFields(m, source, wording.guests, f),
    message: optionalText(labels.message, maxHomeRequestMessageLength, f),
  })).check(stayLengthRule(homeStayKeys, wording.messages, wording), roomGuestTotalCheck(wording.guests));
}

export type HomeBookingRequest = z.output<ReturnType<typeof createHomeBookingRequestSchema>>;
