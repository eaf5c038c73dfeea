/**
 * An issued tax invoice (CGST rule 46) or credit note (rule 53) as a printable sheet: every field
 * the rules ask for, in the order an Indian GST invoice reads, laid out for A4. On a document issued
 * to a guest who booked in Hindi each label carries its Hindi beside the English; names, numbers,
 * GSTINs and codes stay as issued.
 */
import type { ReactNode } from "react";
import { rupeesInWords, rupeesInWordsHindi } from "~/domain/amount-in-words";
import type { TaxDocument } from "~/domain/tax-document";
import { documentDate, formatAmount, stateWithCode } from "~/domain/tax-document-format";
import { type DocumentLabel, numberLabel, signedFor, taxDocumentLabels as label, titleLabel } from "./tax-document-labels";
import { amountCell, cell, DocTable, Label, TaxCells, taxColumns } from "./tax-document-table";

/**
 * Only the document is printed, on A4, as wide as the paper: the desk's menu and this page's links
 * stay on screen, and no table row is split across two sheets. On a phone the tables scroll
 * sideways inside their own box, never the page.
 */
export const taxDocumentPrintStyle = `@page { size: A4; margin: 12mm; }
@media print {
  body * { visibility: hidden; }
  [data-tax-document], [data-tax-document] * { visibility: visible; }
  [data-tax-document] { position: absolute; inset: 0 auto auto 0; width: 100%; max-width: none; margin: 0; border: 0; padding: 0; font-size: 9pt; }
  [data-doc-table] { overflow: visible; }
  [data-doc-table] table { min-width: 0; width: 100%; font-size: 8pt; }
  [data-tax-document] tr { break-inside: avoid; page-break-inside: avoid; }
  [data-tax-document] thead { display: table-header-group; }
}`;

function Fact({ name, lang, children }: { name: DocumentLabel; lang: TaxDocument["lang"]; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-ink-700">
        <Label text={name} lang={lang} />:
      </dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function LinesTable({ document }: { document: TaxDocument }) {
  return (
    <DocTable
      lang={document.lang}
      kind="lines"
      columns={[
        { label: label.lineNumber, amount: true },
        { label: label.description, amount: false },
        { label: label.code, amount: false },
        { label: label.quantity, amount: true },
        { label: label.rate, amount: true },
        ...taxColumns,
        { label: label.total, amount: true },
      ]}
    >
      {document.lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an issued document's lines never reorder
        <tr key={index}>
          <td className={amountCell}>{index + 1}</td>
          <td className={cell}>{line.description}</td>
          <td className={`${cell} font-mono`}>{line.code}</td>
          <td className={amountCell}>{line.quantity}</td>
          <td className={amountCell}>{formatAmount(line.unitPaise)}</td>
          <TaxCells amounts={line} />
          <td className={amountCell}>{formatAmount(line.totalPaise)}</td>
        </tr>
      ))}
    </DocTable>
  );
}

function RatesTable({ document }: { document: TaxDocument }) {
  return (
    <DocTable
      lang={document.lang}
      kind="summary"
      columns={[{ label: label.code, amount: false }, ...taxColumns, { label: label.totalTax, amount: true }]}
    >
      {document.rates.map((rate) => (
        <tr key={`${rate.code}-${rate.cgstBasisPoints}-${rate.sgstBasisPoints}`}>
          <td className={`${cell} font-mono`}>{rate.code}</td>
          <TaxCells amounts={rate} />
          <td className={amountCell}>{formatAmount(rate.cgstPaise + rate.sgstPaise)}</td>
        </tr>
      ))}
    </DocTable>
  );
}

function Totals({ document }: { document: TaxDocument }) {
  const { lang, totals } = document;
  const rows: [DocumentLabel, number][] = [
    [label.taxableValue, totals.taxablePaise],
    [label.cgst, totals.cgstPaise],
    [label.sgst, totals.sgstPaise],
    [label.rounding, totals.roundingPaise],
  ];
  return (
    <dl className="mt-4 ml-auto w-full max-w-sm text-sm">
      {rows.map(([name, paise]) => (
        <div key={name.en} className="flex justify-between gap-4 py-0.5">
          <dt>
            <Label text={name} lang={lang} />
          </dt>
          <dd className="tabular-nums">₹{formatAmount(paise)}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-t-2 border-ink-900 pt-1 text-base font-semibold">
        <dt>
          <Label text={label.total} lang={lang} />
        </dt>
        <dd className="tabular-nums" data-document-total>
          ₹{formatAmount(totals.totalPaise)}
        </dd>
      </div>
    </dl>
  );
}

export function TaxDocumentSheet({ document }: { document: TaxDocument }) {
  const { lang, supplier, recipient } = document;
  return (
    <article
      data-tax-document
      lang="en"
      className="mt-4 min-w-0 max-w-4xl rounded-md border border-sand-200 bg-white p-3 text-ink sm:p-6"
    >
      <h1 className="heading-3 text-center">
        <Label text={titleLabel(document)} lang={lang} />
      </h1>
      {document.corrects ? (
        <p className="mt-2 text-center text-sm">
          <Label text={label.againstInvoice} lang={lang} />: <span className="font-mono">{document.corrects.number}</span>{" "}
          dated {documentDate(document.corrects.issueDate)}. <Label text={label.reason} lang={lang} />: {document.corrects.reason}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2 print:grid-cols-2">
        <section aria-label={label.supplier.en}>
          <p className="font-semibold">{supplier.legalName}</p>
          {supplier.tradeName && supplier.tradeName !== supplier.legalName ? <p>{supplier.tradeName}</p> : null}
          {supplier.address.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p className="font-semibold">
            GSTIN: <span className="font-mono">{supplier.gstin}</span>
          </p>
          <p>
            <Label text={label.state} lang={lang} />: {stateWithCode(supplier)}
          </p>
          {supplier.phone ? <p>{supplier.phone}</p> : null}
          {supplier.email ? <p className="break-all">{supplier.email}</p> : null}
        </section>
        <dl className="grid content-start gap-0.5">
          <Fact name={numberLabel(document)} lang={lang}>
            <span className="font-mono">{document.number}</span>
          </Fact>
          <Fact name={label.date} lang={lang}>
            {documentDate(document.issueDate)}
          </Fact>
          <Fact name={label.placeOfSupply} lang={lang}>
            {stateWithCode(document.placeOfSupply)}
          </Fact>
          <Fact name={label.booking} lang={lang}>
            <span className="font-mono">{document.bookingReference}</span>
          </Fact>
          <Fact name={label.stay} lang={lang}>
            {documentDate(document.stay.checkIn)} – {documentDate(document.stay.checkOut)}
          </Fact>
          {document.stay.rooms.length > 0 ? (
            <Fact name={label.rooms} lang={lang}>
              {document.stay.rooms.join(", ")}
            </Fact>
          ) : null}
        </dl>
      </div>
      <section className="mt-4 border-t border-sand-200 pt-3 text-sm" aria-label={label.recipient.en}>
        <h2 className="text-xs font-semibold uppercase tracking-wide text-ink-700">
          <Label text={label.recipient} lang={lang} />
        </h2>
        {recipient.company ? (
          <>
            <p className="font-semibold">{recipient.company.legalName}</p>
            <p className="font-semibold">
              GSTIN: <span className="font-mono">{recipient.company.gstin}</span>
            </p>
            {recipient.company.address ? <p>{recipient.company.address}</p> : null}
          </>
        ) : null}
        <p className={recipient.company ? "mt-1" : "font-semibold"}>
          <Label text={label.guest} lang={lang} />: {recipient.guestName}
        </p>
        {recipient.guestAddress ? (
          <p>
            <Label text={label.address} lang={lang} />: {recipient.guestAddress}
          </p>
        ) : null}
      </section>
      <LinesTable document={document} />
      <RatesTable document={document} />
      <Totals document={document} />
      <p className="mt-3 text-sm">
        <span className="font-semibold">
          <Label text={label.totalInWords} lang={lang} />:
        </span>{" "}
        {document.totalInWords || rupeesInWords(document.totals.totalPaise)}
        {lang === "hi" ? (
          <span lang="hi" className="block">
            {rupeesInWordsHindi(document.totals.totalPaise)}
          </span>
        ) : null}
      </p>
      <p className="mt-2 text-sm">
        <Label text={label.reverseCharge} lang={lang} />
      </p>
      <div className="mt-8 ml-auto w-full max-w-xs text-right text-sm print:break-inside-avoid">
        <p className="font-semibold">{signedFor(document)}</p>
        <p className="mt-12 border-t border-ink-900 pt-1">
          <Label text={label.signatory} lang={lang} />
        </p>
      </div>
    </article>
  );
}
