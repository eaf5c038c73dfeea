/**
 * Check-out and the tax invoice (product-rules.md: The folio and the tax invoice): refused while a
 * balance remains either way; the nights slept posted first (an early departure pays only those);
 * the company checked (legal name, GSTIN, address); one invoice per stay, its number consecutive in
 * its financial year under check-outs at once and starting again on 1 April; the document as
 * issued (lines grouped by room and rate, the rounding line, the parties); nothing posted after it,
 * nothing in it ever changed; and the desk's plain Check out sent to the folio page.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { type IsoDate, hotel } from "~/content/hotel";
import { rupeesInWords } from "~/domain/amount-in-words";
import { gstinCheckCharacter } from "~/domain/gstin";
import { gstinMessagesEn } from "~/domain/gstin-field";
import { checkOutElsewhere, moveBooking } from "~/desk/bookings/booking-moves.server";
import { checkOutAndInvoice, checkOutMessages } from "~/desk/folio/check-out.server";
import { folioMessages } from "~/desk/folio/folio-booking.server";
import { recordPayment } from "~/desk/folio/folio-payments.server";
import { postAdjustment, postCharge, voidLine } from "~/desk/folio/folio-posting.server";
import type { CheckOutRequest } from "~/desk/folio/folio-services";
import { postDueRoomNights } from "~/desk/folio/room-night-posting.server";
import { issueDocumentStatement } from "~/desk/folio/tax-document-insert.server";
import { supplierNow } from "~/desk/folio/tax-document-parties.server";
import { buildTaxDocument } from "~/domain/tax-document-builder";
import { addDays, todayInHotel } from "~/domain/hotel-date";
import { fieldsRefused, noonAt, reception } from "./desk-helpers";
import { base, documentOf, folioOf, seedStay } from "./folio-helpers";

const aug = (day: number) => `2027-08-${String(day).padStart(2, "0")}` as IsoDate;

/** A valid GSTIN of a company in Madhya Pradesh. */
const companyGstin = `23AAACN1234C1Z${gstinCheckCharacter("23AAACN1234C1Z")}`;

/** Posts the nights slept by `now` (as the check-out will) and pays what is then owed. */
async function settleStay(stay: { id: number; reference: string }, now: Date) {
  await postDueRoomNights(env.DB, stay.id, addDays(todayInHotel(now), -1));
  await settle(stay.reference, now);
}

/** Pays exactly what is owed by UPI (or refunds what the hotel owes in cash). */
async function settle(reference: string, now: Date) {
  const balance = (await folioOf(reference)).totals.balancePaise;
  if (balance === 0) return;
  const outcome = await recordPayment(env.DB, {
    ...base(reference, now),
    method: balance > 0 ? "upi" : "cash",
    amountPaise: Math.abs(balance),
    refund: balance < 0,
    paymentReference: "",
    reason: balance < 0 ? "Change given back" : "",
    company: "",
  });
  expect(outcome.ok).toBe(true);
}

function checkOut(reference: string, now: Date, extra: Partial<CheckOutRequest> = {}, after = vi.fn(async () => {})) {
  return checkOutAndInvoice(env.DB, { ...base(reference, now), company: null, note: "", ...extra }, after);
}

describe("check-out", () => {
  it("is refused while the guest owes or is owed, and then issues the invoice once", async () => {
    const stay = await seedStay({ checkIn: aug(1), nights: 2, registeredAddress: "12 MG Road, Indore" });
    const leaving = noonAt(aug(3));
    // Two nights at ₹4,500 + 5%: ₹4,725 each, ₹9,450 owed (posted by the check-out itself).
    expect(await checkOut(stay.reference, leaving)).toEqual({ ok: false, status: 409, message: checkOutMessages.owed("₹9,450") });
    expect(checkOutMessages.owed("₹9,450")).toBe("₹9,450 is still owed: take the payment, bill it to a company or write it off with a reason.");
    await recordPayment(env.DB, { ...base(stay.reference, leaving), method: "cash", amountPaise: 1_000_000, refund: false, paymentReference: "", reason: "", company: "" });
    expect(await checkOut(stay.reference, leaving)).toEqual({ ok: false, status: 409, message: "The hotel owes the guest ₹550: refund ₹550 first." });
    expect((await folioOf(stay.reference)).status).toBe("checked_in");
    await settle(stay.reference, leaving);
    const after = vi.fn(async () => {});
    const key = crypto.randomUUID();
    const outcome = await checkOut(stay.reference, leaving, { requestKey: key }, after);
    expect(outcome).toMatchObject({ ok: true, replayed: false });
    const documentId = outcome.ok ? outcome.documentId : undefined;
    expect(after).toHaveBeenCalledExactlyOnceWith(stay.reference, documentId);
    // The same form again answers the same invoice and tells no one twice.
    const again = vi.fn(async () => {});
    expect(await checkOut(stay.reference, leaving, { requestKey: key }, again)).toEqual({ ok: true, replayed: true, documentId });
    expect(again).not.toHaveBeenCalled();
    const folio = await folioOf(stay.reference);
    expect(folio).toMatchObject({ status: "checked_out", open: false, canCheckOut: false });
    expect(folio.documents).toEqual([expect.objectContaining({ id: documentId, kind: "invoice", totalPaise: 945_000, recipientGstin: "" })]);
    const issued = await documentOf(documentId);
    expect(issued.parsed).toMatchObject({
      kind: "invoice",
      number: issued.number,
      financialYear: "2027-28",
      issueDate: aug(3),
      supplier: { legalName: hotel.legal.name || hotel.name, tradeName: hotel.name, gstin: hotel.legal.gstin, stateCode: "23" },
      recipient: { guestName: "Asha Verma", guestAddress: "12 MG Road, Indore", company: null },
      placeOfSupply: { stateName: "Madhya Pradesh", stateCode: "23" },
      reverseCharge: false,
      bookingReference: stay.reference,
      lines: [
        {
          description: "Deluxe Room · 2 nights from 1 Aug 2027",
          code: "996311",
          quantity: 2,
          unitPaise: 450_000,
          taxablePaise: 900_000,
          cgstBasisPoints: 250,
          sgstBasisPoints: 250,
          cgstPaise: 22_500,
          sgstPaise: 22_500,
          totalPaise: 945_000,
        },
      ],
      rates: [{ code: "996311", cgstBasisPoints: 250, sgstBasisPoints: 250, taxablePaise: 900_000, cgstPaise: 22_500, sgstPaise: 22_500 }],
      totals: { taxablePaise: 900_000, cgstPaise: 22_500, sgstPaise: 22_500, roundingPaise: 0, totalPaise: 945_000 },
      totalInWords: rupeesInWords(945_000),
      corrects: null,
      lang: "en",
      issuedBy: reception.email,
    });
    expect(issued.number).toMatch(/^NRR\/27-28\/\d{6}$/);
    expect(issued.number).toHaveLength(16);
  });

  it("rounds the invoice to the rupee with a rounding line, leaves voided pairs out, and keeps discounts", async () => {
    const stay = await seedStay({ checkIn: aug(5), nights: 1, billing: { company: "", gstin: "", address: "Flat 3, Bhopal" } });
    const now = noonAt(aug(6));
    const charge = (description: string, unitPaise: number) =>
      postCharge(env.DB, { ...base(stay.reference, noonAt(aug(5))), category: "restaurant", description, quantity: 1, unitPaise });
    await charge("Chai", 70);
    await charge("Wrong bill", 50_000);
    const wrong = (await folioOf(stay.reference)).lines.find((line) => line.description === "Wrong bill");
    await voidLine(env.DB, { ...base(stay.reference, now), lineId: wrong?.id ?? 0, reason: "Another guest's" });
    await postAdjustment(env.DB, { ...base(stay.reference, now), kind: "discount", category: "restaurant", description: "Chai on us", amountPaise: 20, reason: "Welcome" });
    await settleStay(stay, now);
    const outcome = await checkOut(stay.reference, now);
    const issued = await documentOf(outcome.ok ? outcome.documentId : undefined);
    // Night ₹4,500 → ₹4,725. Chai ₹0.70: 2.5% = 1.75 paise → 2 each, ₹0.74. Discount −₹0.20: −0.5 → −1 each, −₹0.22.
    // 472,500 + 74 − 22 = 472,552 paise: ₹4,725.52 rounds up to ₹4,726 with +₹0.48.
    expect(issued.parsed.lines.map((line) => [line.description, line.taxablePaise, line.cgstPaise, line.totalPaise])).toEqual([
      ["Deluxe Room · night of 5 Aug 2027", 450_000, 11_250, 472_500],
      ["Chai", 70, 2, 74],
      ["Chai on us", -20, -1, -22],
    ]);
    expect(issued.parsed.totals).toEqual({ taxablePaise: 450_050, cgstPaise: 11_251, sgstPaise: 11_251, roundingPaise: 48, totalPaise: 472_600 });
    expect([issued.rounding_paise, issued.total_paise]).toEqual([48, 472_600]);
    // No registration: the booking's billing address is the guest's.
    expect(issued.parsed.recipient.guestAddress).toBe("Flat 3, Bhopal");
    expect((await folioOf(stay.reference)).totals).toMatchObject({ payablePaise: 472_600, balancePaise: 0 });
  });

  it("charges only the nights slept when the guest leaves early, and frees the rest", async () => {
    const stay = await seedStay({ checkIn: aug(8), nights: 3 });
    const now = noonAt(aug(9));
    await settle(stay.reference, now);
    expect((await folioOf(stay.reference)).totals.payablePaise).toBe(0);
    // Nothing was posted yet; the check-out posts last night (8 Aug) and asks for it.
    expect(await checkOut(stay.reference, now)).toEqual({ ok: false, status: 409, message: checkOutMessages.owed("₹4,725") });
    await settle(stay.reference, now);
    expect((await checkOut(stay.reference, now)).ok).toBe(true);
    const folio = await folioOf(stay.reference);
    expect(folio.lines.map((line) => line.night)).toEqual([aug(8)]);
    const room = await env.DB.prepare("SELECT released_from FROM booking_rooms WHERE id = ?").bind(stay.roomIds[0]).first<{ released_from: string }>();
    expect(room?.released_from).toBe(aug(9));
  });

  it("checks the company given at the counter and issues a B2B invoice; none given is a B2C invoice", async () => {
    const stay = await seedStay({ checkIn: aug(11), nights: 1 });
    const now = noonAt(aug(12));
    await settleStay(stay, now);
    const company = (legalName: string, gstin: string, address: string) => checkOut(stay.reference, now, { company: { legalName, gstin, address } });
    expect(await company("", "23AAACN1234C1Z", "")).toEqual(fieldsRefused({ company_name: checkOutMessages.companyName, company_gstin: gstinMessagesEn.length, billing_address: checkOutMessages.companyAddress }));
    expect(await company("Acme", "", "Indore")).toMatchObject({ status: 400, fields: { company_gstin: checkOutMessages.gstinRequired } });
    expect(await company("Acme", "45AAACN1234C1Z5", "Indore")).toMatchObject({ status: 400, fields: { company_gstin: gstinMessagesEn.state } });
    const wrongCheck = `23AAACN1234C1Z${companyGstin.endsWith("A") ? "B" : "A"}`;
    expect(await company("Acme", wrongCheck, "Indore")).toMatchObject({ status: 400, fields: { company_gstin: gstinMessagesEn.checksum } });
    expect(await company("x".repeat(121), companyGstin, "x".repeat(301))).toMatchObject({
      status: 400,
      fields: { company_name: checkOutMessages.companyName, billing_address: checkOutMessages.companyAddress },
    });
    expect((await folioOf(stay.reference)).status).toBe("checked_in");
    const outcome = await company(" Narmada Traders Pvt Ltd ", companyGstin.toLowerCase().replace("23", "23 "), "4 Rajwada, Indore");
    const issued = await documentOf(outcome.ok ? outcome.documentId : undefined);
    expect(issued.recipient_gstin).toBe(companyGstin);
    expect(issued.parsed.recipient.company).toEqual({ legalName: "Narmada Traders Pvt Ltd", gstin: companyGstin, address: "4 Rajwada, Indore" });

    // The booking's billing details fill the form; cleared at the counter, the invoice is the guest's alone.
    const billed = await seedStay({ checkIn: aug(11), nights: 1, billing: { company: "Acme Tours", gstin: companyGstin, address: "Vijay Nagar, Indore" } });
    await settleStay(billed, now);
    const cleared = await checkOut(billed.reference, now);
    const b2c = await documentOf(cleared.ok ? cleared.documentId : undefined);
    expect(b2c.parsed.recipient.company).toBeNull();
    expect(b2c.recipient_gstin).toBe("");
  });

  it("closes the folio: no charge, discount or void after the invoice, and the invoice never changes", async () => {
    const stay = await seedStay({ checkIn: aug(14), nights: 1 });
    const now = noonAt(aug(15));
    await settleStay(stay, now);
    expect(await checkOut(stay.reference, now)).toMatchObject({ ok: true });
    const [night] = (await folioOf(stay.reference)).lines;
    const closed = { ok: false, status: 409, message: folioMessages.invoiced };
    expect(folioMessages.invoiced).toBe("The invoice has been issued; correct it with a credit note.");
    expect(await voidLine(env.DB, { ...base(stay.reference, now), lineId: night?.id ?? 0, reason: "Late" })).toEqual(closed);
    expect(await postAdjustment(env.DB, { ...base(stay.reference, now), kind: "correction", category: "room", description: "x", amountPaise: 1, reason: "x" })).toEqual(closed);
    expect(await postCharge(env.DB, { ...base(stay.reference, now), category: "spa", description: "Massage", quantity: 1, unitPaise: 100 })).toEqual(closed);
    await expect(env.DB.prepare("UPDATE tax_documents SET total_paise = 0 WHERE booking_id = ?").bind(stay.id).run()).rejects.toThrow(/never changes/);
    await expect(env.DB.prepare("DELETE FROM tax_documents WHERE booking_id = ?").bind(stay.id).run()).rejects.toThrow(/never removed/);
  });

  it("refuses an invoice whose folio changed after its figures were read", async () => {
    const stay = await seedStay({ checkIn: aug(17), nights: 1 });
    const document = buildTaxDocument({
      kind: "invoice",
      number: "",
      financialYear: "2027-28",
      issueDate: aug(17),
      supplier: supplierNow(),
      recipient: { guestName: "Asha Verma", guestAddress: "", company: null },
      bookingReference: stay.reference,
      stay: { checkIn: aug(17), checkOut: aug(18), rooms: [] },
      lines: [],
      corrects: null,
      lang: "en",
      issuedBy: reception.email,
      inWords: rupeesInWords,
    });
    const stale = issueDocumentStatement(env.DB, {
      bookingId: stay.id,
      document,
      invoiceId: null,
      reason: "",
      issuedAt: noonAt(aug(17)).toISOString(),
      requestKey: crypto.randomUUID(),
      guard: { lastLineId: -1, lastPaymentId: 0 },
    });
    await expect(stale.run()).rejects.toThrow(/NOT NULL/);
  });
});

describe("the invoice's number", () => {
  it("is consecutive under check-outs at once, none twice and none missing", async () => {
    const day = "2030-06-10" as IsoDate;
    const stays = await Promise.all(Array.from({ length: 6 }, () => seedStay({ checkIn: day, nights: 1 })));
    const now = noonAt("2030-06-11" as IsoDate);
    for (const stay of stays) {
      await postCharge(env.DB, { ...base(stay.reference, noonAt(day)), category: "laundry", description: "Laundry", quantity: 1, unitPaise: 10_000 });
    }
    // Nights are posted by each check-out: pay what each will owe (₹4,725 + ₹118).
    for (const stay of stays) {
      await recordPayment(env.DB, { ...base(stay.reference, now), method: "card", amountPaise: 484_300, refund: false, paymentReference: "", reason: "", company: "" });
    }
    const outcomes = await Promise.all(stays.map((stay) => checkOut(stay.reference, now)));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const { results } = await env.DB.prepare("SELECT number, sequence FROM tax_documents WHERE financial_year = '2030-31' AND kind = 'invoice' ORDER BY sequence").all<{
      number: string;
      sequence: number;
    }>();
    expect(results.map((row) => row.number)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `NRR/30-31/00000${n}`));
  });

  it("starts again at 1 on 1 April", async () => {
    const march = await seedStay({ checkIn: "2033-03-30" as IsoDate, nights: 1 });
    const april = await seedStay({ checkIn: "2033-03-31" as IsoDate, nights: 1 });
    const later = await seedStay({ checkIn: "2033-03-31" as IsoDate, nights: 1 });
    const numbers: string[] = [];
    for (const [stay, day] of [
      [march, "2033-03-31"],
      [april, "2033-04-01"],
      [later, "2033-04-01"],
    ] as const) {
      const now = noonAt(day as IsoDate);
      await checkOut(stay.reference, now);
      await settle(stay.reference, now);
      const outcome = await checkOut(stay.reference, now);
      numbers.push((await documentOf(outcome.ok ? outcome.documentId : undefined)).number);
    }
    expect(numbers).toEqual(["NRR/32-33/000001", "NRR/33-34/000001", "NRR/33-34/000002"]);
  });
});

describe("the desk's plain Check out", () => {
  it("sends a stay with a folio to the folio page, and still checks out a stay without one", async () => {
    const withFolio = await seedStay({ checkIn: aug(20), nights: 1 });
    const without = await seedStay({ checkIn: aug(20), nights: 1 });
    await postCharge(env.DB, { ...base(withFolio.reference, noonAt(aug(20))), category: "spa", description: "Massage", quantity: 1, unitPaise: 150_000 });
    const move = (reference: string) =>
      moveBooking(env.DB, async () => {}, { reference, action: "check_out", note: "", requestKey: crypto.randomUUID(), staff: reception, now: noonAt(aug(21)) });
    expect(await move(withFolio.reference)).toEqual({ ok: false, status: 409, message: checkOutElsewhere });
    expect(checkOutElsewhere).toBe("Check out on the folio page, which settles the bill and issues the invoice.");
    expect(await move(without.reference)).toEqual({ ok: true, action: "check_out", status: "checked_out", replayed: false });
  });
});
