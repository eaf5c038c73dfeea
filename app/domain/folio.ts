/**
 * The folio's rules (product-rules.md: The folio and the tax invoice), pure so the desk's pages, the
 * Worker and the tests work out the same line tax, totals and balance. Integer paise throughout.
 */
import { divideRoundHalfUp } from "./money";

export const folioLineKinds = ["room_night", "extra_guests", "charge", "discount", "correction", "void"] as const;
export type FolioLineKind = (typeof folioLineKinds)[number];

/** What a charge is, which decides its SAC or HSN code and its GST rate (charge-catalogue.ts). */
export const chargeCategoryKeys = [
  "room",
  "extra_guests",
  "restaurant",
  "room_service",
  "laundry",
  "spa",
  "transfer",
  "extra_bed",
  "other",
] as const;
export type ChargeCategoryKey = (typeof chargeCategoryKeys)[number];

export const paymentMethods = ["cash", "upi", "card", "bank_transfer", "online", "bill_to_company", "write_off"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Tax on one line, worked out once on the line and rounded half up to the paisa (negative lines too). */
export function lineTax(
  taxablePaise: number,
  cgstBasisPoints: number,
  sgstBasisPoints: number,
): { cgstPaise: number; sgstPaise: number; totalPaise: number } {
  const sign = taxablePaise < 0 ? -1 : 1;
  const magnitude = Math.abs(taxablePaise);
  const cgstPaise = sign * divideRoundHalfUp(magnitude * cgstBasisPoints, 10_000);
  const sgstPaise = sign * divideRoundHalfUp(magnitude * sgstBasisPoints, 10_000);
  return { cgstPaise: cgstPaise || 0, sgstPaise: sgstPaise || 0, totalPaise: taxablePaise + cgstPaise + sgstPaise };
}

/**
 * A total rounded to the whole rupee, half up, and the rounding line that gets it there
 * (−50 to +50 paise): ₹1,234.50 → ₹1,235 with +₹0.50; ₹1,234.49 → ₹1,234 with −₹0.49.
 */
export function roundToRupee(paise: number): { roundingPaise: number; totalPaise: number } {
  const sign = paise < 0 ? -1 : 1;
  const totalPaise = sign * Math.floor((Math.abs(paise) + 50) / 100) * 100 || 0;
  return { roundingPaise: totalPaise - paise, totalPaise };
}

/** The limits on what staff type on the folio (product-rules.md: The folio and the tax invoice). */
export const folioLimits = {
  descriptionLength: 120,
  reasonLength: 200,
  referenceLength: 60,
  companyLength: 120,
  addressLength: 300,
  maxQuantity: 99,
  /** ₹10,00,000: the most one charge's unit price, one adjustment or one payment can be. */
  maxAmountPaise: 100_000_000,
} as const;

/** What a posted line's money is, as both the folio and a tax document add it up. */
export interface LineMoney {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

/** A posted line as the rules below need it: which line it is and which one it reverses. */
export interface VoidableLine extends LineMoney {
  id: number;
  voidsLineId: number | null;
}

/** The lines that stand: neither reversed by a void nor a void themselves (what an invoice lists). */
export function standingLines<T extends VoidableLine>(lines: readonly T[]): T[] {
  const voided = new Set(lines.flatMap((line) => (line.voidsLineId === null ? [] : [line.voidsLineId, line.id])));
  return lines.filter((line) => !voided.has(line.id));
}

/** Lines added up, to the paisa. */
export function sumLines(lines: readonly LineMoney[]): LineMoney {
  return lines.reduce(
    (sum, line) => ({
      taxablePaise: sum.taxablePaise + line.taxablePaise,
      cgstPaise: sum.cgstPaise + line.cgstPaise,
      sgstPaise: sum.sgstPaise + line.sgstPaise,
      totalPaise: sum.totalPaise + line.totalPaise,
    }),
    { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, totalPaise: 0 },
  );
}

/** A line worked out once: its taxable value and the tax on it at its rate, rounded on the line. */
export function pricedLine(quantity: number, unitPaise: number, rate: { cgstBasisPoints: number; sgstBasisPoints: number }): LineMoney {
  const taxablePaise = quantity * unitPaise;
  const tax = lineTax(taxablePaise, rate.cgstBasisPoints, rate.sgstBasisPoints);
  return { taxablePaise, cgstPaise: tax.cgstPaise, sgstPaise: tax.sgstPaise, totalPaise: tax.totalPaise };
}

/** The reversal of a line: exactly its amounts and tax, negated. */
export function reversedMoney(line: LineMoney): LineMoney {
  return {
    taxablePaise: -line.taxablePaise || 0,
    cgstPaise: -line.cgstPaise || 0,
    sgstPaise: -line.sgstPaise || 0,
    totalPaise: -line.totalPaise || 0,
  };
}

/**
 * The folio's figures: every line added up (voids cancel what they reverse), rounded to the rupee
 * as the invoice will be, less the credit notes issued; and the balance after what was paid.
 */
export function folioFigures(lines: readonly LineMoney[], paidPaise: number, creditedPaise: number) {
  const charges = sumLines(lines);
  const rounded = roundToRupee(charges.totalPaise);
  const payablePaise = rounded.totalPaise - creditedPaise;
  return {
    taxablePaise: charges.taxablePaise,
    cgstPaise: charges.cgstPaise,
    sgstPaise: charges.sgstPaise,
    chargesPaise: charges.totalPaise,
    roundingPaise: rounded.roundingPaise,
    payablePaise,
    paidPaise,
    balancePaise: payablePaise - paidPaise,
  };
}

const monthShort = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "27 Nov 2026", as folio lines and invoices name a night. */
export function folioDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${Number(day)} ${monthShort[Number(month) - 1]} ${year}`;
}

/** What joins a room's label and its night in a room-night line's description. */
const nightMarker = " · night of ";

/** "Room 204 · Deluxe Room · night of 27 Nov 2026"; without a room number, "Deluxe Room · night of …". */
export function roomNightDescription(roomLabel: string, night: string): string {
  return `${roomLabel}${nightMarker}${folioDate(night)}`.slice(0, 120);
}

/** A room's label as its night lines name it: its number when it has one, then what was charged. */
export function roomLabel(roomNumber: string | null, what: string): string {
  return roomNumber ? `Room ${roomNumber} · ${what}` : what;
}

/** The label part of a room-night description, or null for any other description. */
export function labelOfNightDescription(description: string): string | null {
  const at = description.lastIndexOf(nightMarker);
  return at > 0 ? description.slice(0, at) : null;
}
