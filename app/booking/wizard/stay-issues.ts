/**
 * Whether step 1's dates are bookable (product-rules.md: Hotel time), and if not, which rule they
 * break: the kinds only, so the wizard's rules need no zod. stay-issue-messages.ts turns a kind into
 * the schema's own message.
 */
import type { IsoDate } from "~/content/hotel";
import { isValidIsoDate } from "~/domain/hotel-date";
import { bookableDayProblem, checkInRule, isCheckOutAfterCheckIn, isStayTooLong } from "~/domain/bookable-days";

export type CheckInIssue = "required" | "invalid" | "beforeOpening" | "past" | "tooFar";
export type CheckOutIssue = "required" | "invalid" | "notAfterCheckIn" | "tooLong";

export interface StayIssues {
  checkIn?: CheckInIssue;
  checkOut?: CheckOutIssue;
}

// The check-in rule with our kinds as its "messages": the same rule decides, the schema words it later.
const checkInKinds = { ...checkInRule("beforeOpening"), inPast: "past", tooFar: "tooFar" } as const;

export function stayIssues(stay: { today: IsoDate; checkIn: string; checkOut: string }): StayIssues {
  const issues: StayIssues = {};
  if (stay.checkIn === "") issues.checkIn = "required";
  else if (!isValidIsoDate(stay.checkIn)) issues.checkIn = "invalid";
  else {
    const kind = bookableDayProblem(stay.checkIn, stay.today, checkInKinds) as CheckInIssue | null;
    if (kind) issues.checkIn = kind;
  }
  if (stay.checkOut === "") issues.checkOut = "required";
  else if (!isValidIsoDate(stay.checkOut)) issues.checkOut = "invalid";
  else if (isValidIsoDate(stay.checkIn) && !isCheckOutAfterCheckIn(stay.checkIn, stay.checkOut)) {
    issues.checkOut = "notAfterCheckIn";
  } else if (!issues.checkIn && isStayTooLong(stay.checkIn, stay.checkOut)) {
    issues.checkOut = "tooLong";
  }
  return issues;
}
