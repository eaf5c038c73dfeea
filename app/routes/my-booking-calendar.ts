import { data } from "react-router";
import { guestBookingsContext, requestInfoContext } from "~/context";
import type { Route } from "./+types/my-booking-calendar";

/**
 * The guest's stay as a calendar file (product-rules.md: The guest's booking page), behind the same
 * signed link as the page: "Add to calendar" downloads it.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const bookings = context.get(guestBookingsContext);
  const url = new URL(request.url);
  const reference = url.searchParams.get("ref") ?? "";
  const token = url.searchParams.get("t") ?? "";
  const pageUrl = `${url.origin}/MyBooking?${new URLSearchParams({ ref: reference, t: token })}`;
  const file = bookings && (await bookings.calendar({ reference, token, now: context.get(requestInfoContext).now, pageUrl }));
  if (!file) throw data("This link has expired or is not valid.", { status: 404 });
  return new Response(file.ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
    },
  });
}
