/**
 * The guest checked out (product-rules.md: The folio and the tax invoice): they get thanks, their
 * stay, what the invoice came to and what they paid, with the tax invoice attached as a PDF, in the
 * language they booked in (the PDF itself is in English). Only the invoice issued at check-out is
 * sent: a credit note is issued later, by staff, and handed over or sent by them, never mailed on
 * its own. The message names the guest only: never their address or ID.
 */
import { sumOf } from "~/domain/sum-of";
import type { IsoDate } from "~/content/hotel";
import { invoicePdf } from "~/desk/folio/invoice-pdf.server";
import { readTaxDocument } from "~/desk/folio/tax-document-store.server";
import { formatRupees } from "~/domain/money";
import type { TaxDocument } from "~/domain/tax-document";
import { taxDocumentFilename } from "~/domain/tax-document-format";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/words";
import { hotel } from "~/content/hotel";
import type { MailAttachment } from "../mail-outbox.server";
import { queueMail } from "../mail-outbox.server";
import { contactParagraph } from "./booking-blocks.server";
import { mailKeys } from "./mail-keys.server";
import { mailDate, stayRange } from "./mail-dates.server";
import { amounts, facts, heading, type MailContent, paragraph, renderMail } from "./mail-layout.server";
import { mailWordsIn } from "./mail-lang.server";

/** The booking as the check-out message needs it. */
export interface CheckedOutBooking {
  reference: string;
  guestName: string;
  guestEmail: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  lang: Lang;
  /** What the guest paid for the stay, refunds taken off (not what a company was billed, nor a write-off). */
  paidPaise: number;
  /** Amounts billed to companies, by company. */
  billed: { company: string; amountPaise: number }[];
}

/** Bytes as base64, the form Email Service takes attachments in. */
export function base64Bytes(bytes: Uint8Array): string {
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

export function invoiceAttachment(document: TaxDocument, pdf: Uint8Array): MailAttachment {
  return { filename: taxDocumentFilename(document.number), type: "application/pdf", content: base64Bytes(pdf) };
}

/** The message to the guest, with the invoice's PDF attached. */
export function bookingCheckedOutForGuest(booking: CheckedOutBooking, document: TaxDocument, attachment: MailAttachment): MailContent {
  const lang = booking.lang;
  const w = mailWordsIn(lang);
  const values = {
    name: booking.guestName,
    hotelName: hotel.name,
    shortName: hotel.shortName,
    number: document.number,
    range: stayRange(booking.checkIn, booking.checkOut, lang),
    reference: booking.reference,
  };
  const money: [string, string][] = [
    ...booking.billed.map((bill): [string, string] => [fill(w.checkedOut.billedTo, { company: bill.company }), formatRupees(bill.amountPaise)]),
    [w.checkedOut.paid, formatRupees(booking.paidPaise)],
  ];
  return renderMail({
    lang,
    to: booking.guestEmail,
    subject: fill(w.checkedOut.subject, values),
    preview: fill(w.checkedOut.preview, values),
    blocks: [
      paragraph(fill(w.checkedOut.opening, values)),
      heading(w.checkedOut.stayHeading),
      facts([
        [w.stay.reference, booking.reference],
        [w.stay.checkIn, mailDate(booking.checkIn, lang)],
        [w.stay.checkOut, mailDate(booking.checkOut, lang)],
        ...(document.stay.rooms.length > 0 ? [[w.stay.rooms, document.stay.rooms.join(w.listSeparator)] as const] : []),
      ]),
      amounts([[w.checkedOut.invoiceTotal, formatRupees(document.totals.totalPaise)], ...money]),
      paragraph(fill(w.checkedOut.invoiceAttached, values)),
      contactParagraph(lang),
    ],
    attachments: [attachment],
  });
}

async function checkedOutBooking(db: D1Database, reference: string): Promise<CheckedOutBooking | null> {
  const booking = await db
    .prepare(
      `SELECT b.id, b.reference, b.guest_name, b.guest_email, b.check_in_date, b.check_out_date,
         (SELECT lang FROM submissions WHERE submissions.reference = b.reference) AS lang
       FROM bookings AS b WHERE b.reference = ?`,
    )
    .bind(reference)
    .first<{
      id: number;
      reference: string;
      guest_name: string;
      guest_email: string;
      check_in_date: IsoDate;
      check_out_date: IsoDate;
      lang: Lang | null;
    }>();
  if (!booking) return null;
  const { results: payments } = await db
    .prepare(
      `SELECT method, company, SUM(amount_paise) AS amount_paise FROM folio_payments
       WHERE booking_id = ? AND method <> 'write_off' GROUP BY method, company`,
    )
    .bind(booking.id)
    .all<{ method: string; company: string; amount_paise: number }>();
  return {
    reference: booking.reference,
    guestName: booking.guest_name,
    guestEmail: booking.guest_email.trim(),
    checkIn: booking.check_in_date,
    checkOut: booking.check_out_date,
    lang: booking.lang === "hi" ? "hi" : "en",
    paidPaise: sumOf(payments.filter((row) => row.method !== "bill_to_company"), (row) => row.amount_paise),
    billed: payments
      .filter((row) => row.method === "bill_to_company")
      .map((row) => ({ company: row.company, amountPaise: row.amount_paise })),
  };
}

/** What queueing the message needs: the database and the delivery queue. */
export interface CheckOutMailDeps {
  db: D1Database;
  queue: Queue;
}

/**
 * Writes and queues the check-out message for invoice `documentId` of booking `reference`: once
 * per invoice (its dedupe key), and nothing when the booking has no e-mail address or the document
 * is not an invoice. A failure is logged, never thrown: the check-out stands whatever happens to
 * its e-mail.
 */
export async function queueCheckOutMail(deps: CheckOutMailDeps, reference: string, documentId: number): Promise<void> {
  try {
    const [booking, stored] = await Promise.all([
      checkedOutBooking(deps.db, reference),
      readTaxDocument(deps.db, reference, documentId),
    ]);
    if (!booking || !stored || stored.document.kind !== "invoice" || booking.guestEmail === "") return;
    const attachment = invoiceAttachment(stored.document, await invoicePdf(stored.document));
    const message = bookingCheckedOutForGuest(booking, stored.document, attachment);
    await queueMail(deps.db, deps.queue, [{ ...mailKeys.bookingCheckedOutForGuest(reference, stored.document.number), ...message }]);
  } catch (error) {
    // The event and the document's id only: the booking's guest is never named in the log.
    console.error(JSON.stringify({ event: "check_out_mail_failed", documentId, error: String(error) }));
  }
}
