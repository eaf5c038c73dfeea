/**
 * Whether step 1's dates are bookable (D14), and if not, which rule they break: the kinds only, so
 * the wizard's rules need no zod. stay-problems.ts turns a kind into the schema's own message.
 */
import type { IsoDate } from "../../content/hotel";
import { isValidIsoDate } from "../../domain/hotel-date";
import { bookableDayProblem, isCheckOutAfterCheckIn } from "../../domain/stay-rules";

export type CheckInIssue = "required" | "invalid" | "beforeOpening" | "past";
export type CheckOutIssue = "required" | "invalid" | "notAfterCheckIn";

export interface StayIssues {
  checkIn?: CheckInIssue;
  checkOut?: CheckOutIssue;
}

export function stayIssues(stay: { today: IsoDate; checkIn: string; checkOut: string }): StayIssues {
  const issues: StayIssues = {};
  if (stay.checkIn === "") issues.checkIn = "required";
  else if (!isValidIsoDate(stay.checkIn)) issues.checkIn = "invalid";
  else {
    // The rule's "messages" are our kinds: the same rule decides, the schema words it later.
    const kind = bookableDayProblem(stay.checkIn, stay.today, { beforeOpening: "beforeOpening", inPast: "past" });
    if (kind === "beforeOpening" || kind === "past") issues.checkIn = kind;
  }
  if (stay.checkOut === "") issues.checkOut = "required";
  else if (!isValidIsoDate(stay.checkOut)) issues.checkOut = "invalid";
  else if (isValidIsoDate(stay.checkIn) && !isCheckOutAfterCheckIn(stay.checkIn, stay.checkOut)) {
    issues.checkOut = "notAfterCheckIn";
  }
  return issues;
}
