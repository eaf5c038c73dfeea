/**
 * The hotel's numbers for a range of days (product-rules.md: The hotel's numbers), put together
 * for the desk's report page from the night, stay and tax-document reads.
 */
import type { RouterContextProvider } from "react-router";
import type { IsoDate } from "~/content/hotel";
import { type BookingSource, bookingSources, sourceWords } from "~/domain/booking-source";
import { b2bInvoices, b2cTotals, type B2bInvoice, type CreditNoteRow, creditNotes, type HsnRow, hsnSummary, type RateTotals } from "~/domain/gstr1-records";
import { addCounts, type HotelFigures, hotelFigures, type NightCounts, noNights } from "~/domain/hotel-figures";
import { ownedByUsOf } from "../desk-context.server";
import { readTaxDocuments } from "./report-gst.server";
import { readNightFigures } from "./report-nights.server";
import { type ReportRange, daysIn, daysOf, maxDailyDays, maxListedDays, monthsOf } from "./report-range";
import { type DayMovements, readLostStays, readMovements } from "./report-stays.server";

export interface FigureRow {
  /** The day ("2026-11-05") or month ("2026-11") the row is for. */
  label: string;
  counts: NightCounts;
  figures: HotelFigures;
}

export interface SourceRow {
  source: BookingSource;
  label: string;
  sold: number;
  revenuePaise: number;
  cancelled: number;
  cancelledNights: number;
  noShows: number;
  noShowNights: number;
}

export interface GstMonth {
  month: string;
  range: ReportRange;
  b2b: B2bInvoice[];
  b2c: RateTotals[];
  hsn: HsnRow[];
  creditNotes: CreditNoteRow[];
}

export interface HotelReport {
  range: ReportRange;
  /** Day by day, for a range of at most about two months; null for a longer one. */
  daily: FigureRow[] | null;
  monthly: FigureRow[];
  total: FigureRow;
  sources: SourceRow[];
  /** Each day's arrivals and departures; the references only for a range of at most a month. */
  movements: { day: IsoDate; arrivals: number; departures: number; references: Omit<DayMovements, "day"> | null }[];
  gst: GstMonth[];
}

const row = (label: string, counts: NightCounts): FigureRow => ({ label, counts, figures: hotelFigures(counts) });

export async function hotelReport(db: D1Database, range: ReportRange): Promise<HotelReport> {
  const days = daysOf(range);
  const [nights, lost, movements, documents] = await Promise.all([
    readNightFigures(db, range),
    readLostStays(db, range),
    readMovements(db, range, days),
    readTaxDocuments(db, range),
  ]);
  const months = monthsOf(range);
  const monthly = months.map((month) =>
    row(
      month.month,
      nights.days.filter((night) => night.day.startsWith(month.month)).reduce((sum, night) => addCounts(sum, night.counts), noNights),
    ),
  );
  const sources = bookingSources
    .map((source) => {
      const sold = nights.bySource.find((entry) => entry.source === source);
      const gone = lost.find((entry) => entry.source === source);
      return {
        source,
        label: sourceWords[source],
        sold: sold?.sold ?? 0,
        revenuePaise: sold?.revenuePaise ?? 0,
        cancelled: gone?.cancelled ?? 0,
        cancelledNights: gone?.cancelledNights ?? 0,
        noShows: gone?.noShows ?? 0,
        noShowNights: gone?.noShowNights ?? 0,
      };
    })
    .filter((source) => source.sold + source.cancelled + source.noShows > 0);
  const listed = daysIn(range) <= maxListedDays;
  return {
    range,
    daily: daysIn(range) <= maxDailyDays ? nights.days.map((night) => row(night.day, night.counts)) : null,
    monthly,
    total: row("total", monthly.reduce((sum, month) => addCounts(sum, month.counts), noNights)),
    sources,
    movements: movements.map((day) => ({
      day: day.day,
      arrivals: day.arrivals.length,
      departures: day.departures.length,
      references: listed ? { arrivals: day.arrivals, departures: day.departures } : null,
    })),
    gst: months.map((month) => {
      const issued = documents.filter((document) => document.issueDate.startsWith(month.month));
      return {
        month: month.month,
        range: { from: month.from, to: month.to },
        b2b: b2bInvoices(issued),
        b2c: b2cTotals(issued),
        hsn: hsnSummary(issued),
        creditNotes: creditNotes(issued),
      };
    }),
  };
}

/**
 * The signed-in member of staff and the report's database. Upstream the hotel's own system keeps
 * the bookings and bills, so its numbers are there: the page answers 404 saying so.
 */
export function deskReportsOf(context: Readonly<RouterContextProvider>) {
  const { staff, env, now } = ownedByUsOf(
    context,
    "Bookings and bills are kept in the hotel's own system, so its reports are there.",
  );
  return { staff, db: env.DB, now };
}
