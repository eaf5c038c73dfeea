/**
 * How long the hotel gives a guest to pay a deposit (its deposit policy), for the wizard to say
 * before the guest sends the request (product-rules.md: Deposits); null while online deposits are
 * off, when the wizard says nothing of a deposit.
 */
import type { RouterContextProvider } from "react-router";
import { bindingsContext } from "~/context";
import { readDepositPolicy } from "~/payments/deposit-policy.server";
import { readRazorpayConfig } from "~/payments/razorpay-config.server";
import type { DepositTiming } from "./wizard-deposit";

export async function depositTimingOf(context: Readonly<RouterContextProvider>): Promise<DepositTiming | null> {
  const { env } = context.get(bindingsContext);
  if (!readRazorpayConfig(env)) return null;
  const { payWithinHours, latestDaysBeforeArrival } = await readDepositPolicy(env.DB);
  return { payWithinHours, latestDaysBeforeArrival };
}
