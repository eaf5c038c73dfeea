import type { RouterContextProvider } from "react-router";
import { bookingLinkSecret } from "~/booking/my-booking/booking-link.server";
import { ownedByUsOf } from "~/desk/desk-context.server";
import { createChangeBookingStore } from "./change-booking-store.server";

/** Where bookings are changed upstream: the hotel's own system keeps them. */
export const changeUpstreamRefusal = "Bookings are kept in the hotel's own system: change the booking there.";

/** The signed-in member of staff and the change store; upstream, a 404 that says where bookings are kept. */
export function changeBookingDeskOf(context: Readonly<RouterContextProvider>) {
  const { staff, env, config, now } = ownedByUsOf(context, changeUpstreamRefusal);
  const mail = { db: env.DB, queue: env.DELIVERY_QUEUE, origin: config.siteUrl, linkSecret: bookingLinkSecret(env) };
  return { staff, now, store: createChangeBookingStore({ db: env.DB, mail }) };
}
