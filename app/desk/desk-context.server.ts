import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { bindingsContext, requestInfoContext, staffContext } from "~/context";
import { bookingLinkSecret } from "~/booking/my-booking/booking-link.server";
import { sendMoveMail } from "~/mail/booking-move-mail.server";
import { settleDepositOnCancel } from "~/payments/cancel-deposit.server";
import { readRazorpayConfig } from "~/payments/razorpay-config.server";
import { deliverNow } from "~/server/deliver-upstream.server";
import { createDeskStore } from "./bookings/desk-store.server";

const signIn = "Sign in through Cloudflare Access to use the front desk.";

/**
 * The desk's middleware: the Worker signs in every desk request before React Router runs
 * (workers/access/desk-guard.ts); this refuses again (401) if a request ever reached a desk route
 * without that, before any desk loader or action runs.
 */
export const requireStaff: MiddlewareFunction<Response> = ({ context }) => {
  if (!context.get(staffContext)) throw data(signIn, { status: 401 });
};

/**
 * The signed-in member of staff with the Worker's bindings, for a desk loader or action. Loaders
 * ask again rather than trust that the middleware ran, so no desk data is read without a member of
 * staff behind it.
 */
export function staffOf(context: Readonly<RouterContextProvider>) {
  const staff = context.get(staffContext);
  if (!staff) throw data(signIn, { status: 401 });
  return { staff, ...context.get(bindingsContext), now: context.get(requestInfoContext).now };
}

/**
 * As staffOf, where the website owns the rooms (embedded mode); upstream the hotel's own system
 * owns them, so the page answers 404 with `refusal`, which says where the work is done instead.
 */
export function ownedByUsOf(context: Readonly<RouterContextProvider>, refusal: string) {
  const desk = staffOf(context);
  if (desk.config.origin.mode !== "embedded") throw data(refusal, { status: 404 });
  return desk;
}

/** The signed-in member of staff and the desk's bookings (product-rules.md: The front desk). */
export function deskOf(context: Readonly<RouterContextProvider>) {
  const { staff, env, config, waitUntil, now } = staffOf(context);
  const mode = config.origin.mode;
  const mail = { db: env.DB, queue: env.DELIVERY_QUEUE, origin: config.siteUrl, linkSecret: bookingLinkSecret(env) };
  const desk = createDeskStore(
    env.DB,
    mode,
    (id) => waitUntil(deliverNow(env.DB, config, env.DELIVERY_QUEUE, id)),
    // Upstream the hotel's own system decides and tells the guest; the desk only resends.
    async (reference, action, mover) => {
      if (mode !== "embedded") return;
      await sendMoveMail(mail, desk.getBooking(reference), action, "staff", now);
      const payments = readRazorpayConfig(env);
      if (payments && (action === "cancel" || action === "decline")) {
        // A booking is cancelled or declined once, so its reference keys the one refund it can give.
        const settle = { db: env.DB, config: payments, queue: env.DELIVERY_QUEUE, linkSecret: mail.linkSecret, now };
        await settleDepositOnCancel(settle, { reference, requestKey: `${action}:${reference}`, by: mover.email, declined: action === "decline" });
      }
    },
  );
  return { staff, desk };
}
