import type { RouterContextProvider } from "react-router";
import { ownedByUsOf } from "../desk-context.server";
import { createDeskOutOfOrder } from "./out-of-order-store.server";
import { createDeskRoomNumbers } from "./room-numbers-store.server";

/** Said, with a 404, when the hotel's own system keeps the rooms (upstream mode). */
export const roomNumbersUpstream =
  "The hotel's own system keeps its rooms by number and the dates they are out of order, so they are changed there.";

/** The signed-in member of staff, the request's time, the rooms by number and their spells out of order; upstream, a 404 that says where rooms are kept. */
export function deskRoomNumbersOf(context: Readonly<RouterContextProvider>) {
  const { staff, env, now } = ownedByUsOf(context, roomNumbersUpstream);
  const bindings = { db: env.DB, kv: env.CACHE };
  return { staff, now, rooms: createDeskRoomNumbers(bindings), outOfOrder: createDeskOutOfOrder(bindings) };
}
