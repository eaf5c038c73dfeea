/**
 * Step 1's date issues (stay-issues.ts) in the booking schema's own wording (product-rules.md: Hotel
 * time). This module brings zod with the schema, so the wizard loads it only when it has something
 * to say.
 */
import { bookingMessages as m } from "~/domain/booking-schema";
import {
  checkInTooFarMessage,
  invalidDateMessage,
  pastCheckInMessage,
  stayTooLongMessage,
} from "~/domain/bookable-days";
import type { CheckInIssue, CheckOutIssue, StayIssues } from "./stay-issues";

const checkInMessages: Record<CheckInIssue, string> = {
  required: m.checkInRequired,
  invalid: invalidDateMessage,
  beforeOpening: m.checkInBeforeOpening,
  past: pastCheckInMessage,
  get tooFar() {
    return checkInTooFarMessage();
  },
};

const checkOutMessages: Record<CheckOutIssue, string> = {
  required: m.checkOutRequired,
  invalid: invalidDateMessage,
  notAfterCheckIn: m.checkOutNotAfterCheckIn,
  get tooLong() {
    return stayTooLongMessage();
  },
};

export interface StayIssueMessages {
  checkIn?: string;
  checkOut?: string;
}

export function stayIssueMessages(issues: StayIssues): StayIssueMessages {
  return {
    ...(issues.checkIn ? { checkIn: checkInMessages[issues.checkIn] } : {}),
    ...(issues.checkOut ? { checkOut: checkOutMessages[issues.checkOut] } : {}),
  };
}
