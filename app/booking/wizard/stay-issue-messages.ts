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

function checkInMessage(issue: CheckInIssue, { booking: m, days }: StayMessageWords): string {
  switch (issue) {
    case "required":
      return m.checkInRequired;
    case "invalid":
      return days.invalidDate;
    case "beforeOpening":
      return m.checkInBeforeOpening;
    case "past":
      return days.pastCheckIn;
    case "tooFar":
      return checkInTooFarMessage(days);
  }
}

function checkOutMessage(issue: CheckOutIssue, { booking: m, days }: StayMessageWords): string {
  switch (issue) {
    case "required":
      return m.checkOutRequired;
    case "invalid":
      return days.invalidDate;
    case "notAfterCheckIn":
      return m.checkOutNotAfterCheckIn;
    case "tooLong":
      return stayTooLongMessage(days);
  }
}

export function stayIssueMessages(issues: StayIssues, words: StayMessageWords): StayIssueMessages {
  return {
    ...(issues.checkIn ? { checkIn: checkInMessage(issues.checkIn, words) } : {}),
    ...(issues.checkOut ? { checkOut: checkOutMessage(issues.checkOut, words) } : {}),
  };
}
