import type { ReactNode } from "react";
import { Link } from "react-router";
import { gstRate, type RateTotals } from "~/domain/gstr1-csv";
import { percentText, rupeesText } from "~/domain/hotel-figures";
import { formatRupees } from "~/domain/money";
import { deskLinkClass } from "~/desk/desk-link";
import { deskDate } from "~/desk/desk-time";
import { gstr1Files } from "./gstr1-files";
import type { FigureRow, GstMonth } from "./hotel-report.server";
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
export function ScrollTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to scroll it
    <section className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-river-700" tabIndex={0} aria-label={caption}>
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </section>
  );
}

export const th = "border-b border-sand-300 px-2 py-1 text-left font-semibold";
export const td = "border-b border-sand-100 px-2 py-1";
export const num = `${td} text-right tabular-nums`;

export function FigureTable({
  rows,
  period,
  caption,
  label,
  total,
}: { rows: FigureRow[]; period: "Night" | "Month"; caption: string; label: (row: FigureRow) => string; total: FigureRow }) {
  return (
    <ScrollTable caption={caption}>
      <thead>
        <tr>
          <th scope="col" className={th}>
            {period}
          </th>
          <th scope="col" className={th}>Rooms available</th>
          <th scope="col" className={th}>Room nights sold</th>
          <th scope="col" className={th}>Occupancy</th>
          <th scope="col" className={th}>Room revenue</th>
          <th scope="col" className={th}>ADR</th>
          <th scope="col" className={th}>RevPAR</th>
        </tr>
      </thead>
      <tbody>
        {[...rows, total].map((row) => (
          <tr key={row.label} className={row === total ? "font-semibold" : undefined}>
            <th scope="row" className={`${td} text-left font-normal`}>
              {row === total ? "Whole range" : label(row)}
            </th>
            <td className={num}>{row.counts.available}</td>
            <td className={num}>{row.counts.sold}</td>
            <td className={num}>{percentText(row.figures.occupancyTenths)}</td>
            <td className={num}>{formatRupees(row.counts.revenuePaise)}</td>
            <td className={num}>{rupeesText(row.figures.adrPaise)}</td>
            <td className={num}>{rupeesText(row.figures.revparPaise)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export function RateTable({ rates, caption }: { rates: RateTotals[]; caption: string }) {
  return (
    <ScrollTable caption={caption}>
      <thead>
        <tr>
          <th scope="col" className={th}>GST rate</th>
          <th scope="col" className={th}>Taxable value</th>
          <th scope="col" className={th}>CGST</th>
          <th scope="col" className={th}>SGST</th>
        </tr>
      </thead>
      <tbody>
        {rates.map((rate) => (
          <tr key={rate.rateBasisPoints}>
            <th scope="row" className={`${td} text-left font-normal`}>
              {gstRate(rate.rateBasisPoints)}%
            </th>
            <td className={num}>{formatRupees(rate.taxablePaise)}</td>
            <td className={num}>{formatRupees(rate.cgstPaise)}</td>
            <td className={num}>{formatRupees(rate.sgstPaise)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export function GstMonthSection({ month }: { month: GstMonth }) {
  const name = monthName(month.month);
  const id = `gst-${month.month}`;
  return (
    <section aria-labelledby={id} className="mt-4 border-t border-sand-200 pt-4">
      <h3 id={id} className="font-semibold">
        {name}
      </h3>
      <p className="mt-1 text-sm">
        Download for the offline tool ({deskDate(month.range.from)} to {deskDate(month.range.to)}):{" "}
        {gstr1Files.map(({ file, label }, index) => (
          <span key={file}>
            {index > 0 ? " · " : ""}
            <a href={`/admin/reports/${file}?${query(month.range)}`} className={deskLinkClass} download>
              {label}
              <span className="sr-only"> for {name}</span>
            </a>
          </span>
        ))}
      </p>
      <h4 className="mt-3 text-sm font-semibold">B2B invoices</h4>
      {month.b2b.length === 0 ? (
        <p className="text-sm text-ink-700">No invoices to registered businesses.</p>
      ) : (
        <ScrollTable caption={`B2B invoices, ${name}`}>
          <thead>
            <tr>
              <th scope="col" className={th}>Recipient GSTIN</th>
              <th scope="col" className={th}>Recipient</th>
              <th scope="col" className={th}>Invoice</th>
              <th scope="col" className={th}>Date</th>
              <th scope="col" className={th}>Taxable value</th>
              <th scope="col" className={th}>CGST</th>
              <th scope="col" className={th}>SGST</th>
              <th scope="col" className={th}>Invoice total</th>
            </tr>
          </thead>
          <tbody>
            {month.b2b.map((invoice) => {
              const sum = (pick: (rate: RateTotals) => number) => invoice.rates.reduce((total, rate) => total + pick(rate), 0);
              return (
                <tr key={invoice.number}>
                  <td className={`${td} font-mono`}>{invoice.gstin}</td>
                  <td className={td}>{invoice.receiverName}</td>
                  <th scope="row" className={`${td} text-left font-normal`}>
                    {invoice.number}
                  </th>
                  <td className={td}>{deskDate(invoice.issueDate)}</td>
                  <td className={num}>{formatRupees(sum((rate) => rate.taxablePaise))}</td>
                  <td className={num}>{formatRupees(sum((rate) => rate.cgstPaise))}</td>
                  <td className={num}>{formatRupees(sum((rate) => rate.sgstPaise))}</td>
                  <td className={num}>{formatRupees(invoice.valuePaise)}</td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
      <h4 className="mt-3 text-sm font-semibold">B2C supplies by rate (less credit notes to guests)</h4>
      {month.b2c.length === 0 ? (
        <p className="text-sm text-ink-700">No supplies to guests without a GSTIN.</p>
      ) : (
        <RateTable rates={month.b2c} caption={`B2C supplies by rate, ${name}`} />
      )}
      <h4 className="mt-3 text-sm font-semibold">SAC/HSN summary</h4>
      {month.hsn.length === 0 ? (
        <p className="text-sm text-ink-700">Nothing invoiced.</p>
      ) : (
        <ScrollTable caption={`SAC and HSN summary, ${name}`}>
          <thead>
            <tr>
              <th scope="col" className={th}>Code</th>
              <th scope="col" className={th}>Description</th>
              <th scope="col" className={th}>Rate</th>
              <th scope="col" className={th}>Quantity</th>
              <th scope="col" className={th}>Taxable value</th>
              <th scope="col" className={th}>CGST</th>
              <th scope="col" className={th}>SGST</th>
            </tr>
          </thead>
          <tbody>
            {month.hsn.map((row) => (
              <tr key={`${row.code}-${row.rateBasisPoints}`}>
                <th scope="row" className={`${td} text-left font-normal`}>
                  {row.code}
                </th>
                <td className={td}>{row.description}</td>
                <td className={num}>{gstRate(row.rateBasisPoints)}%</td>
                <td className={num}>{row.quantity}</td>
                <td className={num}>{formatRupees(row.taxablePaise)}</td>
                <td className={num}>{formatRupees(row.cgstPaise)}</td>
                <td className={num}>{formatRupees(row.sgstPaise)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <h4 className="mt-3 text-sm font-semibold">Credit notes</h4>
      {month.creditNotes.length === 0 ? (
        <p className="text-sm text-ink-700">No credit notes.</p>
      ) : (
        <ScrollTable caption={`Credit notes, ${name}`}>
          <thead>
            <tr>
              <th scope="col" className={th}>Note</th>
              <th scope="col" className={th}>Date</th>
              <th scope="col" className={th}>Invoice</th>
              <th scope="col" className={th}>Recipient GSTIN</th>
              <th scope="col" className={th}>Taxable value</th>
              <th scope="col" className={th}>CGST</th>
              <th scope="col" className={th}>SGST</th>
              <th scope="col" className={th}>Note value</th>
            </tr>
          </thead>
          <tbody>
            {month.creditNotes.map((note) => {
              const sum = (pick: (rate: RateTotals) => number) => note.rates.reduce((total, rate) => total + pick(rate), 0);
              return (
                <tr key={note.number}>
                  <th scope="row" className={`${td} text-left font-normal`}>
                    {note.number}
                  </th>
                  <td className={td}>{deskDate(note.issueDate)}</td>
                  <td className={td}>{note.invoiceNumber}</td>
                  <td className={`${td} font-mono`}>{note.gstin || "Unregistered (B2C)"}</td>
                  <td className={num}>{formatRupees(sum((rate) => rate.taxablePaise))}</td>
                  <td className={num}>{formatRupees(sum((rate) => rate.cgstPaise))}</td>
                  <td className={num}>{formatRupees(sum((rate) => rate.sgstPaise))}</td>
                  <td className={num}>{formatRupees(note.valuePaise)}</td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
    </section>
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
