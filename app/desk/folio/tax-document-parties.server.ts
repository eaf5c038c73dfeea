/**
 * Who a tax document is from and for (product-rules.md: The folio and the tax invoice): the hotel
 * as the desk's Hotel details keep it that day, and the guest with their address from the register
 * (or the booking's billing address), with the company on a B2B document.
 */
import { hotel } from "~/content/hotel";
import type { TaxDocumentRecipient, TaxDocumentSupplier } from "~/domain/tax-document";
import { placeOfSupply } from "~/domain/tax-document-builder";

/**
 * The hotel as registered for GST. Before staff enter the legal name and GSTIN, the trade name
 * stands for the legal name and the GSTIN is printed empty, rather than refusing to check anyone out.
 */
export function supplierNow(): TaxDocumentSupplier {
  const address = hotel.address;
  const lines = [address.street, address.locality, [address.district, address.postalCode].filter(Boolean).join(" "), address.region].filter(
    (line) => line.trim() !== "",
  );
  return {
    legalName: hotel.legal.name || hotel.name,
    tradeName: hotel.name,
    gstin: hotel.legal.gstin,
    address: lines,
    stateName: placeOfSupply.stateName,
    stateCode: placeOfSupply.stateCode,
    phone: hotel.phones.primary.display,
    email: hotel.emails.general,
  };
}

export interface StayParties {
  guestName: string;
  guestAddress: string;
  billing: { company: string; gstin: string; address: string };
  lang: "en" | "hi";
  checkIn: string;
  checkOut: string;
  rooms: string[];
}

/** The stay's guest, billing details, language and rooms as the documents print them. */
export async function stayParties(db: D1Database, bookingId: number): Promise<StayParties> {
  const booking = await db
    .prepare(
      `SELECT b.guest_name, b.billing_company, b.billing_gstin, b.billing_address, b.check_in_date, b.check_out_date,
         COALESCE(reg.address, '') AS registered_address,
         COALESCE((SELECT lang FROM submissions WHERE submissions.reference = b.reference), 'en') AS lang
       FROM bookings AS b LEFT JOIN guest_registrations AS reg ON reg.booking_id = b.id WHERE b.id = ?`,
    )
    .bind(bookingId)
    .first<{
      guest_name: string;
      billing_company: string;
      billing_gstin: string;
      billing_address: string;
      check_in_date: string;
      check_out_date: string;
      registered_address: string;
      lang: string;
    }>();
  if (!booking) throw new Error(`Booking ${bookingId} is gone`);
  const { results } = await db
    .prepare(
      `SELECT rooms.room_type_name, unit.number FROM booking_rooms AS br JOIN rooms ON rooms.id = br.room_id
       LEFT JOIN room_units AS unit ON unit.id = br.unit_id WHERE br.booking_id = ? ORDER BY br.id`,
    )
    .bind(bookingId)
    .all<{ room_type_name: string; number: string | null }>();
  return {
    guestName: booking.guest_name,
    guestAddress: booking.registered_address.trim() || booking.billing_address,
    billing: { company: booking.billing_company, gstin: booking.billing_gstin, address: booking.billing_address },
    lang: booking.lang === "hi" ? "hi" : "en",
    checkIn: booking.check_in_date,
    checkOut: booking.check_out_date,
    rooms: results.map((row) => (row.number ? `Room ${row.number} · ${row.room_type_name}` : row.room_type_name)),
  };
}

/** The recipient as printed: the guest always, the company when there is one. */
export function recipientOf(parties: StayParties, company: TaxDocumentRecipient["company"]): TaxDocumentRecipient {
  return { guestName: parties.guestName, guestAddress: parties.guestAddress, company };
}
