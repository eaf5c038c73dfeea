/**
 * A tax invoice or credit note laid out on A4 portrait pages as positioned text and rules, with
 * no PDF library involved, so what the PDF says and where can be tested directly; the drawing
 * (invoice-pdf.server.ts) only puts these items on pages. The content is the printable page's
 * (rule 46's fields in order), in English: the standard PDF fonts have no Devanagari, and
 * Devanagari drawn without text shaping breaks its conjuncts, so the PDF keeps the legal English
 * and the printable page adds the Hindi.
 *
 * Coordinates are points from the page's top-left corner to each text's baseline.
 */
import { rupeesInWords } from "~/domain/amount-in-words";
import type { TaxDocument, TaxDocumentLine, TaxDocumentRateRow } from "~/domain/tax-document";
import { documentDate, formatAmount, formatRate, formatRsAmount, stateWithCode } from "~/domain/tax-document-format";
import { type MeasureText, winAnsiText } from "./pdf-text";
import { numberLabel, signedFor, taxDocumentLabels as label, titleLabel } from "./tax-document-labels";
import { type Column, PageFlow, type PdfPageLayout, a4, contentWidth, margin, table } from "./pdf-page-flow";

export interface InvoiceLayout {
  /** The document's number: the PDF's title and subject. */
  title: string;
  pages: PdfPageLayout[];
}

/** Taxable value, then CGST and SGST each as rate and amount: the columns both tables share. */
const taxColumns = (taxableWidth: number, rateWidth: number, amountWidth: number): Column[] => [
  { header: label.taxableValue.en, width: taxableWidth, align: "right" },
  { header: label.cgstRate.en, width: rateWidth, align: "right" },
  { header: label.cgst.en, width: amountWidth, align: "right" },
  { header: label.sgstRate.en, width: rateWidth, align: "right" },
  { header: label.sgst.en, width: amountWidth, align: "right" },
];

/** The line table: eleven columns across the page's width, amounts right-aligned. */
const lineColumns: Column[] = [
  { header: label.lineNumber.en, width: 14, align: "right" },
  { header: label.description.en, width: 137.28, align: "left" },
  { header: label.code.en, width: 38, align: "left" },
  { header: label.quantity.en, width: 22, align: "right" },
  { header: label.rate.en, width: 48, align: "right" },
  ...taxColumns(56, 28, 46),
  { header: label.total.en, width: 60, align: "right" },
];

const rateColumns: Column[] = [
  { header: label.code.en, width: 80, align: "left" },
  ...taxColumns(90, 60, 80),
  { header: label.totalTax.en, width: 73.28, align: "right" },
];

/** Two blocks of lines side by side (the supplier, and the document's number, date and stay). */
function sideBySide(flow: PageFlow, left: BlockLine[], right: BlockLine[]) {
  const size = 9;
  const leading = size * 1.3;
  const leftWidth = contentWidth * 0.55;
  const rightX = margin + contentWidth * 0.58;
  const rightWidth = contentWidth * 0.42;
  const wrapBlock = (lines: BlockLine[], width: number) =>
    lines.flatMap((line) => flow.wrap(line.text, width, size, line.bold).map((text) => ({ text, bold: line.bold })));
  const leftLines = wrapBlock(left, leftWidth);
  const rightLines = wrapBlock(right, rightWidth);
  const rows = Math.max(leftLines.length, rightLines.length);
  flow.ensure(rows * leading);
  const top = flow.y;
  for (const [x, lines] of [
    [margin, leftLines],
    [rightX, rightLines],
  ] as const) {
    for (const [index, line] of lines.entries()) flow.text(line.text, x, top + (index + 1) * leading - 2, size, { bold: line.bold });
  }
  flow.y = top + rows * leading;
}

/** The figures under {@link taxColumns}. */
const taxCells = (amounts: Omit<TaxDocumentRateRow, "code">): string[] => [
  formatAmount(amounts.taxablePaise),
  formatRate(amounts.cgstBasisPoints),
  formatAmount(amounts.cgstPaise),
  formatRate(amounts.sgstBasisPoints),
  formatAmount(amounts.sgstPaise),
];

function lineCells(line: TaxDocumentLine, index: number): string[] {
  return [
    String(index + 1),
    line.description,
    line.code,
    String(line.quantity),
    formatAmount(line.unitPaise),
    ...taxCells(line),
    formatAmount(line.totalPaise),
  ];
}

interface BlockLine {
  text: string;
  bold?: boolean;
}

function supplierLines(document: TaxDocument): BlockLine[] {
  const { supplier } = document;
  return [
    { text: supplier.legalName, bold: true },
    ...(supplier.tradeName && supplier.tradeName !== supplier.legalName ? [{ text: supplier.tradeName }] : []),
    ...supplier.address.map((text) => ({ text })),
    { text: `GSTIN: ${supplier.gstin}`, bold: true },
    { text: `${label.state.en}: ${supplier.stateName}, Code: ${supplier.stateCode}` },
    ...(supplier.phone ? [{ text: `Phone: ${supplier.phone}` }] : []),
    ...(supplier.email ? [{ text: `E-mail: ${supplier.email}` }] : []),
  ];
}

function documentFacts(document: TaxDocument): BlockLine[] {
  const facts: BlockLine[] = [
    { text: `${numberLabel(document).en}: ${document.number}`, bold: true },
    { text: `${label.date.en}: ${documentDate(document.issueDate)}` },
    { text: `${label.placeOfSupply.en}: ${stateWithCode(document.placeOfSupply)}` },
    { text: `${label.booking.en}: ${document.bookingReference}` },
    { text: `${label.stay.en}: ${documentDate(document.stay.checkIn)} to ${documentDate(document.stay.checkOut)}` },
  ];
  if (document.stay.rooms.length > 0) facts.push({ text: `${label.rooms.en}: ${document.stay.rooms.join(", ")}` });
  if (document.corrects) {
    facts.push(
      { text: `${label.againstInvoice.en}: ${document.corrects.number} dated ${documentDate(document.corrects.issueDate)}`, bold: true },
      { text: `${label.reason.en}: ${document.corrects.reason}` },
    );
  }
  return facts;
}

function recipientLines(document: TaxDocument): BlockLine[] {
  const { recipient } = document;
  const guestAddress = recipient.guestAddress ? [{ text: `${label.address.en}: ${recipient.guestAddress}` }] : [];
  if (!recipient.company) return [{ text: `${label.guest.en}: ${recipient.guestName}`, bold: true }, ...guestAddress];
  return [
    { text: recipient.company.legalName, bold: true },
    { text: `GSTIN: ${recipient.company.gstin}`, bold: true },
    ...(recipient.company.address ? [{ text: `${label.address.en}: ${recipient.company.address}` }] : []),
    { text: `${label.guest.en}: ${recipient.guestName}` },
    ...guestAddress,
  ];
}

function totals(flow: PageFlow, document: TaxDocument) {
  const rows: [string, string, boolean][] = [
    [label.taxableValue.en, formatRsAmount(document.totals.taxablePaise), false],
    [label.cgst.en, formatRsAmount(document.totals.cgstPaise), false],
    [label.sgst.en, formatRsAmount(document.totals.sgstPaise), false],
    [label.rounding.en, formatRsAmount(document.totals.roundingPaise), false],
    [label.total.en, formatRsAmount(document.totals.totalPaise), true],
  ];
  const size = 9;
  const leading = size * 1.4;
  flow.ensure(rows.length * leading + 9);
  const labelX = margin + contentWidth - 240;
  for (const [name, amount, bold] of rows) {
    if (bold) {
      flow.y += 3;
      flow.rule(labelX, margin + contentWidth, flow.y, 0.8);
    }
    flow.y += leading;
    flow.text(name, labelX, flow.y - 3, bold ? 10 : size, { bold });
    flow.text(amount, labelX, flow.y - 3, bold ? 10 : size, { bold, align: "right", width: 240 });
  }
  flow.y += 6;
}

function signature(flow: PageFlow, document: TaxDocument) {
  const size = 9;
  const width = 220;
  const x = margin + contentWidth - width;
  flow.ensure(70);
  flow.y += 14;
  flow.text(signedFor(document), x, flow.y, size, { bold: true, align: "right", width });
  flow.y += 40;
  flow.rule(x + 40, x + width, flow.y);
  flow.y += 12;
  flow.text(label.signatory.en, x, flow.y, size, { align: "right", width });
}

function footers(pages: PdfPageLayout[], document: TaxDocument, measure: MeasureText) {
  pages.forEach((page, index) => {
    const text = winAnsiText(`${document.number} · Page ${index + 1} of ${pages.length}`);
    const size = 7.5;
    page.items.push({
      kind: "text",
      x: margin + contentWidth - measure(text, size, false),
      y: a4.height - margin + 4,
      text,
      size,
      bold: false,
    });
  });
}

/** The document on as many A4 pages as its lines need. */
export function invoiceLayout(document: TaxDocument, measure: MeasureText): InvoiceLayout {
  const flow = new PageFlow(measure);
  flow.y += 16;
  flow.text(titleLabel(document).en, margin, flow.y, 16, { bold: true, align: "center", width: contentWidth });
  flow.y += 14;
  sideBySide(flow, supplierLines(document), documentFacts(document));
  flow.y += 6;
  flow.rule(margin, margin + contentWidth, flow.y);
  flow.y += 4;
  flow.paragraph(label.recipient.en, 8, { bold: true });
  for (const line of recipientLines(document)) flow.paragraph(line.text, 9, { bold: line.bold });
  flow.y += 8;
  flow.paragraph(`${label.amountsIn.en}`, 7.5);
  flow.y += 2;
  table(flow, lineColumns, document.lines.map(lineCells), 7.5);
  flow.y += 10;
  flow.paragraph(label.taxSummary.en, 8, { bold: true, gap: 2 });
  table(
    flow,
    rateColumns,
    document.rates.map((rate) => [rate.code, ...taxCells(rate), formatAmount(rate.cgstPaise + rate.sgstPaise)]),
    7.5,
  );
  flow.y += 8;
  totals(flow, document);
  flow.paragraph(`${label.totalInWords.en}: ${document.totalInWords || rupeesInWords(document.totals.totalPaise)}`, 9, {
    bold: true,
    gap: 6,
  });
  flow.paragraph(label.reverseCharge.en, 9);
  signature(flow, document);
  footers(flow.pages, document, measure);
  return { title: document.number, pages: flow.pages };
}
