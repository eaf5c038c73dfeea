import type { RouterContextProvider } from "react-router";
import { bookingLinkSecret } from "~/booking/my-booking/booking-link.server";
import { ownedByUsOf } from "../desk-context.server";
import { createNewBookingStore } from "./new-booking-store.server";
import { upstreamRefusal } from "./new-booking-messages";

/** The signed-in member of staff and the new-booking store; upstream, a 404 that says where bookings are made. */
export function newBookingDeskOf(context: Readonly<RouterContextProvider>) {
  const { staff, env, config, now } = ownedByUsOf(context, upstreamRefusal);
  const mail = { db: env.DB, queue: env.DELIVERY_QUEUE, origin: config.siteUrl, linkSecret: bookingLinkSecret(env) };
  return { staff, now, db: env.DB, store: createNewBookingStore({ db: env.DB, mail }) };
}
