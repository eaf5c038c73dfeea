import type { IsoDate } from "~/content/hotel";
import type { BookingStatus } from "~/domain/booking-status";
import type { ChargeCategoryKey, FolioLineKind, PaymentMethod } from "~/domain/folio";
import type { TaxDocumentKind, TaxDocumentLine } from "~/domain/tax-document";
import type { StaffIdentity } from "../bookings/desk-services";

/**
 * A stay's folio as the desk's pages show it (product-rules.md: The folio and the tax invoice):
 * what the folio store (app/desk/folio/folio-store.server.ts) answers with, kept apart from it so
 * the pages can import these types without the server code.
 */

/** A posted line: its description, code, quantity and amounts are those an issued document's line carries. */
export interface FolioLineView extends Omit<TaxDocumentLine, "creditsInvoiceLine"> {
  id: number;
  kind: FolioLineKind;
  category: ChargeCategoryKey;
  /** The night a room-night or extra-guest line is for. */
  night: IsoDate | null;
  /** The room number the night was spent in, when the stay had one. */
  roomNumber: string | null;
  /** The line this void reverses. */
  voidsLineId: number | null;
  /** Reversed by a later void line: shown struck through, and cannot be voided again. */
  voided: boolean;
  reason: string;
  postedBy: string;
  postedAt: string;
}

export interface FolioPaymentView {
  id: number;
  method: PaymentMethod;
  /** Negative for a refund. */
  amountPaise: number;
  reference: string;
  reason: string;
  company: string;
  /** For a bill to a company: what the company has paid of it so far. */
  settledPaise: number;
  recordedBy: string;
  recordedAt: string;
}

export interface FolioDocumentView {
  id: number;
  kind: TaxDocumentKind;
  number: string;
  issueDate: IsoDate;
  totalPaise: number;
  recipientGstin: string;
}

export interface FolioTotalsView {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** Every line's total added up, to the paisa. */
  chargesPaise: number;
  /** What brings the charges to a whole rupee. */
  roundingPaise: number;
  /** The charges rounded to the rupee, less any credit notes: what the guest owes in all. */
  payablePaise: number;
  /** Payments less refunds, bills to a company and write-offs included. */
  paidPaise: number;
  /** payable − paid: positive while the guest owes, negative when the hotel owes a refund. */
  balancePaise: number;
}

export interface FolioView {
  reference: string;
  status: BookingStatus;
  guestName: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** The tax invoice's details the guest gave when booking: "" when not given. */
  billing: { company: string; gstin: string; address: string };
  /** The guest's address from the register (check-in), "" before. */
  guestAddress: string;
  lines: FolioLineView[];
  payments: FolioPaymentView[];
  documents: FolioDocumentView[];
  totals: FolioTotalsView;
  /** No invoice yet: charges, discounts and voids may still be posted. */
  open: boolean;
  /** Checked in: the stay can be checked out here once the balance is settled. */
  canCheckOut: boolean;
}

interface FolioRequestBase {
  /** The booking's reference. */
  reference: string;
  /** The form's one-time key: the same submission twice writes once. */
  requestKey: string;
  staff: StaffIdentity;
  now: Date;
}

/** A charge from the catalogue: restaurant, room service, laundry, spa, transfer, extra bed, other. */
export interface PostChargeRequest extends FolioRequestBase {
  category: ChargeCategoryKey;
  description: string;
  quantity: number;
  /** Price of one before tax, in paise, > 0. */
  unitPaise: number;
}

/** Money taken off, taxed at the rate of the category it reduces, with a reason. */
export interface PostAdjustmentRequest extends FolioRequestBase {
  kind: "discount" | "correction";
  category: ChargeCategoryKey;
  description: string;
  /** The taxable amount taken off, in paise, > 0 (posted as a negative line). */
  amountPaise: number;
  reason: string;
}

export interface VoidLineRequest extends FolioRequestBase {
  lineId: number;
  reason: string;
}

export interface RecordPaymentRequest extends FolioRequestBase {
  method: PaymentMethod;
  /** > 0; a refund is recorded as its negative. */
  amountPaise: number;
  refund: boolean;
  /** A transaction's or cheque's reference; "" when none. */
  paymentReference: string;
  /** Required for a refund and a write-off. */
  reason: string;
  /** Required for a bill to a company. */
  company: string;
}

export interface SettleCompanyBillRequest extends FolioRequestBase {
  paymentId: number;
  method: Exclude<PaymentMethod, "bill_to_company" | "write_off">;
  amountPaise: number;
  paymentReference: string;
}

/**
 * Check out and issue the tax invoice: refused while a balance remains. `company` is the invoice's
 * recipient company as the desk sent it (its form is filled with the booking's billing details);
 * null, or every field blank, makes an invoice to the guest alone (B2C).
 */
export interface CheckOutRequest extends FolioRequestBase {
  company: { legalName: string; gstin: string; address: string } | null;
  note: string;
}

/** A credit note against the stay's invoice: taxable value taken off at each chosen line's rate. */
export interface IssueCreditNoteRequest extends FolioRequestBase {
  /** Index into the invoice's lines and the taxable paise credited on it (> 0, at most the line's). */
  lines: { line: number; taxablePaise: number }[];
  reason: string;
}

export type FolioOutcome =
  | { ok: true; replayed: boolean; documentId?: number }
  /**
   * 400: a field is wrong (`fields` names each); 404: no such booking or line; 409: the folio or
   * booking is not in a state for it (closed by its invoice, balance not settled, already voided).
   */
  | { ok: false; status: 400 | 404 | 409 | 422; message: string; fields?: Record<string, string> };

/** An amount billed to a company and not yet fully settled, for the desk's list of what companies owe. */
export interface CompanyBillRow {
  paymentId: number;
  reference: string;
  guestName: string;
  company: string;
  amountPaise: number;
  settledPaise: number;
  recordedAt: string;
}
