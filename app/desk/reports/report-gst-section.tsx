import { sumOf } from "~/domain/sum-of";
import type { ReactNode } from "react";
import { gstRate } from "~/domain/gstr1-csv";
import type { RateTotals } from "~/domain/gstr1-records";
import { formatRupees } from "~/domain/money";
import { deskLinkClass } from "~/desk/desk-link";
import { deskDate } from "~/desk/desk-time";
import { gstr1Files } from "./gstr1-files";
import type { GstMonth } from "./hotel-report.server";
import { monthName, num, query, RateTable, RowHead, ScrollTable, td } from "./report-tables";

/** One month of the GSTR-1 record: its downloads, then each table the return files carry. */

type TaxTotals = Pick<RateTotals, "taxablePaise" | "cgstPaise" | "sgstPaise">;

/** A document's taxable value and tax over all its rates. */
const totalOverRates = (rates: RateTotals[]): TaxTotals => ({
  taxablePaise: sumOf(rates, (rate) => rate.taxablePaise),
  cgstPaise: sumOf(rates, (rate) => rate.cgstPaise),
  sgstPaise: sumOf(rates, (rate) => rate.sgstPaise),
});

/** The cells under "Taxable value", "CGST" and "SGST". */
function TaxCells({ totals }: { totals: TaxTotals }) {
  return (
    <>
      <td className={num}>{formatRupees(totals.taxablePaise)}</td>
      <td className={num}>{formatRupees(totals.cgstPaise)}</td>
      <td className={num}>{formatRupees(totals.sgstPaise)}</td>
    </>
  );
}

/** An invoice or credit note as the month's tables list it. */
interface IssuedDocument {
  number: string;
  rates: RateTotals[];
  valuePaise: number;
}

/**
 * The month's invoices or credit notes, a row each: the columns that say which document it is,
 * then its taxable value and tax over all its rates, then its value.
 */
function DocumentsTable<Doc extends IssuedDocument>({
  caption,
  columns,
  valueColumn,
  documents,
  leadingCells,
}: {
  caption: string;
  columns: string[];
  valueColumn: string;
  documents: Doc[];
  leadingCells: (document: Doc) => ReactNode;
}) {
  return (
    <ScrollTable caption={caption} columns={[...columns, "Taxable value", "CGST", "SGST", valueColumn]}>
      {documents.map((document) => (
        <tr key={document.number}>
          {leadingCells(document)}
          <TaxCells totals={totalOverRates(document.rates)} />
          <td className={num}>{formatRupees(document.valuePaise)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** A table of the month under its heading, or a line saying there is nothing to table. */
function MonthPart({ heading, empty, emptyText, children }: { heading: string; empty: boolean; emptyText: string; children: ReactNode }) {
  return (
    <>
      <h4 className="mt-3 text-sm font-semibold">{heading}</h4>
      {empty ? <p className="text-sm text-ink-700">{emptyText}</p> : children}
    </>
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
      <MonthPart heading="B2B invoices" empty={month.b2b.length === 0} emptyText="No invoices to registered businesses.">
        <DocumentsTable
          caption={`B2B invoices, ${name}`}
          columns={["Recipient GSTIN", "Recipient", "Invoice", "Date"]}
          valueColumn="Invoice total"
          documents={month.b2b}
          leadingCells={(invoice) => (
            <>
              <td className={`${td} font-mono`}>{invoice.gstin}</td>
              <td className={td}>{invoice.receiverName}</td>
              <RowHead>{invoice.number}</RowHead>
              <td className={td}>{deskDate(invoice.issueDate)}</td>
            </>
          )}
        />
      </MonthPart>
      <MonthPart
        heading="B2C supplies by rate (less credit notes to guests)"
        empty={month.b2c.length === 0}
        emptyText="No supplies to guests without a GSTIN."
      >
        <RateTable rates={month.b2c} caption={`B2C supplies by rate, ${name}`} />
      </MonthPart>
      <MonthPart heading="SAC/HSN summary" empty={month.hsn.length === 0} emptyText="Nothing invoiced.">
        <ScrollTable
          caption={`SAC and HSN summary, ${name}`}
          columns={["Code", "Description", "Rate", "Quantity", "Taxable value", "CGST", "SGST"]}
        >
          {month.hsn.map((row) => (
            <tr key={`${row.code}-${row.rateBasisPoints}`}>
              <RowHead>{row.code}</RowHead>
              <td className={td}>{row.description}</td>
              <td className={num}>{gstRate(row.rateBasisPoints)}%</td>
              <td className={num}>{row.quantity}</td>
              <TaxCells totals={row} />
            </tr>
          ))}
        </ScrollTable>
      </MonthPart>
      <MonthPart heading="Credit notes" empty={month.creditNotes.length === 0} emptyText="No credit notes.">
        <DocumentsTable
          caption={`Credit notes, ${name}`}
          columns={["Note", "Date", "Invoice", "Recipient GSTIN"]}
          valueColumn="Note value"
          documents={month.creditNotes}
          leadingCells={(note) => (
            <>
              <RowHead>{note.number}</RowHead>
              <td className={td}>{deskDate(note.issueDate)}</td>
              <td className={td}>{note.invoiceNumber}</td>
              <td className={`${td} font-mono`}>{note.gstin || "Unregistered (B2C)"}</td>
            </>
          )}
        />
      </MonthPart>
    </section>
  );
}
