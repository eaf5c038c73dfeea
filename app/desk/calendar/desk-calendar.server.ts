import type { RouterContextProvider } from "react-router";
import { ownedByUsOf } from "../desk-context.server";
import { createDeskCalendar } from "./calendar-store.server";

/** The signed-in member of staff and the calendar; upstream, a 404 that says where rooms are managed. */
export function deskCalendarOf(context: Readonly<RouterContextProvider>) {
  const { staff, env } = ownedByUsOf(
    context,
    "Rooms and their availability are managed in the hotel's own system, so the calendar is kept there.",
  );
  return { staff, calendar: createDeskCalendar(env.DB) };
}
