/**
 * The dining table form (/DiningBookingForm). It used to log and forget; now it
 * reaches the hotel as an enquiry (product-rules.md: Forms that reach the hotel).
 */
import type { z } from "zod";
import { hotel } from "../content/hotel";
import { monthDayAndYear } from "./date-words";
import { isTableTime, tableTimes, twelveHourTime } from "./dining-hours";
import { type ReplyFieldMessages, replyFieldMessagesEn } from "./guest-contact-fields";
import {
  type FormWording,
  countField,
  emailAndPhoneFields,
  fieldMessagesEn,
  maxNameLength,
  optionalText,
  requiredLine,
  requiredString,
} from "./schema-fields";
import type { DateContext } from "./bookable-days";
import { type GuestFormOptions, bookableDateField, guestFormSchema } from "./guest-form-schema";

export const maxDiningRequestsLength = 1000;

/** What the table schema says, in one language: English here, Hindi in `dining-schema.hi.ts`. */
export interface DiningMessages extends ReplyFieldMessages {
  fullNameRequired: string;
  dateRequired: string;
  dateBeforeOpening: string;
  dateInPast: string;
  dateTooFar: string;
  timeRequired: string;
  timeInvalid: string;
  timeOutsideHours: string;
  guestsRequired: string;
  tooFewGuests: string;
  tooManyGuests: string;
}

export const diningMessages: DiningMessages = {
  fullNameRequired: "Full name is required",
  ...replyFieldMessagesEn,
  dateRequired: "Date is required",
  dateBeforeOpening: `Date must be on or after ${monthDayAndYear(hotel.openingDate)}`,
  dateInPast: "Date cannot be in the past",
  dateTooFar: `Tables can be booked at most ${hotel.bookingLimits.maxDiningDaysAhead} days ahead`,
  timeRequired: "Time is required",
  timeInvalid: "Enter a time as HH:MM (24-hour)",
  timeOutsideHours: `Choose a time between ${twelveHourTime(tableTimes.first)} and ${twelveHourTime(tableTimes.last)}`,
  guestsRequired: "Please select number of guests",
  tooFewGuests: "At least 1 guest",
  tooManyGuests: `Maximum ${hotel.limits.diningMaxGuests} guests`,
};

/** The fields' names as the shared messages quote them. */
export interface DiningLabels {
  fullName: string;
  email: string;
  specialRequests: string;
}

export const diningLabels: DiningLabels = { fullName: "Full name", email: "Email", specialRequests: "Special requests" };

/** Everything the table schema says, in one language. */
export type DiningWording = FormWording<DiningMessages, DiningLabels>;

export const diningWordingEn: DiningWording = { messages: diningMessages, labels: diningLabels, fields: fieldMessagesEn };

const hoursAndMinutes = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Product choice: a table for today at an hour already gone is not refused here (the schema knows
 * the day, not the time); the restaurant confirms the time when it calls back. The time must fall
 * in the restaurant's hours, up to the last seating.
 */
export function createDiningSchema({ today, source = "json", wording = diningWordingEn }: DateContext & GuestFormOptions<DiningWording>) {
  return guestFormSchema(source, wording, (m, labels, f) => ({
    full_name: requiredLine(m.fullNameRequired, labels.fullName, maxNameLength, f),
    ...emailAndPhoneFields({ ...m, emailLabel: labels.email }, f),
    date: bookableDateField(m.dateRequired, today, f, () => ({
      beforeOpening: m.dateBeforeOpening,
      inPast: m.dateInPast,
      tooFar: m.dateTooFar,
      maxDaysAhead: hotel.bookingLimits.maxDiningDaysAhead,
    })),
    time: requiredString(m.timeRequired, f)
      .regex(hoursAndMinutes, { error: m.timeInvalid, abort: true })
      .refine(isTableTime, m.timeOutsideHours),
    guests: countField(
      {
        min: 1,
        max: hotel.limits.diningMaxGuests,
        required: m.guestsRequired,
        tooFew: m.tooFewGuests,
        tooMany: m.tooManyGuests,
      },
      source,
      f,
    ),
    special_requests: optionalText(labels.specialRequests, maxDiningRequestsLength, f),
  }));
}

export type DiningRequest = z.output<ReturnType<typeof createDiningSchema>>;
