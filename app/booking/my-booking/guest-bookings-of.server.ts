import type { RouterContextProvider } from "react-router";
import { bindingsContext, servicesContext } from "~/context";
import { bookingLinkSecret } from "./booking-link.server";
import { createGuestBookings } from "./guest-bookings.server";
import { readRazorpayConfig } from "~/payments/razorpay-config.server";

/** A guest's own booking page's work (the lookup, the signed link, the cancellation), from the Worker's bindings. */
export function guestBookingsOf(context: Readonly<RouterContextProvider>) {
  const { env, config } = context.get(bindingsContext);
  const linkSecret = bookingLinkSecret(env);
  return createGuestBookings({
    db: env.DB,
    config,
    limiter: env.RATE_LIMITER,
    secret: linkSecret,
    intake: context.get(servicesContext).intake,
    mail: { db: env.DB, queue: env.DELIVERY_QUEUE, origin: config.siteUrl, linkSecret },
    payments: readRazorpayConfig(env),
  });
}
