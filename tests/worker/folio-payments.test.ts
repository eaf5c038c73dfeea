/**
 * Payments on the folio (product-rules.md: The folio and the tax invoice): an advance on a confirmed
 * stay; online payments left to the payment gateway; a refund only with a reason and never more than
 * was paid; a bill to a company or a write-off never more than is owed; a company's settlement never
 * more than its open bill, and the list of what companies owe; each form once.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { folioMessages } from "~/desk/folio/folio-booking.server";
import { paymentMessages, readCompanyBills, recordPayment, settleCompanyBill } from "~/desk/folio/folio-payments.server";
import { postCharge } from "~/desk/folio/folio-posting.server";
import type { RecordPaymentRequest } from "~/desk/folio/folio-services";
import { noonAt, reception } from "./desk-helpers";
import { base, folioOf, seedStay } from "./folio-helpers";

const july = (day: number) => `2027-07-${String(day).padStart(2, "0")}` as IsoDate;
const at = noonAt(july(1));

type Payment = Omit<RecordPaymentRequest, "reference" | "requestKey" | "staff" | "now">;
const upi = (amountPaise: number): Payment => ({ method: "upi", amountPaise, refund: false, paymentReference: "UPI 4411", reason: "", company: "" });

async function stayOwing(day: number) {
  const stay = await seedStay({ checkIn: july(day), nights: 1 });
  // ₹1,000 of dinner at 5%: ₹1,050 owed.
  await postCharge(env.DB, { ...base(stay.reference, at), category: "restaurant", description: "Dinner", quantity: 1, unitPaise: 100_000 });
  return stay;
}

const pay = (reference: string, payment: Payment, key?: string) => recordPayment(env.DB, { ...base(reference, at, key), ...payment });

describe("payments", () => {
  it("takes an advance on a confirmed stay, refuses a pending one, and leaves online payments to the gateway", async () => {
    const confirmed = await seedStay({ checkIn: july(3), nights: 1, status: "confirmed" });
    const pending = await seedStay({ checkIn: july(3), nights: 1, status: "pending" });
    expect(await pay(confirmed.reference, upi(200_000))).toEqual({ ok: true, replayed: false });
    expect((await folioOf(confirmed.reference)).totals).toMatchObject({ paidPaise: 200_000, balancePaise: -200_000 });
    expect(await pay(pending.reference, upi(1_000))).toEqual({ ok: false, status: 409, message: folioMessages.noPayments });
    expect(await pay(confirmed.reference, { ...upi(1_000), method: "online" })).toMatchObject({ status: 400, fields: { method: paymentMessages.online } });
    expect(await pay(confirmed.reference, { ...upi(0), paymentReference: "x".repeat(61) })).toMatchObject({
      status: 400,
      fields: { amount: paymentMessages.amount, reference: paymentMessages.reference },
    });
    expect(await pay(confirmed.reference, upi(100_000_001))).toMatchObject({ status: 400, fields: { amount: "Enter an amount from ₹0.01 to ₹10,00,000." } });
    const recorded = (await folioOf(confirmed.reference)).payments;
    expect(recorded.map((p) => [p.method, p.amountPaise, p.reference, p.recordedBy])).toEqual([["upi", 200_000, "UPI 4411", reception.email]]);
  });

  it("records a form once, and never for another booking", async () => {
    const stay = await stayOwing(5);
    const other = await stayOwing(5);
    const key = crypto.randomUUID();
    const both = await Promise.all([pay(stay.reference, upi(10_000), key), pay(stay.reference, upi(10_000), key)]);
    expect(both.map((outcome) => outcome.ok && outcome.replayed).sort()).toEqual([false, true]);
    expect(await pay(other.reference, upi(10_000), key)).toEqual({ ok: false, status: 422, message: folioMessages.keyElsewhere });
    expect((await folioOf(stay.reference)).totals.paidPaise).toBe(10_000);
  });

  it("gives a refund back only with a reason, by money, and never more than was paid less refunds", async () => {
    const stay = await stayOwing(7);
    const refund = (amountPaise: number, reason = "Overpaid", method: Payment["method"] = "cash") =>
      pay(stay.reference, { method, amountPaise, refund: true, paymentReference: "", reason, company: "" });
    expect(await refund(100)).toMatchObject({ status: 400, fields: { amount: paymentMessages.refundTooMuch("₹0") } });
    await pay(stay.reference, upi(50_000));
    expect(await refund(100, "")).toMatchObject({ status: 400, fields: { reason: paymentMessages.reason } });
    expect(await refund(100, "Overpaid", "bill_to_company")).toMatchObject({ status: 400, fields: { method: paymentMessages.refundMethod } });
    expect(await refund(50_001)).toMatchObject({ status: 400, fields: { amount: "At most ₹500 was paid and not yet refunded." } });
    expect(await refund(20_000)).toEqual({ ok: true, replayed: false });
    expect(await refund(30_001)).toMatchObject({ status: 400, fields: { amount: "At most ₹300 was paid and not yet refunded." } });
    const folio = await folioOf(stay.reference);
    expect(folio.payments.at(-1)).toMatchObject({ method: "cash", amountPaise: -20_000, reason: "Overpaid" });
    // ₹1,050 owed, ₹500 paid, ₹200 given back: ₹750 owed.
    expect(folio.totals).toMatchObject({ paidPaise: 30_000, balancePaise: 75_000 });
  });

  it("bills a company or writes off at most what is owed, with the company's name or a reason", async () => {
    const stay = await stayOwing(9);
    const bill = (amountPaise: number, company = "Narmada Traders Pvt Ltd") =>
      pay(stay.reference, { method: "bill_to_company", amountPaise, refund: false, paymentReference: "", reason: "", company });
    const writeOff = (amountPaise: number, reason = "Goodwill") => pay(stay.reference, { method: "write_off", amountPaise, refund: false, paymentReference: "", reason, company: "" });
    expect(await bill(10_000, " ")).toMatchObject({ status: 400, fields: { company: paymentMessages.company } });
    expect(await bill(10_000, "x".repeat(121))).toMatchObject({ status: 400, fields: { company: paymentMessages.company } });
    expect(await bill(105_001)).toMatchObject({ status: 400, fields: { amount: "Only ₹1,050 is owed." } });
    expect(await bill(80_000)).toEqual({ ok: true, replayed: false });
    expect(await writeOff(100, "")).toMatchObject({ status: 400, fields: { reason: paymentMessages.reason } });
    expect(await writeOff(25_001)).toMatchObject({ status: 400, fields: { amount: "Only ₹250 is owed." } });
    expect(await writeOff(25_000)).toEqual({ ok: true, replayed: false });
    expect((await folioOf(stay.reference)).totals.balancePaise).toBe(0);
    expect(await writeOff(1)).toMatchObject({ status: 400, fields: { amount: paymentMessages.nothingOwed } });
    expect(await bill(1)).toMatchObject({ status: 400, fields: { amount: paymentMessages.nothingOwed } });
  });
});

describe("a company's bill", () => {
  it("is settled at most to its open amount and listed until it is settled in full", async () => {
    const stay = await stayOwing(11);
    await pay(stay.reference, { method: "bill_to_company", amountPaise: 105_000, refund: false, paymentReference: "", reason: "", company: "Acme Tours" });
    const billId = (await folioOf(stay.reference)).payments[0]?.id ?? 0;
    const settle = (amountPaise: number, method: "upi" | "bank_transfer" | "online" = "bank_transfer", key?: string) =>
      settleCompanyBill(env.DB, { ...base(stay.reference, at, key), paymentId: billId, method, amountPaise, paymentReference: "NEFT 99" });
    expect(await settle(105_001)).toMatchObject({ status: 400, fields: { amount: "Only ₹1,050 of this bill is still open." } });
    expect(await settle(100, "online")).toMatchObject({ status: 400, fields: { method: paymentMessages.settleMethod } });
    expect(await settleCompanyBill(env.DB, { ...base(stay.reference, at), paymentId: 999_999, method: "upi", amountPaise: 100, paymentReference: "" })).toEqual({
      ok: false,
      status: 404,
      message: paymentMessages.noBill,
    });
    const key = crypto.randomUUID();
    expect(await settle(40_000, "bank_transfer", key)).toEqual({ ok: true, replayed: false });
    expect(await settle(40_000, "bank_transfer", key)).toEqual({ ok: true, replayed: true });
    const open = (await readCompanyBills(env.DB)).find((row) => row.reference === stay.reference);
    expect(open).toMatchObject({ paymentId: billId, guestName: "Asha Verma", company: "Acme Tours", amountPaise: 105_000, settledPaise: 40_000 });
    expect((await folioOf(stay.reference)).payments[0]?.settledPaise).toBe(40_000);
    // A settlement does not change the stay's balance: the bill already settled it.
    expect((await folioOf(stay.reference)).totals.balancePaise).toBe(0);
    expect(await settle(65_001)).toMatchObject({ status: 400, fields: { amount: "Only ₹650 of this bill is still open." } });
    expect(await settle(65_000)).toEqual({ ok: true, replayed: false });
    expect((await readCompanyBills(env.DB)).some((row) => row.reference === stay.reference)).toBe(false);
  });
});
