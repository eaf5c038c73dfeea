import { toCsv } from "~/features/desk/csv";
import { deskEnquiriesOf } from "~/features/desk/desk-enquiries.server";
import { hotelDateTime } from "~/features/desk/desk-time";
import type { Route } from "./+types/admin-subscribers-csv";

/** The newsletter's subscribers as a spreadsheet. */
export async function loader({ context }: Route.LoaderArgs) {
  const { enquiries } = deskEnquiriesOf(context);
  const rows = await enquiries.subscribers();
  const csv = toCsv(
    ["E-mail", "Subscribed (hotel time)"],
    rows.map((row) => [row.email, hotelDateTime(row.subscribedAt)]),
  );
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="newsletter-subscribers.csv"' },
  });
}
