import { data } from "react-router";
import { hotel } from "~/content/hotel";
import { requestInfoContext } from "~/context";
import { guestBookingsOf } from "~/booking/my-booking/guest-bookings-of.server";
import { guestBookingMessagesIn } from "~/booking/my-booking/guest-booking-messages";
import { langOfPath, pathInLang } from "~/i18n/lang";
import type { Route } from "./+types/my-booking-calendar";

/**
 * The guest's stay as a calendar file (product-rules.md: The guest's booking page), behind the same
 * signed link as the page: "Add to calendar" downloads it. From /hi/MyBooking the event's words are
 * Hindi and its link leads back to the Hindi page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const bookings = guestBookingsOf(context);
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const reference = url.searchParams.get("ref") ?? "";
  const token = url.searchParams.get("t") ?? "";
  const pageUrl = `${hotel.siteUrl}${pathInLang("/MyBooking", lang)}?${new URLSearchParams({ ref: reference, t: token })}`;
  const file = await bookings.calendar({ reference, token, now: context.get(requestInfoContext).now, pageUrl, lang });
  if (!file) throw data(guestBookingMessagesIn(lang).calendarMissing, { status: 404 });
  return new Response(file.ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
    },
  });
}
