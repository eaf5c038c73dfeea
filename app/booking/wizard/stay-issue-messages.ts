/**
 * Step 1's date issues (stay-issues.ts) in the booking schema's own wording (product-rules.md: Hotel
 * time), in the page's language (product-rules.md: Hindi): the messages come with the page's words
 * (`booking.validation`), so this module needs neither zod nor the schema.
 */
import type { BookingSchemaMessages } from "~/domain/booking-schema";
import { checkInTooFarMessage, stayTooLongMessage } from "~/domain/bookable-days";
import type { CheckInIssue, CheckOutIssue, StayIssues } from "./stay-issues";

export interface StayIssueMessages {
  checkIn?: string;
  checkOut?: string;
}

/** The schema's messages a stay's issues need: the wizard's own and the day rules'. */
export type StayMessageWords = Pick<BookingSchemaMessages, "booking" | "days">;

/** Each issue's message, by the date it is about. */
const checkInMessages: Record<CheckInIssue, (words: StayMessageWords) => string> = {
  required: ({ booking }) => booking.checkInRequired,
  invalid: ({ days }) => days.invalidDate,
  beforeOpening: ({ booking }) => booking.checkInBeforeOpening,
  past: ({ days }) => days.pastCheckIn,
  tooFar: ({ days }) => checkInTooFarMessage(days),
};

const checkOutMessages: Record<CheckOutIssue, (words: StayMessageWords) => string> = {
  required: ({ booking }) => booking.checkOutRequired,
  invalid: ({ days }) => days.invalidDate,
  notAfterCheckIn: ({ booking }) => booking.checkOutNotAfterCheckIn,
  tooLong: ({ days }) => stayTooLongMessage(days),
};

export function stayIssueMessages(issues: StayIssues, words: StayMessageWords): StayIssueMessages {
  return {
    ...(issues.checkIn ? { checkIn: checkInMessages[issues.checkIn](words) } : {}),
    ...(issues.checkOut ? { checkOut: checkOutMessages[issues.checkOut](words) } : {}),
  };
}
