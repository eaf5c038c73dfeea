import type { ReactNode } from "react";
import { Link } from "react-router";
import { gstRate } from "~/domain/gstr1-csv";
import type { RateTotals } from "~/domain/gstr1-records";
import { percentText, rupeesText } from "~/domain/hotel-figures";
import { formatRupees } from "~/domain/money";
import { deskLinkClass } from "~/desk/desk-link";
import type { FigureRow, } from "./hotel-report.server";
import type { ReportRange } from "./report-range";

/** The Reports page's tables (product-rules.md: The hotel's numbers): each the record its chart draws. */

/** A range as the page's and the downloads' query string. */
export const query = (range: ReportRange) => `from=${range.from}&to=${range.to}`;
export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
export const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
export const dayOfMonth = (day: string) => String(Number(day.slice(8, 10)));

/**
 * A table that scrolls sideways inside its own box on a phone, not the page; the box takes the
 * keyboard's focus so it can be scrolled without a pointer.
 */
export function ScrollTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to scroll it
    <section className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-river-700" tabIndex={0} aria-label={caption}>
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

const th = "border-b border-sand-300 px-2 py-1 text-left font-semibold";
export const td = "border-b border-sand-100 px-2 py-1";
export const num = `${td} text-right tabular-nums`;

/** The cell that names its row (a night, a source, an invoice), read first by a screen reader. */
export function RowHead({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className={`${td} text-left font-normal`}>
      {children}
    </th>
  );
}

export function FigureTable({
  rows,
  period,
  caption,
  label,
  total,
}: { rows: FigureRow[]; period: "Night" | "Month"; caption: string; label: (row: FigureRow) => string; total: FigureRow }) {
  return (
    <ScrollTable caption={caption} columns={[period, "Rooms available", "Room nights sold", "Occupancy", "Room revenue", "ADR", "RevPAR"]}>
      {[...rows, total].map((row) => (
        <tr key={row.label} className={row === total ? "font-semibold" : undefined}>
          <RowHead>{row === total ? "Whole range" : label(row)}</RowHead>
          <td className={num}>{row.counts.available}</td>
          <td className={num}>{row.counts.sold}</td>
          <td className={num}>{percentText(row.figures.occupancyTenths)}</td>
          <td className={num}>{formatRupees(row.counts.revenuePaise)}</td>
          <td className={num}>{rupeesText(row.figures.adrPaise)}</td>
          <td className={num}>{rupeesText(row.figures.revparPaise)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

export function RateTable({ rates, caption }: { rates: RateTotals[]; caption: string }) {
  return (
    <ScrollTable caption={caption} columns={["GST rate", "Taxable value", "CGST", "SGST"]}>
      {rates.map((rate) => (
        <tr key={rate.rateBasisPoints}>
          <RowHead>{gstRate(rate.rateBasisPoints)}%</RowHead>
          <td className={num}>{formatRupees(rate.taxablePaise)}</td>
          <td className={num}>{formatRupees(rate.cgstPaise)}</td>
          <td className={num}>{formatRupees(rate.sgstPaise)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

export function ReferenceLinks({ references }: { references: string[] }) {
  if (references.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-3">
      {references.map((reference) => (
        <li key={reference}>
          <Link to={`/admin/bookings/${reference}`} className={deskLinkClass}>
            {reference}
          </Link>
        </li>
      ))}
    </ul>
  );
}
