/**
 * What the guest's page says about the deposit (product-rules.md: Deposits), from the server's
 * record only: a payment is "paid" when a verified source recorded it (the webhook, or the verified
 * return), never because the browser came back from the payment page.
 */
import type { DepositView, ReturnCheck } from "~/payments/deposit-services";

export type DepositStatus =
  /** Still owed, with the link to pay `leftPaise` of `amountPaise` by `dueAt`. */
  | { kind: "due"; amountPaise: number; paidPaise: number; leftPaise: number; restPaise: number; dueAt: string; payUrl: string }
  /** Owed, but the payment link is still being made. */
  | { kind: "preparing"; amountPaise: number; dueAt: string }
  | { kind: "paid"; amountPaise: number; restPaise: number }
  /** Back from the payment page, the payment not confirmed to us yet. */
  | { kind: "checking" }
  | { kind: "lapsed" }
  | { kind: "refunded"; refundedPaise: number };

export interface DepositFacts {
  deposit: DepositView | null;
  /** What the stay leaves to pay at the hotel once the deposit is paid (the server's answer). */
  restPaise: number;
  /** Whether the booking still holds its rooms (pending or confirmed): only then is anything owed. */
  live: boolean;
  /** The verified return's outcome when the browser has just come back from paying; null otherwise. */
  returned: ReturnCheck | null;
}

/** Null when there is nothing to say: no deposit asked, or a booking closed before it was paid. */
export function depositStatus({ deposit, restPaise, live, returned }: DepositFacts): DepositStatus | null {
  if (!deposit) return null;
  if (deposit.refundedPaise > 0) return { kind: "refunded", refundedPaise: deposit.refundedPaise };
  if (deposit.state === "paid") return { kind: "paid", amountPaise: deposit.paidPaise, restPaise };
  if (deposit.state === "lapsed") return { kind: "lapsed" };
  const owed = deposit.state === "awaiting" || deposit.state === "partially_paid";
  if (!owed || !live) return null;
  // A verified return has recorded the payment, though the record read before it may not show it.
  if (returned === "paid") return { kind: "paid", amountPaise: deposit.amountPaise, restPaise };
  if (returned !== null) return { kind: "checking" };
  if (!deposit.payUrl) return { kind: "preparing", amountPaise: deposit.amountPaise, dueAt: deposit.dueAt };
  return {
    kind: "due",
    amountPaise: deposit.amountPaise,
    paidPaise: deposit.paidPaise,
    leftPaise: Math.max(deposit.amountPaise - deposit.paidPaise, 0),
    restPaise,
    dueAt: deposit.dueAt,
    payUrl: deposit.payUrl,
  };
}
