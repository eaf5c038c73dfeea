/**
 * The folio page's forms (product-rules.md: The folio and the tax invoice): each posted `intent`
 * read by its form's parser, then written by the folio store once per form, with the member of
 * staff. A form that is wrong or that the folio cannot take now comes back with its message and a
 * 4xx, its values kept; a form that did its work redirects back to the folio (POST/redirect/GET),
 * or after check-out to the new invoice's printable page.
 */
import { redirect, type RouterContextProvider } from "react-router";
import type { FormResult } from "~/domain/form-result";
import { ownedByUsOf } from "~/desk/desk-context.server";
import { incompleteForm, readDeskForm } from "~/desk/desk-form-post";
import { queueCheckOutMail } from "~/mail/messages/booking-checked-out.server";
import { checkOutAndInvoice } from "./check-out.server";
import { issueCreditNote } from "./credit-note.server";
import {
  parseAdjustmentForm,
  parseChargeForm,
  parseCheckOutForm,
  parseCompanyBillForm,
  parseCreditNoteForm,
  parsePaymentForm,
  parseRefundForm,
  parseVoidForm,
  parseWriteOffForm,
} from "./folio-forms";
import { documentPath, type FolioIntent, folioMessages, folioPath, isFolioIntent } from "./folio-messages";
import { recordPayment } from "./folio-payments.server";
import { postAdjustment, postCharge, voidLine } from "./folio-posting.server";
import type { FolioOutcome } from "./folio-services";
import { readFolio } from "./folio-store.server";
import { readTaxDocument } from "./tax-document-store.server";

/** The lines of the stay's invoice, for the credit-note form; none before the invoice. */
export async function invoiceOf(db: D1Database, reference: string) {
  const folio = await readFolio(db, reference);
  const summary = folio?.documents.find((document) => document.kind === "invoice");
  if (!folio || !summary) return { folio, invoice: null };
  const stored = await readTaxDocument(db, reference, summary.id);
  return { folio, invoice: stored ? { id: stored.id, number: stored.document.number, lines: stored.document.lines } : null };
}

export async function folioAction(context: Readonly<RouterContextProvider>, reference: string, request: Request) {
  const { staff, env, now } = ownedByUsOf(context, folioMessages.upstream);
  const { fields, intent, requestKey, refuse, incomplete } = await readDeskForm(request);
  if (incomplete) return incomplete;
  if (!isFolioIntent(intent)) return refuse("", { message: incompleteForm, status: 400 });
  const done: FolioIntent = intent;
  // A void names its line, so its refusal shows under that line and no other.
  const form = intent === "void" ? `void:${(fields.line_id ?? "").slice(0, 12)}` : intent;
  const base = { reference, requestKey, staff, now };
  const db = env.DB;

  /** The form's parse, then the store's write with what it means; a refusal of either comes back. */
  async function write<T>(parsed: FormResult<T>, store: (value: T) => Promise<FolioOutcome>) {
    if (!parsed.ok) return refuse(form, { message: folioMessages.checkFields, fields: parsed.fields, status: 400 });
    const outcome = await store(parsed.value);
    if (!outcome.ok) return refuse(form, { message: outcome.message, fields: outcome.fields, status: outcome.status });
    if (done === "check_out" && outcome.documentId !== undefined) return redirect(`${documentPath(reference, outcome.documentId)}?done=check_out`, 303);
    return redirect(folioPath(reference, done), 303);
  }

  const payment = { paymentReference: "", reason: "", company: "", refund: false };
  switch (intent) {
    case "charge":
      return write(parseChargeForm(fields), (value) => postCharge(db, { ...base, ...value }));
    case "adjustment":
      return write(parseAdjustmentForm(fields), (value) => postAdjustment(db, { ...base, ...value }));
    case "void":
      return write(parseVoidForm(fields), (value) => voidLine(db, { ...base, ...value }));
    case "payment":
      return write(parsePaymentForm(fields), (value) => recordPayment(db, { ...base, ...payment, ...value }));
    case "refund":
      return write(parseRefundForm(fields), (value) => recordPayment(db, { ...base, ...payment, ...value, refund: true }));
    case "company":
      return write(parseCompanyBillForm(fields), (value) => recordPayment(db, { ...base, ...payment, ...value, method: "bill_to_company" }));
    case "write_off":
      return write(parseWriteOffForm(fields), (value) => recordPayment(db, { ...base, ...payment, ...value, method: "write_off" }));
    case "check_out": {
      // The guest's e-mail with the invoice's PDF goes through the outbox; its failure never undoes the check-out.
      const mail = { db, queue: env.DELIVERY_QUEUE };
      const afterCheckOut = async (booking: string, documentId: number) => {
        await queueCheckOutMail(mail, booking, documentId);
      };
      return write(parseCheckOutForm(fields), (value) => checkOutAndInvoice(db, { ...base, ...value, note: "" }, afterCheckOut));
    }
    case "credit_note": {
      const { invoice } = await invoiceOf(db, reference);
      if (!invoice) return refuse(form, { message: folioMessages.noInvoice, status: 409 });
      return write(parseCreditNoteForm(fields, invoice.lines), (value) => issueCreditNote(db, { ...base, ...value }));
    }
  }
}
