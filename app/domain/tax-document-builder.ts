/**
 * A tax invoice or credit note put together from the folio (product-rules.md: The folio and the
 * tax invoice), pure so the check-out, the credit note and the tests build the same document: the
 * lines that stand (voided pairs left out), a room's consecutive nights at one rate grouped into one
 * line, each line's tax as it was posted, the summary by code and rate, and the total rounded to
 * the rupee with its rounding line.
 */
import type { IsoDate } from "../content/hotel";
import { type FolioLineKind, type VoidableLine, labelOfNightDescription, folioDate, roundToRupee, standingLines, lineTax, sumLines } from "./folio";
import { addDays } from "./hotel-date";
import type {
  TaxDocument,
  TaxDocumentLine,
  TaxDocumentRateRow,
  TaxDocumentTotals,
} from "./tax-document";

/** Madhya Pradesh, where the hotel is: the place of supply of accommodation and what goes with it. */
export const placeOfSupply = { stateName: "Madhya Pradesh", stateCode: "23" } as const;

/** A folio line as the invoice reads it. */
export interface InvoiceSourceLine extends VoidableLine {
  kind: FolioLineKind;
  bookingRoomId: number | null;
  night: IsoDate | null;
  description: string;
  code: string;
  quantity: number;
  unitPaise: number;
  cgstBasisPoints: number;
  sgstBasisPoints: number;
}

function documentLine(line: InvoiceSourceLine): TaxDocumentLine {
  return {
    description: line.description,
    code: line.code,
    quantity: line.quantity,
    unitPaise: line.unitPaise,
    taxablePaise: line.taxablePaise,
    cgstBasisPoints: line.cgstBasisPoints,
    sgstBasisPoints: line.sgstBasisPoints,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
    totalPaise: line.totalPaise,
  };
}

/** Whether `next` is the night after the group's last one, for the same room, kind, price and rate. */
function continues(group: { first: InvoiceSourceLine; last: InvoiceSourceLine }, next: InvoiceSourceLine): boolean {
  const { first, last } = group;
  return (
    (next.kind === "room_night" || next.kind === "extra_guests") &&
    next.kind === first.kind &&
    next.bookingRoomId === first.bookingRoomId &&
    next.unitPaise === first.unitPaise &&
    next.code === first.code &&
    next.cgstBasisPoints === first.cgstBasisPoints &&
    next.sgstBasisPoints === first.sgstBasisPoints &&
    last.night !== null &&
    next.night === addDays(last.night, 1)
  );
}

/**
 * The invoice's lines: the folio's standing lines in the order posted, a room's consecutive nights
 * of one kind at one price and rate as one line ("Room 204 · Deluxe Room · 3 nights from 27 Nov
 * 2026", quantity 3), its tax the sum of the nights' tax as posted.
 */
export function invoiceLines(lines: readonly InvoiceSourceLine[]): TaxDocumentLine[] {
  const standing = standingLines(lines);
  const nightly = standing.filter((line) => line.kind === "room_night" || line.kind === "extra_guests");
  const others = standing.filter((line) => line.kind !== "room_night" && line.kind !== "extra_guests");
  // Nights room by room, kind by kind, in night order, so a room's run is found whatever order the nights were posted in.
  const kindOrder = (line: InvoiceSourceLine) => (line.kind === "room_night" ? 0 : 1);
  const ordered = [...nightly].sort(
    (a, b) => (a.bookingRoomId ?? 0) - (b.bookingRoomId ?? 0) || kindOrder(a) - kindOrder(b) || String(a.night).localeCompare(String(b.night)),
  );
  const groups: { first: InvoiceSourceLine; last: InvoiceSourceLine; lines: InvoiceSourceLine[] }[] = [];
  for (const line of ordered) {
    const group = groups.at(-1);
    if (group && continues(group, line)) {
      group.lines.push(line);
      group.last = line;
    } else groups.push({ first: line, last: line, lines: [line] });
  }
  const grouped = groups.map((group): TaxDocumentLine => {
    if (group.lines.length === 1) return documentLine(group.first);
    const label = labelOfNightDescription(group.first.description);
    const money = sumLines(group.lines);
    const nights = `${group.lines.length} nights from ${folioDate(String(group.first.night))}`;
    return {
      ...documentLine(group.first),
      ...money,
      description: (label ? `${label} · ${nights}` : `${group.first.description} · ${nights}`).slice(0, 120),
      quantity: group.lines.length,
    };
  });
  return [...grouped, ...others.map(documentLine)];
}

/** Taxable value and tax by code and rate, for the document's summary and GSTR-1's rate rows. */
export function rateRows(lines: readonly TaxDocumentLine[]): TaxDocumentRateRow[] {
  const rows: TaxDocumentRateRow[] = [];
  for (const line of lines) {
    const row = rows.find((r) => r.code === line.code && r.cgstBasisPoints === line.cgstBasisPoints && r.sgstBasisPoints === line.sgstBasisPoints);
    if (row) {
      row.taxablePaise += line.taxablePaise;
      row.cgstPaise += line.cgstPaise;
      row.sgstPaise += line.sgstPaise;
    } else {
      rows.push({
        code: line.code,
        cgstBasisPoints: line.cgstBasisPoints,
        sgstBasisPoints: line.sgstBasisPoints,
        taxablePaise: line.taxablePaise,
        cgstPaise: line.cgstPaise,
        sgstPaise: line.sgstPaise,
      });
    }
  }
  return rows.sort((a, b) => a.code.localeCompare(b.code) || a.cgstBasisPoints + a.sgstBasisPoints - (b.cgstBasisPoints + b.sgstBasisPoints));
}

/** The lines added up and the total rounded to the whole rupee, half up, with the rounding line. */
export function documentTotals(lines: readonly TaxDocumentLine[]): TaxDocumentTotals {
  const { taxablePaise, cgstPaise, sgstPaise } = sumLines(lines);
  const rounded = roundToRupee(taxablePaise + cgstPaise + sgstPaise);
  return { taxablePaise, cgstPaise, sgstPaise, roundingPaise: rounded.roundingPaise, totalPaise: rounded.totalPaise };
}

/** What the issuer gives; the place of supply, the tax summary, the totals and their words are worked out here. */
export type TaxDocumentInput = Omit<TaxDocument, "placeOfSupply" | "reverseCharge" | "rates" | "totals" | "totalInWords"> & {
  /** The total in English words (amount-in-words.ts). */
  inWords: (paise: number) => string;
};

export function buildTaxDocument(input: TaxDocumentInput): TaxDocument {
  const totals = documentTotals(input.lines);
  return {
    kind: input.kind,
    number: input.number,
    financialYear: input.financialYear,
    issueDate: input.issueDate,
    supplier: input.supplier,
    recipient: input.recipient,
    placeOfSupply: { ...placeOfSupply },
    reverseCharge: false,
    bookingReference: input.bookingReference,
    stay: input.stay,
    lines: input.lines,
    rates: rateRows(input.lines),
    totals,
    totalInWords: input.inWords(totals.totalPaise),
    corrects: input.corrects,
    lang: input.lang,
    issuedBy: input.issuedBy,
  };
}

/** What a credit note asks to take off one of the invoice's lines. */
export interface CreditRequestLine {
  line: number;
  taxablePaise: number;
}

export const creditNoteMessages = {
  noLines: "Choose at least one line of the invoice to credit.",
  noSuchLine: "That line is not on the invoice.",
  twice: "Each line of the invoice can be chosen once.",
  notCreditable: "A discount line cannot be credited.",
  amount: "Enter an amount of at least ₹0.01.",
  tooMuch: (left: string) => `At most ${left} of this line is left to credit.`,
} as const;

/**
 * A credit note's lines: each chosen invoice line's taxable value taken off at that line's rate,
 * the tax worked out on the credited amount and rounded on the line; never more of a line than the
 * invoice charged less what earlier credit notes took off it. `creditedBefore` is the taxable value
 * already credited on each invoice line, by index. Answers the first problem with the line's index.
 */
export function creditNoteLines(
  invoice: TaxDocument,
  requested: readonly CreditRequestLine[],
  creditedBefore: ReadonlyMap<number, number>,
  formatPaise: (paise: number) => string,
): { ok: true; lines: (TaxDocumentLine & { creditsInvoiceLine: number })[] } | { ok: false; message: string; line: number | null } {
  if (requested.length === 0) return { ok: false, message: creditNoteMessages.noLines, line: null };
  const seen = new Set<number>();
  const lines: (TaxDocumentLine & { creditsInvoiceLine: number })[] = [];
  for (const request of requested) {
    const original = Number.isSafeInteger(request.line) ? invoice.lines[request.line] : undefined;
    if (!original) return { ok: false, message: creditNoteMessages.noSuchLine, line: request.line };
    if (seen.has(request.line)) return { ok: false, message: creditNoteMessages.twice, line: request.line };
    seen.add(request.line);
    if (original.taxablePaise <= 0) return { ok: false, message: creditNoteMessages.notCreditable, line: request.line };
    if (!Number.isSafeInteger(request.taxablePaise) || request.taxablePaise < 1) return { ok: false, message: creditNoteMessages.amount, line: request.line };
    const left = original.taxablePaise - (creditedBefore.get(request.line) ?? 0);
    if (request.taxablePaise > left) return { ok: false, message: creditNoteMessages.tooMuch(formatPaise(Math.max(0, left))), line: request.line };
    const tax = lineTax(request.taxablePaise, original.cgstBasisPoints, original.sgstBasisPoints);
    lines.push({
      description: original.description,
      code: original.code,
      quantity: 1,
      unitPaise: request.taxablePaise,
      taxablePaise: request.taxablePaise,
      cgstBasisPoints: original.cgstBasisPoints,
      sgstBasisPoints: original.sgstBasisPoints,
      cgstPaise: tax.cgstPaise,
      sgstPaise: tax.sgstPaise,
      totalPaise: tax.totalPaise,
      creditsInvoiceLine: request.line,
    });
  }
  return { ok: true, lines };
}

/** The taxable value earlier credit notes took off each of the invoice's lines, by index. */
export function creditedByLine(creditNotes: readonly TaxDocument[]): Map<number, number> {
  const credited = new Map<number, number>();
  for (const note of creditNotes) {
    for (const line of note.lines) {
      if (line.creditsInvoiceLine === undefined) continue;
      credited.set(line.creditsInvoiceLine, (credited.get(line.creditsInvoiceLine) ?? 0) + line.taxablePaise);
    }
  }
  return credited;
}
