import { sourceLabel } from "~/domain/booking-source";
import { statusWords } from "~/domain/booking-status";
import { paiseToRupees } from "~/domain/money";
import { parseBookingFilter } from "~/desk/bookings/booking-filter";
import { toCsv } from "~/desk/csv";
import { deskOf } from "~/desk/desk-context.server";
import { hotelDateTime } from "~/desk/desk-time";
import type { Route } from "./+types/admin-bookings-csv";

const header = [
  "Reference",
  "Status",
  "Requested (hotel time)",
  "Check-in",
  "Check-out",
  "Nights",
  "Rooms",
  "Adults",
  "Children",
  "Guest",
  "Phone",
  "E-mail",
  "Total (₹)",
  "Source",
  "Channel reference",
  "Made by",
  "Status note",
];

/** The bookings list's current filter as a spreadsheet (every page of it). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { desk } = deskOf(context);
  const filter = parseBookingFilter(new URL(request.url).searchParams);
  const rows = await desk.exportBookings(filter);
  const csv = toCsv(
    header,
    rows.map((row) => [
      row.reference,
      statusWords[row.status],
      hotelDateTime(row.createdAt),
      row.checkIn,
      row.checkOut,
      row.nights,
      row.rooms.join("; "),
      row.adults,
      row.children,
      row.guestName,
      row.guestPhone,
      row.guestEmail,
      paiseToRupees(row.totalPaise).toFixed(2),
      sourceLabel(row.source),
      row.channelReference,
      row.createdBy ?? "",
      row.statusNote,
    ]),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="bookings.csv"',
    },
  });
}
