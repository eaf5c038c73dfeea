/**
 * One booking as the desk's booking page shows it (product-rules.md: The front desk): the booking,
 * each room booked with the rates and GST it was booked at, the history of its moves and every
 * e-mail the site wrote about it.
 */
import { extraChargesFromJson } from "~/domain/extra-charge-text";
import type { IsoDate } from "~/content/hotel";
import type { BookingTaxLine } from "~/domain/api-types";
import { type RateRun, rateRunsOf } from "~/domain/price-stay";
import { taxLinesFromJson } from "~/domain/tax-lines-json";
import type { Lang } from "~/i18n/lang";
import type { DeskBookingDetail, DeskHistoryEntry, DeskMail } from "~/desk/bookings/desk-services";
import { type BookingRecord, type MoneyColumns, rowColumns, toRow } from "./booking-rows.server";
import { auditedStatus } from "./desk-audit.server";

/** An audit row, its columns named as the history entry's: only the states before and after are still JSON. */
type AuditRecord = Omit<DeskHistoryEntry, "before" | "after"> & { before: string | null; after: string | null };

const toHistory = (record: AuditRecord): DeskHistoryEntry => ({ ...record, before: auditedStatus(record.before), after: auditedStatus(record.after) });

/**
 * The nights of a booked room grouped by the rate it was booked at (product-rules.md: Rates and
 * rate periods); a room booked before rates were kept per night had one rate every night.
 */
function bookedRates(line: { nightly_paise: number; nightly_rates: string | null; nights: number }): RateRun[] {
  const stored: unknown = line.nightly_rates === null ? null : JSON.parse(line.nightly_rates);
  const rates = Array.isArray(stored) && stored.every((rate) => Number.isSafeInteger(rate)) ? (stored as number[]) : null;
  return rates && rates.length > 0 ? rateRunsOf(rates) : [{ nightly: line.nightly_paise, nights: line.nights }];
}

export async function bookingDetail(db: D1Database, reference: string): Promise<DeskBookingDetail | null> {
  const record = await db
    .prepare(
      `SELECT ${rowColumns}, b.special_requests, b.services, b.subtotal_paise, b.discount_paise, b.cgst_paise,
         b.sgst_paise, b.billing_company, b.billing_gstin, b.billing_address, (SELECT lang FROM submissions WHERE submissions.reference = b.reference) AS lang
       FROM bookings AS b WHERE b.reference = ?`,
    )
    .bind(reference)
    .first<
      BookingRecord &
        MoneyColumns & {
          special_requests: string;
          billing_company: string;
          billing_gstin: string;
          billing_address: string;
          services: string;
          lang: Lang | null;
        }
    >();
  if (!record) return null;
  const [lines, audit, mail] = await Promise.all([
    db
      .prepare(
        `SELECT rooms.room_type_name, br.adults, br.children, br.nightly_paise, br.nightly_rates, br.nights, br.subtotal_paise,
           br.discount_paise, br.cgst_paise, br.sgst_paise, br.total_paise, br.tax_lines, br.released_from, br.extra_charges
         FROM booking_rooms AS br JOIN rooms ON rooms.id = br.room_id WHERE br.booking_id = ? ORDER BY br.id`,
      )
      .bind(record.id)
      .all<
        MoneyColumns & {
          room_type_name: string;
          adults: number;
          children: number;
          nightly_paise: number;
          nightly_rates: string | null;
          tax_lines: string | null;
          nights: number;
          released_from: IsoDate | null;
          extra_charges: string | null;
        }
      >(),
    db
      .prepare(
        `SELECT at, staff_email AS staffEmail, action, before_state AS "before", after_state AS "after", note FROM desk_audit
         WHERE subject = 'booking' AND subject_key = ? ORDER BY at, id`,
      )
      .bind(reference)
      .all<AuditRecord>(),
    db
      .prepare(
        `SELECT kind, to_address AS "to", subject, status, created_at AS createdAt, sent_at AS sentAt,
           (SELECT group_concat(json_extract(file.value, '$.filename'), ', ') FROM json_each(attachments) AS file) AS attached
         FROM mail_outbox WHERE about = ? ORDER BY created_at, id`,
      )
      .bind(reference)
      .all<DeskMail>(),
  ]);
  return {
    ...toRow(record),
    specialRequests: record.special_requests,
    billing:
      record.billing_company || record.billing_gstin || record.billing_address
        ? { company: record.billing_company, gstin: record.billing_gstin, address: record.billing_address }
        : null,
    services: JSON.parse(record.services) as string[],
    subtotalPaise: record.subtotal_paise,
    discountPaise: record.discount_paise,
    cgstPaise: record.cgst_paise,
    sgstPaise: record.sgst_paise,
    roomLines: lines.results.map((line) => ({
      roomTypeName: line.room_type_name,
      adults: line.adults,
      children: line.children,
      nightlyPaise: line.nightly_paise,
      rates: bookedRates(line),
      nights: line.nights,
      subtotalPaise: line.subtotal_paise,
      discountPaise: line.discount_paise,
      cgstPaise: line.cgst_paise,
      sgstPaise: line.sgst_paise,
      totalPaise: line.total_paise,
      taxes: line.tax_lines === null ? null : taxLinesFromJson(JSON.parse(line.tax_lines) as BookingTaxLine[]),
      releasedFrom: line.released_from,
      extras: extraChargesFromJson(line.extra_charges),
    })),
    history: audit.results.map(toHistory),
    mail: mail.results,
    lang: record.lang ?? "en",
  };
}
