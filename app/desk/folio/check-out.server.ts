/**
 * Check-out and the tax invoice (product-rules.md: The folio and the tax invoice): the nights due
 * are posted, the balance must be nothing (paid, billed to a company or written off; a refund given
 * when the hotel owes), and then in one batch the booking moves to checked out (the desk's move,
 * with its audit row and the rooms it frees) and the invoice is written. The invoice's sequence is
 * taken inside its INSERT, so check-outs at once get consecutive numbers and none twice; the batch
 * is refused if a line or payment arrived after the balance was read.
 */
import type { IsoDate } from "~/content/hotel";
import { rupeesInWords } from "~/domain/amount-in-words";
import { maxBillingAddressLength, maxCompanyNameLength } from "~/domain/billing-fields";
import { addDays, todayInHotel } from "~/domain/hotel-date";
import { gstinProblem, normaliseGstin } from "~/domain/gstin";
import { gstinMessagesEn } from "~/domain/gstin-field";
import { formatRupees } from "~/domain/money";
import { buildTaxDocument, invoiceLines } from "~/domain/tax-document-builder";
import { financialYearOf } from "~/domain/tax-document-number";
import type { TaxDocumentRecipient } from "~/domain/tax-document";
import { prepareMove, runMove } from "~/desk/bookings/booking-moves.server";
import type { MoveOutcome } from "~/desk/bookings/desk-services";
import { fieldsRefused, folioBookingOf, folioMessages, replayOfKey } from "./folio-booking.server";
import { readInvoiceSourceLines } from "./invoice-source.server";
import type { CheckOutRequest, FolioOutcome } from "./folio-services";
import { readFolio } from "./folio-store.server";
import { nightAuditStaff, postDueRoomNights } from "./room-night-posting.server";
import { recipientOf, stayParties, supplierNow } from "./tax-document-parties.server";
import { issueDocumentStatement } from "./tax-document-insert.server";

export const checkOutMessages = {
  owed: (amount: string) => `${amount} is still owed: take the payment, bill it to a company or write it off with a reason.`,
  refund: (amount: string) => `The hotel owes the guest ${amount}: refund ${amount} first.`,
  companyName: `Give the company's legal name in 1 to ${maxCompanyNameLength} characters.`,
  companyAddress: `Give the company's address in 1 to ${maxBillingAddressLength} characters.`,
  gstinRequired: "Give the company's GSTIN for a B2B invoice.",
} as const;

/** The company as typed at the counter, checked; null when none was given. */
function checkedCompany(company: CheckOutRequest["company"]): { company: TaxDocumentRecipient["company"] } | { fields: Record<string, string> } {
  if (!company) return { company: null };
  const legalName = company.legalName.trim();
  const gstin = normaliseGstin(company.gstin);
  const address = company.address.trim();
  if (legalName === "" && gstin === "" && address === "") return { company: null };
  const fields: Record<string, string> = {};
  if (legalName.length < 1 || legalName.length > maxCompanyNameLength) fields.company_name = checkOutMessages.companyName;
  if (gstin === "") fields.company_gstin = checkOutMessages.gstinRequired;
  else {
    const problem = gstinProblem(gstin);
    if (problem) fields.company_gstin = gstinMessagesEn[problem];
  }
  if (address.length < 1 || address.length > maxBillingAddressLength) fields.billing_address = checkOutMessages.companyAddress;
  return Object.keys(fields).length > 0 ? { fields } : { company: { legalName, gstin, address } };
}

function fromMove(outcome: MoveOutcome): FolioOutcome {
  return outcome.ok ? { ok: true, replayed: outcome.replayed } : { ok: false, status: outcome.status, message: outcome.message };
}

async function documentIdOf(db: D1Database, requestKey: string): Promise<number | undefined> {
  const row = await db.prepare("SELECT id FROM tax_documents WHERE request_key = ?").bind(requestKey).first<{ id: number }>();
  return row?.id;
}

export async function checkOutAndInvoice(
  db: D1Database,
  request: CheckOutRequest,
  afterCheckOut: (reference: string, documentId: number) => Promise<void>,
): Promise<FolioOutcome> {
  const checked = checkedCompany(request.company);
  if ("fields" in checked) return fieldsRefused(checked.fields);
  const booking = await folioBookingOf(db, request.reference);
  if (!booking) return { ok: false, status: 404, message: folioMessages.noBooking };
  const replay = await replayOfKey(db, "tax_documents", request.requestKey, booking.id);
  if (replay) return replay;
  const today = todayInHotel(request.now);
  // The nights slept, up to last night: the day of departure's night is not the guest's.
  await postDueRoomNights(db, booking.id, addDays(today, -1), nightAuditStaff, request.now);
  const move = { reference: request.reference, action: "check_out" as const, note: request.note.trim().slice(0, 500), requestKey: request.requestKey, staff: request.staff, now: request.now };
  const prepared = await prepareMove(db, move);
  if ("answer" in prepared) {
    const answer = fromMove(prepared.answer);
    return answer.ok ? { ...answer, documentId: await documentIdOf(db, request.requestKey) } : answer;
  }
  const folio = await readFolio(db, request.reference);
  if (!folio) return { ok: false, status: 404, message: folioMessages.noBooking };
  const balance = folio.totals.balancePaise;
  if (balance > 0) return { ok: false, status: 409, message: checkOutMessages.owed(formatRupees(balance)) };
  if (balance < 0) return { ok: false, status: 409, message: checkOutMessages.refund(formatRupees(-balance)) };

  const [source, parties] = await Promise.all([readInvoiceSourceLines(db, booking.id), stayParties(db, booking.id)]);
  // What the desk sent is the invoice's recipient: the form comes filled with the booking's billing
  // details, so fields cleared at the counter make an invoice to the guest alone (B2C).
  const company = checked.company;
  const financialYear = financialYearOf(today);
  const document = buildTaxDocument({
    kind: "invoice",
    number: "",
    financialYear,
    issueDate: today,
    supplier: supplierNow(),
    recipient: recipientOf(parties, company),
    bookingReference: request.reference,
    stay: { checkIn: parties.checkIn as IsoDate, checkOut: today, rooms: parties.rooms },
    lines: invoiceLines(source.lines),
    corrects: null,
    lang: parties.lang,
    issuedBy: request.staff.email,
    inWords: rupeesInWords,
  });
  const insert = issueDocumentStatement(db, {
    bookingId: booking.id,
    document,
    invoiceId: null,
    reason: "",
    issuedAt: request.now.toISOString(),
    requestKey: request.requestKey,
    guard: { lastLineId: source.lastLineId, lastPaymentId: source.lastPaymentId },
  });
  const outcome = await runMove(db, move, prepared.ready, [insert], async () => {
    const after = await readInvoiceSourceLines(db, booking.id);
    return after.lastLineId !== source.lastLineId || after.lastPaymentId !== source.lastPaymentId
      ? { ok: false, status: 409, message: folioMessages.changed }
      : null;
  });
  if (!outcome.ok) return fromMove(outcome);
  const documentId = await documentIdOf(db, request.requestKey);
  if (documentId === undefined) throw new Error("The invoice written with the check-out is missing");
  if (!outcome.replayed) await afterCheckOut(request.reference, documentId);
  return { ok: true, replayed: outcome.replayed, documentId };
}
