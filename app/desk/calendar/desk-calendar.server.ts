import { data, type RouterContextProvider } from "react-router";
import { deskCalendarContext } from "~/context";
import { deskOf } from "../desk-context.server";

/** The signed-in member of staff and the calendar; upstream, a 404 that says where rooms are managed. */
export function deskCalendarOf(context: Readonly<RouterContextProvider>) {
  const { staff } = deskOf(context);
  const calendar = context.get(deskCalendarContext);
  if (!calendar) {
    throw data("Rooms and their availability are managed in the hotel's own system, so the calendar is kept there.", {
      status: 404,
    });
  }
  return { staff, calendar };
}
