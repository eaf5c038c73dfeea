import { hotel } from "~/content/hotel";
import { toCsv } from "~/desk/csv";
import { deskEnquiriesOf } from "~/desk/enquiries/desk-enquiries.server";
import { hotelDateTime } from "~/desk/desk-time";
import { newsletterLinks } from "~/enquiries/newsletter/newsletter-links";
import type { Route } from "./+types/admin-subscribers-csv";

/**
 * The newsletter's confirmed subscribers as a spreadsheet, each with the link that unsubscribes
 * them, for the hotel's own mailings to carry (product-rules.md: E-mail).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { enquiries } = deskEnquiriesOf(context);
  const rows = await enquiries.subscribers();
  const csv = toCsv(
    ["E-mail", "Confirmed (hotel time)", "Unsubscribe link"],
    rows.map((row) => [row.email, hotelDateTime(row.subscribedAt), row.unsubscribeToken ? newsletterLinks(hotel.siteUrl).unsubscribe(row.unsubscribeToken) : ""]),
  );
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="newsletter-subscribers.csv"' },
  });
}
