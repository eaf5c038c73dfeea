import type { DepositView } from "~/payments/deposit-services";
import type { DepositStatus } from "./deposit-status";

/** A ₹4,725 first-night deposit due 9 March, 6:00 PM hotel time, its link made. */
export const awaitingDeposit: DepositView = {
  state: "awaiting",
  amountPaise: 472_500,
  paidPaise: 0,
  refundedPaise: 0,
  dueAt: "2027-03-09T12:30:00.000Z",
  payUrl: "https://rzp.io/rzp/AbCd123",
  paidAt: null,
  ruleText: "first_night",
};

/** What the guest's page says of it with ₹9,450 to pay at the hotel: the amount, the deadline and the link. */
export const dueDeposit: Extract<DepositStatus, { kind: "due" }> = {
  kind: "due",
  amountPaise: 472_500,
  paidPaise: 0,
  leftPaise: 472_500,
  restPaise: 945_000,
  dueAt: "2027-03-09T12:30:00.000Z",
  payUrl: "https://rzp.io/rzp/AbCd123",
};
