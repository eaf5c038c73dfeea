/**
 * The folio pages' words (product-rules.md: The folio and the tax invoice): what each choice is
 * called on the desk, what each form says when it is refused, and what the page says after each
 * form did its work. English only: the desk is in English.
 */
import { type DeskChargeCategory, deskChargeCategories } from "~/domain/charge-catalogue";
import type { ChargeCategoryKey, PaymentMethod } from "~/domain/folio";
import { formatRupees } from "~/domain/money";
import { isOneOf } from "~/domain/one-of";

/** What the desk calls each kind of charge, in the order its selects list them. */
export const categoryWords: Record<ChargeCategoryKey, string> = {
  room: "Room",
  extra_guests: "Extra guests",
  restaurant: "Restaurant",
  room_service: "Room service",
  laundry: "Laundry",
  spa: "Spa",
  transfer: "Temple or airport transfer",
  extra_bed: "Extra bed",
  other: "Other",
};

/** The catalogue staff post charges from during a stay (room nights are posted by themselves). */
export const postableCategories = deskChargeCategories;
export type PostableCategory = DeskChargeCategory;

/** A discount or correction may reduce any charge, the room nights included. */
export const adjustableCategories = ["room", "extra_guests", ...postableCategories] as const satisfies readonly ChargeCategoryKey[];

export const methodWords: Record<PaymentMethod, string> = {
  cash: "Cash",
  upi: "UPI",
  card: "Card",
  bank_transfer: "Bank transfer",
  online: "Paid online",
  bill_to_company: "Bill to company",
  write_off: "Written off",
};

/** How money changes hands at the counter: for payments, refunds and a company's settlement. */
export const counterMethods = ["cash", "upi", "card", "bank_transfer"] as const satisfies readonly PaymentMethod[];
export type CounterMethod = (typeof counterMethods)[number];

export const adjustmentKindWords = { discount: "Discount", correction: "Correction" } as const;

/** Each form of the folio page, by the `intent` it posts. */
export const folioIntents = ["charge", "adjustment", "void", "payment", "refund", "company", "write_off", "check_out", "credit_note"] as const;
export type FolioIntent = (typeof folioIntents)[number];

export const isFolioIntent = (value: unknown): value is FolioIntent => isOneOf(folioIntents, value);

/** What the page says after each form, once its redirect brings staff back. */
export const folioDoneWords: Record<FolioIntent, string> = {
  charge: "Charge posted.",
  adjustment: "Discount or correction posted.",
  void: "Line voided.",
  payment: "Payment recorded.",
  refund: "Refund recorded.",
  company: "Billed to the company. It is listed under Bills to companies until they pay.",
  write_off: "Written off.",
  check_out: "Checked out. The tax invoice is issued and e-mailed to the guest.",
  credit_note: "Credit note issued.",
};

export const companyBillsDone = "Settlement recorded.";

export const folioMessages = {
  upstream: "Folios, payments and invoices are kept in the hotel's own system.",
  noBooking: "No booking with that reference.",
  checkFields: "Please check the highlighted fields.",
  amountRequired: "Enter the amount in rupees, for example 1,250.50",
  amountFormat: "Enter the amount in rupees, for example 1,250.50",
  amountPaise: "Give at most two digits after the point (paise)",
  amountZero: "The amount must be more than ₹0",
  amountTooLarge: "The amount must be at most ₹10,00,000",
  category: "Choose what the charge is for",
  kind: "Choose discount or correction",
  description: "Say what the charge is, for example Dinner for two",
  descriptionLabel: "The description",
  quantity: "Enter how many, a whole number from 1 to 99",
  reason: "Give the reason",
  reasonLabel: "The reason",
  method: "Choose how the money was paid",
  refundMethod: "Choose how the money was given back",
  referenceLabel: "The reference",
  company: "Give the company's name",
  companyLabel: "The company's name",
  line: "Choose the line to void",
  creditLine: "This line's credit must be at most its taxable value, {max}",
  creditNone: "Give the taxable amount credited on at least one line",
  bill: "Choose the bill to settle",
  noInvoice: "There is no invoice to correct yet.",
} as const;

/** The folio's own address, with what was just done for its notice. */
export const folioPath = (reference: string, done?: FolioIntent) => `/admin/bookings/${reference}/folio${done ? `?done=${done}` : ""}`;

/** The printable page of an invoice or credit note; its PDF is this with `/pdf`. */
export const documentPath = (reference: string, id: number) => `/admin/bookings/${reference}/documents/${id}`;

/** The folio's balance as its header says it: what the guest owes, that nothing is owed, or what the hotel owes back. */
export function balanceWords(balancePaise: number): string {
  if (balancePaise > 0) return `Balance due ${formatRupees(balancePaise)}`;
  if (balancePaise < 0) return `Refund due ${formatRupees(-balancePaise)}`;
  return "Settled";
}

/** A line's whole GST rate from its two halves: 250 + 250 basis points is "GST 5%", 0 is "No GST". */
export function gstRateWords(cgstBasisPoints: number, sgstBasisPoints: number): string {
  const basisPoints = cgstBasisPoints + sgstBasisPoints;
  if (basisPoints === 0) return "No GST";
  return `GST ${basisPoints % 100 === 0 ? basisPoints / 100 : (basisPoints / 100).toFixed(2).replace(/0$/, "")}%`;
}
