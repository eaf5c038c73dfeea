/**
 * The folio page's forms read from their posted fields (product-rules.md: The folio and the tax
 * invoice): amounts typed in rupees as staff write them ("1,250.50", "₹4,250") become integer
 * paise, and every refusal names its field with the message shown beside it. Pure, so the page
 * and its tests read a form the same way; the store checks the folio itself (its balance, its
 * lines) afterwards.
 */
import { z } from "zod";
import { billingCheck, billingFields, billingMessagesEn, billingOf } from "~/domain/billing-fields";
import { folioLimits as limits } from "~/domain/folio";
import { type FormResult, ownFieldsResult } from "~/domain/form-result";
import { formatRupees } from "~/domain/money";
import { optionalLine, requiredLine } from "~/domain/schema-fields";
import {
  adjustableCategories,
  adjustmentKindWords,
  type CounterMethod,
  counterMethods,
  folioMessages as m,
  type PostableCategory,
  postableCategories,
} from "./folio-messages";
import type { FolioView } from "./folio-services";

/** The most one amount on the folio may be, as the store holds it: a digit typed too many is caught. */
export const maxAmountPaise = limits.maxAmountPaise;
export const maxQuantity = limits.maxQuantity;
export const folioLimits = { description: limits.descriptionLength, reason: limits.reasonLength, reference: limits.referenceLength, company: limits.companyLength } as const;

export type RupeesProblem = "required" | "format" | "paise" | "zero" | "tooLarge";

const problemWords: Record<RupeesProblem, string> = {
  required: m.amountRequired,
  format: m.amountFormat,
  paise: m.amountPaise,
  zero: m.amountZero,
  tooLarge: m.amountTooLarge,
};

/**
 * Rupees as typed, in paise: "1,250.50" is 125050, "₹ 4,250" is 425000, "99.5" is 9950. Commas,
 * spaces and the rupee sign are ignored; more than two digits of paise, a sign, or anything else is
 * a problem, never a rounded guess.
 */
export function parseRupees(typed: string): { ok: true; paise: number } | { ok: false; problem: RupeesProblem } {
  const text = typed.replace(/[₹,\s]/g, "");
  if (text === "") return { ok: false, problem: "required" };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return { ok: false, problem: "format" };
  const [, whole, fraction = ""] = match;
  if (fraction.length > 2) return { ok: false, problem: "paise" };
  // Too many digits for a safe integer is simply too large.
  if (whole.replace(/^0+/, "").length > 9) return { ok: false, problem: "tooLarge" };
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (paise === 0) return { ok: false, problem: "zero" };
  if (paise > maxAmountPaise) return { ok: false, problem: "tooLarge" };
  return { ok: true, paise };
}

/** Paise as the amount fields show them, for prefilling one: "4,250" or "6,299.10". */
export function rupeesFieldValue(paise: number): string {
  return paise > 0 ? formatRupees(paise).replace("₹", "") : "";
}

/** An amount field: its rupees in paise, or the message of what is wrong with them. */
const rupeesField = () =>
  z.string().transform((typed, ctx) => {
    const parsed = parseRupees(typed);
    if (parsed.ok) return parsed.paise;
    ctx.addIssue({ code: "custom", message: problemWords[parsed.problem] });
    return z.NEVER;
  });

/** One of `choices`, or `message` for a blank or unknown choice. */
const choiceField = <T extends string>(choices: readonly T[], message: string) =>
  z.string().refine((value): value is T => (choices as readonly string[]).includes(value), { error: message }).transform((value) => value as T);

const description = () => requiredLine(m.description, m.descriptionLabel, folioLimits.description);
const reason = () => requiredLine(m.reason, m.reasonLabel, folioLimits.reason);
const paymentReference = () => optionalLine(m.referenceLabel, folioLimits.reference);

const positiveId = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number);

const chargeSchema = z.object({
  category: choiceField(postableCategories, m.category),
  description: description(),
  quantity: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, m.quantity)
    .transform(Number)
    .refine((value) => value >= 1 && value <= maxQuantity, { error: m.quantity }),
  unit_price: rupeesField(),
});

export interface ChargeInput {
  category: PostableCategory;
  description: string;
  quantity: number;
  unitPaise: number;
}

/** "Post a charge": a catalogue category, what it was, how many and the price of one before tax. */
export function parseChargeForm(fields: Record<string, string>): FormResult<ChargeInput> {
  return ownFieldsResult(chargeSchema, fields, (form) => ({
    category: form.category,
    description: form.description,
    quantity: form.quantity,
    unitPaise: form.unit_price,
  }));
}

const adjustmentSchema = z.object({
  kind: choiceField(Object.keys(adjustmentKindWords) as (keyof typeof adjustmentKindWords)[], m.kind),
  category: choiceField(adjustableCategories, m.category),
  description: description(),
  amount: rupeesField(),
  reason: reason(),
});

export interface AdjustmentInput {
  kind: keyof typeof adjustmentKindWords;
  category: (typeof adjustableCategories)[number];
  description: string;
  amountPaise: number;
  reason: string;
}

/** "Discount or correction": the taxable amount taken off a kind of charge, and why. */
export function parseAdjustmentForm(fields: Record<string, string>): FormResult<AdjustmentInput> {
  return ownFieldsResult(adjustmentSchema, fields, (form) => ({
    kind: form.kind,
    category: form.category,
    description: form.description,
    amountPaise: form.amount,
    reason: form.reason,
  }));
}

const voidSchema = z.object({ line_id: positiveId(m.line), reason: reason() });

/** "Void" on a line: which line, and why it is reversed. */
export function parseVoidForm(fields: Record<string, string>): FormResult<{ lineId: number; reason: string }> {
  return ownFieldsResult(voidSchema, fields, (form) => ({ lineId: form.line_id, reason: form.reason }));
}

const paymentSchema = z.object({ method: choiceField(counterMethods, m.method), amount: rupeesField(), reference: paymentReference() });

export interface PaymentInput {
  method: CounterMethod;
  amountPaise: number;
  paymentReference: string;
}

/** "Take a payment": how, how much and the transaction's reference when there is one. */
export function parsePaymentForm(fields: Record<string, string>): FormResult<PaymentInput> {
  return ownFieldsResult(paymentSchema, fields, (form) => ({ method: form.method, amountPaise: form.amount, paymentReference: form.reference }));
}

const refundSchema = z.object({ method: choiceField(counterMethods, m.refundMethod), amount: rupeesField(), reason: reason() });

/** "Refund": how the money was given back, how much, and why. */
export function parseRefundForm(fields: Record<string, string>): FormResult<{ method: CounterMethod; amountPaise: number; reason: string }> {
  return ownFieldsResult(refundSchema, fields, (form) => ({ method: form.method, amountPaise: form.amount, reason: form.reason }));
}

const companySchema = z.object({ company: requiredLine(m.company, m.companyLabel, folioLimits.company), amount: rupeesField() });

/** "Bill to company": the company that will settle the amount later. */
export function parseCompanyBillForm(fields: Record<string, string>): FormResult<{ company: string; amountPaise: number }> {
  return ownFieldsResult(companySchema, fields, (form) => ({ company: form.company, amountPaise: form.amount }));
}

const writeOffSchema = z.object({ amount: rupeesField(), reason: reason() });

/** "Write off": an amount the hotel will not collect, and why. */
export function parseWriteOffForm(fields: Record<string, string>): FormResult<{ amountPaise: number; reason: string }> {
  return ownFieldsResult(writeOffSchema, fields, (form) => ({ amountPaise: form.amount, reason: form.reason }));
}

const settleSchema = z.object({
  payment_id: positiveId(m.bill),
  method: choiceField(counterMethods, m.method),
  amount: rupeesField(),
  reference: paymentReference(),
});

/** A company's settlement of a bill: which bill, how it paid, how much and its reference. */
export function parseSettleForm(fields: Record<string, string>): FormResult<{ paymentId: number } & PaymentInput> {
  return ownFieldsResult(settleSchema, fields, (form) => ({
    paymentId: form.payment_id,
    method: form.method,
    amountPaise: form.amount,
    paymentReference: form.reference,
  }));
}

const checkOutSchema = z.object(billingFields(billingMessagesEn)).check(billingCheck(billingMessagesEn));

export interface CheckOutInput {
  company: { legalName: string; gstin: string; address: string } | null;
}

/**
 * "Check out and issue invoice": the invoice's company, as the booking form takes it (a GSTIN with
 * the booking form's messages, and the company it is registered to); all blank is a B2C invoice.
 */
export function parseCheckOutForm(fields: Record<string, string>): FormResult<CheckOutInput> {
  return ownFieldsResult(checkOutSchema, fields, (form) => {
    const billing = billingOf(form);
    return { company: billing ? { legalName: billing.company, gstin: billing.gstin, address: billing.address } : null };
  });
}

/** The field of an invoice line's credited taxable amount, by the line's place on the invoice. */
export const creditField = (line: number) => `credit_${line}`;

export interface CreditNoteInput {
  lines: { line: number; taxablePaise: number }[];
  reason: string;
}

/**
 * "Issue a credit note": the taxable amount credited on each invoice line chosen (a blank line is
 * not credited), each at most the line's own taxable value, and why.
 */
export function parseCreditNoteForm(fields: Record<string, string>, invoiceLines: readonly { taxablePaise: number }[]): FormResult<CreditNoteInput> {
  const errors: Record<string, string> = {};
  const lines: CreditNoteInput["lines"] = [];
  invoiceLines.forEach((invoiceLine, line) => {
    const typed = (fields[creditField(line)] ?? "").trim();
    if (typed === "") return;
    const parsed = parseRupees(typed);
    if (!parsed.ok) errors[creditField(line)] = problemWords[parsed.problem];
    else if (parsed.paise > invoiceLine.taxablePaise) errors[creditField(line)] = m.creditLine.replace("{max}", formatRupees(Math.max(invoiceLine.taxablePaise, 0)));
    else lines.push({ line, taxablePaise: parsed.paise });
  });
  if (lines.length === 0 && Object.keys(errors).length === 0) errors.lines = m.creditNone;
  const why = reason().safeParse(fields.reason ?? "");
  if (!why.success) errors.reason = why.error.issues[0]?.message ?? m.reason;
  if (Object.keys(errors).length > 0 || !why.success) return { ok: false, fields: errors };
  return { ok: true, value: { lines, reason: why.data } };
}

/**
 * Which of the folio page's forms the stay can take now: charges, discounts and voids while the
 * guest is in and no invoice is issued; payments from confirmation (an advance) until the
 * invoice; after it, only what puts the balance right (a refund after a credit note, say).
 */
export function folioForms(folio: Pick<FolioView, "status" | "open" | "canCheckOut" | "totals">) {
  const inHouse = folio.status === "checked_in";
  const { balancePaise, paidPaise } = folio.totals;
  const takesMoney = folio.open ? inHouse || folio.status === "confirmed" : folio.status === "checked_out";
  return {
    post: folio.open && inHouse,
    payment: takesMoney && (folio.open || balancePaise > 0),
    refund: takesMoney && (balancePaise < 0 || (folio.open && paidPaise > 0)),
    /** Bill to company and write off: a balance the guest leaves without paying. */
    settleElsewhere: takesMoney && balancePaise > 0 && (inHouse || !folio.open),
    checkOut: folio.canCheckOut,
    creditNote: !folio.open,
  };
}
