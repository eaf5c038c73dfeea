/**
 * Credit notes (CGST rule 53; product-rules.md: The folio and the tax invoice): only against an
 * issued invoice, with a reason; each line at most what the invoice charged on it less earlier
 * credit notes; numbered in their own series; the folio's payable falls by the credit note's total
 * and the guest is refunded.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { rupeesInWords } from "~/domain/amount-in-words";
import { creditNoteMessages } from "~/domain/tax-document-builder";
import { checkOutAndInvoice } from "~/desk/folio/check-out.server";
import { creditNoteRefusals, issueCreditNote } from "~/desk/folio/credit-note.server";
import { recordPayment } from "~/desk/folio/folio-payments.server";
import { postCharge } from "~/desk/folio/folio-posting.server";
import { postDueRoomNights } from "~/desk/folio/room-night-posting.server";
import { noonAt } from "./desk-helpers";
import { base, documentOf, folioOf, seedStay } from "./folio-helpers";

const sep = (day: number) => `2031-09-${String(day).padStart(2, "0")}` as IsoDate;

/** A stay of one night at ₹4,500 with ₹1,000 of laundry, paid and checked out: invoice ₹4,725 + ₹1,180 = ₹5,905. */
async function invoicedStay(day: number) {
  const stay = await seedStay({ checkIn: sep(day), nights: 1 });
  const now = noonAt(sep(day + 1));
  await postCharge(env.DB, { ...base(stay.reference, noonAt(sep(day))), category: "laundry", description: "Laundry", quantity: 1, unitPaise: 100_000 });
  await postDueRoomNights(env.DB, stay.id, sep(day));
  await recordPayment(env.DB, { ...base(stay.reference, now), method: "upi", amountPaise: 590_500, refund: false, paymentReference: "", reason: "", company: "" });
  const outcome = await checkOutAndInvoice(env.DB, { ...base(stay.reference, now), company: null, note: "" }, async () => {});
  expect(outcome).toMatchObject({ ok: true });
  return { ...stay, now };
}

describe("credit notes", () => {
  it("are issued only against an invoice, with a reason", async () => {
    const open = await seedStay({ checkIn: sep(1), nights: 1 });
    const request = { ...base(open.reference, noonAt(sep(1))), lines: [{ line: 0, taxablePaise: 100 }], reason: "Overcharged" };
    expect(await issueCreditNote(env.DB, request)).toEqual({ ok: false, status: 409, message: creditNoteRefusals.noInvoice });
    expect(await issueCreditNote(env.DB, { ...request, reason: " " })).toMatchObject({ status: 400, fields: { reason: creditNoteRefusals.reason } });
    expect(await issueCreditNote(env.DB, { ...request, reference: "NOSUCH" })).toMatchObject({ status: 404 });
  });

  it("credit each line at most what the invoice charged less earlier credit notes, at the line's rate", async () => {
    const stay = await invoicedStay(3);
    const credit = (lines: { line: number; taxablePaise: number }[], requestKey?: string) =>
      issueCreditNote(env.DB, { ...base(stay.reference, stay.now, requestKey), lines, reason: "Laundry lost a shirt" });
    expect(await credit([])).toMatchObject({ status: 400, fields: { lines: creditNoteMessages.noLines } });
    expect(await credit([{ line: 2, taxablePaise: 100 }])).toMatchObject({ status: 400, fields: { credit_2: creditNoteMessages.noSuchLine } });
    expect(await credit([{ line: 1, taxablePaise: 0 }])).toMatchObject({ status: 400, fields: { credit_1: creditNoteMessages.amount } });
    expect(await credit([{ line: 1, taxablePaise: 100_001 }])).toMatchObject({ status: 400, fields: { credit_1: "At most ₹1,000 of this line is left to credit." } });
    expect(await credit([{ line: 1, taxablePaise: 100 }, { line: 1, taxablePaise: 100 }])).toMatchObject({ status: 400, fields: { credit_1: creditNoteMessages.twice } });
    const key = crypto.randomUUID();
    const first = await credit([{ line: 1, taxablePaise: 60_010 }], key);
    expect(first).toMatchObject({ ok: true, replayed: false });
    expect(await credit([{ line: 1, taxablePaise: 60_010 }], key)).toEqual({ ...first, replayed: true });
    const note = await documentOf(first.ok ? first.documentId : undefined);
    // ₹600.10 at 9% + 9%: 5,400.9 paise → 5,401 each; 60,010 + 10,802 = 70,812 → ₹708 with −₹0.12.
    expect(note.parsed.lines).toEqual([
      {
        description: "Laundry",
        code: "999712",
        quantity: 1,
        unitPaise: 60_010,
        taxablePaise: 60_010,
        cgstBasisPoints: 900,
        sgstBasisPoints: 900,
        cgstPaise: 5_401,
        sgstPaise: 5_401,
        totalPaise: 70_812,
        creditsInvoiceLine: 1,
      },
    ]);
    expect(note.parsed.totals).toEqual({ taxablePaise: 60_010, cgstPaise: 5_401, sgstPaise: 5_401, roundingPaise: -12, totalPaise: 70_800 });
    expect(note.parsed.totalInWords).toBe(rupeesInWords(70_800));
    expect([note.kind, note.reason, note.total_paise]).toEqual(["credit_note", "Laundry lost a shirt", 70_800]);
    const invoice = await env.DB.prepare("SELECT id, number, issue_date FROM tax_documents WHERE kind = 'invoice' AND booking_id = ?").bind(stay.id).first<{ id: number; number: string; issue_date: string }>();
    expect(note.invoice_id).toBe(invoice?.id);
    expect(note.parsed.corrects).toEqual({ number: invoice?.number, issueDate: invoice?.issue_date, reason: "Laundry lost a shirt" });
    // ₹1,000 less ₹600.10 leaves ₹399.90.
    expect(await credit([{ line: 1, taxablePaise: 39_991 }])).toMatchObject({ status: 400, fields: { credit_1: "At most ₹399.90 of this line is left to credit." } });
    expect(await credit([{ line: 1, taxablePaise: 39_990 }])).toMatchObject({ ok: true });
    expect(await credit([{ line: 1, taxablePaise: 1 }])).toMatchObject({ status: 400, fields: { credit_1: "At most ₹0 of this line is left to credit." } });
  });

  it("lower what the guest owes by their total, so the guest is refunded", async () => {
    const stay = await invoicedStay(6);
    await issueCreditNote(env.DB, { ...base(stay.reference, stay.now), lines: [{ line: 0, taxablePaise: 100_000 }], reason: "Room not cleaned" });
    // ₹1,000 of the night at 2.5% + 2.5%: ₹1,050. The invoice's ₹5,905 less ₹1,050 is ₹4,855, of which ₹5,905 was paid.
    const folio = await folioOf(stay.reference);
    expect(folio.totals).toMatchObject({ payablePaise: 485_500, paidPaise: 590_500, balancePaise: -105_000 });
    expect(folio.documents.map((doc) => doc.kind)).toEqual(["invoice", "credit_note"]);
    await recordPayment(env.DB, { ...base(stay.reference, stay.now), method: "upi", amountPaise: 105_000, refund: true, paymentReference: "", reason: "Credit note", company: "" });
    expect((await folioOf(stay.reference)).totals.balancePaise).toBe(0);
  });

  it("are numbered in their own series, consecutively", async () => {
    const stays = [await invoicedStay(9), await invoicedStay(12)];
    const numbers: string[] = [];
    for (const stay of stays) {
      const outcome = await issueCreditNote(env.DB, { ...base(stay.reference, stay.now), lines: [{ line: 1, taxablePaise: 100 }], reason: "Goodwill" });
      numbers.push((await documentOf(outcome.ok ? outcome.documentId : undefined)).number);
    }
    const { results } = await env.DB.prepare("SELECT number FROM tax_documents WHERE kind = 'credit_note' AND financial_year = '2031-32' ORDER BY sequence").all<{ number: string }>();
    expect(numbers).toEqual(results.slice(-2).map((row) => row.number));
    expect(results.map((row) => row.number)).toEqual(results.map((_, index) => `NRC/31-32/${String(index + 1).padStart(6, "0")}`));
    // The invoices' series is untouched by the credit notes.
    const invoices = await env.DB.prepare("SELECT number FROM tax_documents WHERE kind = 'invoice' AND financial_year = '2031-32' ORDER BY sequence").all<{ number: string }>();
    expect(invoices.results.map((row) => row.number)).toEqual(invoices.results.map((_, index) => `NRR/31-32/${String(index + 1).padStart(6, "0")}`));
  });
});
