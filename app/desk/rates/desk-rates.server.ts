import type { RouterContextProvider } from "react-router";
import { ownedByUsOf } from "../desk-context.server";
import { createDeskOccupancy } from "./occupancy-store.server";
import { createDeskRates } from "./rates-store.server";

/** The signed-in member of staff, the request's time and the rates; upstream, a 404 that says where rates are kept. */
export function deskRatesOf(context: Readonly<RouterContextProvider>) {
  const { staff, env, now } = ownedByUsOf(context, "Rates and rooms are managed in the hotel's own system, so they are changed there.");
  const bindings = { db: env.DB, kv: env.CACHE };
  return { staff, now, rates: createDeskRates(bindings), occupancy: createDeskOccupancy(bindings) };
}
