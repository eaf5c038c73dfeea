/**
 * Charges, discounts, corrections and voids (product-rules.md: The folio and the tax invoice): each
 * field's limit with its message and a 400; only while the guest is in; once per form, and a form's
 * key never used for another booking; tax rounded half up on the line; a discount never more than
 * the category's charges; a void the exact reverse of its line, once; the specified-premises
 * setting moving restaurant GST from 5% to 18%; nothing posted ever changed or removed.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { billingSettingMessage, saveBillingSettings } from "~/desk/folio/billing-setting-action.server";
import { readBillingSettings } from "~/desk/folio/billing-settings.server";
import { folioMessages } from "~/desk/folio/folio-booking.server";
import { postAdjustment, postCharge, postingMessages, voidLine } from "~/desk/folio/folio-posting.server";
import { postDueRoomNights } from "~/desk/folio/room-night-posting.server";
import { clearBookings } from "./booked-rooms";
import { auditRows, fieldsRefused, noonAt, reception } from "./desk-helpers";
import { base, folioOf, seedStay } from "./folio-helpers";

const june = (day: number) => `2027-06-${String(day).padStart(2, "0")}` as IsoDate;
const at = noonAt(june(1));

const dinner = { category: "restaurant" as const, description: "Dinner for two, bill 2231", quantity: 1, unitPaise: 100_000 };

describe("posting a charge", () => {
  it("refuses each wrong field with its message and a 400, posting nothing", async () => {
    const stay = await seedStay({ checkIn: june(1), nights: 2 });
    const refused = await postCharge(env.DB, {
      ...base(stay.reference, at),
      category: "room",
      description: "   ",
      quantity: 100,
      unitPaise: 0,
    });
    expect(refused).toEqual(fieldsRefused({ category: postingMessages.category, description: postingMessages.description, quantity: postingMessages.quantity, unit_price: postingMessages.unit }));
    const tooMuch = await postCharge(env.DB, { ...base(stay.reference, at), ...dinner, description: "x".repeat(121), quantity: 1.5, unitPaise: 100_000_001 });
    expect(tooMuch).toMatchObject({ status: 400, fields: { description: postingMessages.description, quantity: postingMessages.quantity, unit_price: postingMessages.unit } });
    expect(postingMessages.unit).toBe("Enter a price from ₹0.01 to ₹10,00,000.");
    expect((await postCharge(env.DB, { ...base(stay.reference, at), ...dinner, quantity: 99, unitPaise: 100_000_000 })).ok).toBe(true);
    expect((await folioOf(stay.reference)).lines).toHaveLength(1);
  });

  it("rounds each line's tax half up to the paisa", async () => {
    const stay = await seedStay({ checkIn: june(3), nights: 2 });
    await postCharge(env.DB, { ...base(stay.reference, at), ...dinner, description: "Tea", quantity: 1, unitPaise: 20 });
    await postCharge(env.DB, { ...base(stay.reference, at), ...dinner, description: "Thali", quantity: 3, unitPaise: 33_333 });
    await postCharge(env.DB, { ...base(stay.reference, at), category: "laundry", description: "Shirts", quantity: 1, unitPaise: 10_010 });
    const lines = (await folioOf(stay.reference)).lines;
    // ₹0.20 × 2.5% = 0.5 paisa → 1; ₹999.99 × 2.5% = 2,499.975 paise → 2,500; ₹100.10 × 9% = 900.9 paise → 901.
    expect(lines.map((line) => [line.code, line.taxablePaise, line.cgstPaise, line.sgstPaise, line.totalPaise])).toEqual([
      ["996331", 20, 1, 1, 22],
      ["996331", 99_999, 2_500, 2_500, 104_999],
      ["999712", 10_010, 901, 901, 11_812],
    ]);
    // 22 + 104,999 + 11,812 = 116,833 paise: ₹1,168.33 rounds down to ₹1,168 with −₹0.33.
    expect((await folioOf(stay.reference)).totals).toMatchObject({ chargesPaise: 116_833, roundingPaise: -33, payablePaise: 116_800, balancePaise: 116_800 });
  });

  it("is taken only while the guest is checked in", async () => {
    const confirmed = await seedStay({ checkIn: june(5), nights: 1, status: "confirmed" });
    const gone = await seedStay({ checkIn: june(5), nights: 1, status: "checked_out" });
    for (const stay of [confirmed, gone]) {
      expect(await postCharge(env.DB, { ...base(stay.reference, at), ...dinner })).toEqual({ ok: false, status: 409, message: folioMessages.notInHouse });
    }
    expect(await postCharge(env.DB, { ...base("NOSUCH", at), ...dinner })).toEqual({ ok: false, status: 404, message: folioMessages.noBooking });
  });

  it("posts once per form, and refuses the form's key for another booking", async () => {
    const stay = await seedStay({ checkIn: june(6), nights: 1 });
    const other = await seedStay({ checkIn: june(6), nights: 1 });
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      postCharge(env.DB, { ...base(stay.reference, at, key), ...dinner }),
      postCharge(env.DB, { ...base(stay.reference, at, key), ...dinner }),
    ]);
    expect([first, second].map((outcome) => outcome.ok && outcome.replayed).sort()).toEqual([false, true]);
    expect(await postCharge(env.DB, { ...base(stay.reference, at, key), ...dinner })).toEqual({ ok: true, replayed: true });
    expect(await postCharge(env.DB, { ...base(other.reference, at, key), ...dinner })).toEqual({ ok: false, status: 422, message: folioMessages.keyElsewhere });
    expect((await folioOf(stay.reference)).lines).toHaveLength(1);
    expect((await folioOf(other.reference)).lines).toHaveLength(0);
  });

  it("taxes an extra bed as accommodation, in the band of the room with the bed added", async () => {
    const modest = await seedStay({ checkIn: june(8), nights: 1, rooms: [{ nightlyPaise: 450_000 }] });
    const grand = await seedStay({ checkIn: june(8), nights: 1, rooms: [{ nightlyPaise: 700_000 }] });
    for (const stay of [modest, grand]) {
      await postDueRoomNights(env.DB, stay.id, june(8));
      await postCharge(env.DB, { ...base(stay.reference, noonAt(june(8))), category: "extra_bed", description: "Extra bed", quantity: 1, unitPaise: 100_000 });
    }
    // ₹4,500 + ₹1,000 stays within ₹7,500 (5%); ₹7,000 + ₹1,000 is above it (18%).
    const bed = async (reference: string) => (await folioOf(reference)).lines.find((line) => line.category === "extra_bed");
    expect(await bed(modest.reference)).toMatchObject({ code: "996311", cgstBasisPoints: 250, cgstPaise: 2_500 });
    expect(await bed(grand.reference)).toMatchObject({ code: "996311", cgstBasisPoints: 900, cgstPaise: 9_000 });
  });
});

describe("specified premises", () => {
  it("puts restaurant and room service at 18% once set, audited and once per form; 5% otherwise", async () => {
    expect(await readBillingSettings(env.DB)).toEqual({ specifiedPremises: false });
    expect(await saveBillingSettings(env.DB, { staff: reception, now: at, requestKey: crypto.randomUUID(), typed: "maybe" })).toEqual({
      ok: false,
      status: 400,
      message: billingSettingMessage,
    });
    const key = crypto.randomUUID();
    expect(await saveBillingSettings(env.DB, { staff: reception, now: at, requestKey: key, typed: "yes" })).toEqual({ ok: true, replayed: false });
    expect(await saveBillingSettings(env.DB, { staff: reception, now: at, requestKey: key, typed: "yes" })).toEqual({ ok: true, replayed: true });
    expect(await readBillingSettings(env.DB)).toEqual({ specifiedPremises: true });
    expect((await auditRows("billing")).map((row) => [row.staff_email, row.action, row.before_state, row.after_state])).toEqual([
      [reception.email, "billing", JSON.stringify({ specifiedPremises: false }), JSON.stringify({ specifiedPremises: true })],
    ]);
    const stay = await seedStay({ checkIn: june(10), nights: 1 });
    await postCharge(env.DB, { ...base(stay.reference, at), ...dinner });
    await postCharge(env.DB, { ...base(stay.reference, at), ...dinner, category: "room_service" });
    await saveBillingSettings(env.DB, { staff: reception, now: at, requestKey: crypto.randomUUID(), typed: "" });
    await postCharge(env.DB, { ...base(stay.reference, at), ...dinner });
    // ₹1,000 at 9% + 9% = ₹90 each; then at 2.5% + 2.5% = ₹25 each. Lines keep the rate they were posted at.
    expect((await folioOf(stay.reference)).lines.map((line) => [line.code, line.cgstBasisPoints, line.cgstPaise, line.sgstPaise])).toEqual([
      ["996331", 900, 9_000, 9_000],
      ["996332", 900, 9_000, 9_000],
      ["996331", 250, 2_500, 2_500],
    ]);
  });
});

describe("discounts and corrections", () => {
  it("posts a negative line at the category's rate with its reason, never more than the category's charges", async () => {
    const stay = await seedStay({ checkIn: june(12), nights: 1 });
    const take = (amountPaise: number, reason = "Regular guest", category: "restaurant" | "spa" = "restaurant") =>
      postAdjustment(env.DB, { ...base(stay.reference, at), kind: "discount", category, description: "Discount on dinner", amountPaise, reason });
    expect(await take(100)).toEqual(fieldsRefused({ category: postingMessages.nothingToReduce("Restaurant") }));
    await postCharge(env.DB, { ...base(stay.reference, at), ...dinner });
    expect(await take(10_000, " ")).toMatchObject({ status: 400, fields: { reason: postingMessages.reason } });
    expect(await take(100_001)).toMatchObject({ status: 400, fields: { amount: "At most ₹1,000 can be taken off the restaurant charges." } });
    expect(await take(100, "x", "spa")).toMatchObject({ status: 400, fields: { category: postingMessages.nothingToReduce("Spa") } });
    expect(await take(20_000)).toEqual({ ok: true, replayed: false });
    const correction = await postAdjustment(env.DB, {
      ...base(stay.reference, at),
      kind: "correction",
      category: "restaurant",
      description: "Bill 2231 rung twice",
      amountPaise: 80_001,
      reason: "Double entry",
    });
    // ₹1,000 less ₹200 leaves ₹800 to take off: ₹800.01 is refused.
    expect(correction).toMatchObject({ status: 400, fields: { amount: "At most ₹800 can be taken off the restaurant charges." } });
    const lines = (await folioOf(stay.reference)).lines;
    // −₹200 at 2.5% + 2.5%: −₹5 each.
    expect(lines[1]).toMatchObject({ kind: "discount", taxablePaise: -20_000, cgstPaise: -500, sgstPaise: -500, totalPaise: -21_000, reason: "Regular guest", postedBy: reception.email });
  });
});

describe("voids", () => {
  it("reverse a line exactly, once, with a reason; a void is never voided", async () => {
    const stay = await seedStay({ checkIn: june(14), nights: 1 });
    await postCharge(env.DB, { ...base(stay.reference, at), ...dinner, quantity: 3, unitPaise: 33_333 });
    const [charge] = (await folioOf(stay.reference)).lines;
    const lineId = charge?.id ?? 0;
    expect(await voidLine(env.DB, { ...base(stay.reference, at), lineId, reason: "" })).toMatchObject({ status: 400, fields: { reason: postingMessages.reason } });
    expect(await voidLine(env.DB, { ...base(stay.reference, at), lineId: 999_999, reason: "Wrong room" })).toEqual({ ok: false, status: 404, message: postingMessages.noLine });
    const twice = await Promise.all([
      voidLine(env.DB, { ...base(stay.reference, at), lineId, reason: "Wrong room" }),
      voidLine(env.DB, { ...base(stay.reference, at), lineId, reason: "Wrong room" }),
    ]);
    expect(twice.map((outcome) => outcome.ok).sort()).toEqual([false, true]);
    expect(twice.find((outcome) => !outcome.ok)).toEqual({ ok: false, status: 409, message: postingMessages.alreadyVoided });
    const folio = await folioOf(stay.reference);
    const [line, reversal] = folio.lines;
    expect(line?.voided).toBe(true);
    expect(reversal).toMatchObject({
      kind: "void",
      voidsLineId: lineId,
      taxablePaise: -99_999,
      cgstPaise: -2_500,
      sgstPaise: -2_500,
      totalPaise: -104_999,
      cgstBasisPoints: 250,
      reason: "Wrong room",
      description: "Void: Dinner for two, bill 2231",
    });
    expect(folio.totals).toMatchObject({ chargesPaise: 0, payablePaise: 0 });
    expect(await voidLine(env.DB, { ...base(stay.reference, at), lineId: reversal?.id ?? 0, reason: "Oops" })).toEqual({
      ok: false,
      status: 409,
      message: postingMessages.voidOfVoid,
    });
    expect(await voidLine(env.DB, { ...base(stay.reference, at), lineId, reason: "Again" })).toEqual({ ok: false, status: 409, message: postingMessages.alreadyVoided });
  });

  it("never voids another booking's line", async () => {
    const stay = await seedStay({ checkIn: june(16), nights: 1 });
    const other = await seedStay({ checkIn: june(16), nights: 1 });
    await postCharge(env.DB, { ...base(other.reference, at), ...dinner });
    const [line] = (await folioOf(other.reference)).lines;
    expect(await voidLine(env.DB, { ...base(stay.reference, at), lineId: line?.id ?? 0, reason: "Mistake" })).toEqual({ ok: false, status: 404, message: postingMessages.noLine });
  });
});

describe("nothing posted changes", () => {
  it("refuses to change or remove a line, a payment or a settlement", async () => {
    const stay = await seedStay({ checkIn: june(18), nights: 1 });
    await postCharge(env.DB, { ...base(stay.reference, at), ...dinner });
    await env.DB.prepare(
      "INSERT INTO folio_payments (booking_id, method, amount_paise, company, recorded_by, recorded_at) VALUES (?, 'bill_to_company', 5000, 'Acme', 'x', 'y')",
    )
      .bind(stay.id)
      .run();
    await env.DB.prepare(
      "INSERT INTO company_settlements (payment_id, method, amount_paise, recorded_by, recorded_at) SELECT id, 'upi', 100, 'x', 'y' FROM folio_payments WHERE booking_id = ?",
    )
      .bind(stay.id)
      .run();
    const refusals: [string, RegExp][] = [
      ["UPDATE folio_lines SET total_paise = 0 WHERE booking_id = ?", /folio lines are never changed/],
      ["DELETE FROM folio_lines WHERE booking_id = ?", /folio lines are never removed/],
      ["UPDATE folio_payments SET amount_paise = 1 WHERE booking_id = ?", /payments are never changed/],
      ["DELETE FROM folio_payments WHERE booking_id = ?", /payments are never removed/],
      ["UPDATE company_settlements SET amount_paise = 1 WHERE payment_id IN (SELECT id FROM folio_payments WHERE booking_id = ?)", /settlements are never changed/],
      ["DELETE FROM company_settlements WHERE payment_id IN (SELECT id FROM folio_payments WHERE booking_id = ?)", /settlements are never removed/],
    ];
    for (const [sql, message] of refusals) await expect(env.DB.prepare(sql).bind(stay.id).run()).rejects.toThrow(message);
  });
});

describe("clearing the tests' bookings", () => {
  it("keeps the rule: the folio's tables refuse changes again afterwards", async () => {
    const stay = await seedStay({ checkIn: june(20), nights: 1 });
    await postCharge(env.DB, { ...base(stay.reference, at), ...dinner });
    await clearBookings();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM folio_lines").first("n")).toBe(0);
    const again = await seedStay({ checkIn: june(20), nights: 1 });
    await postCharge(env.DB, { ...base(again.reference, at), ...dinner });
    await expect(env.DB.prepare("DELETE FROM folio_lines").run()).rejects.toThrow(/never removed/);
    const triggers = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('folio_lines', 'folio_payments', 'company_settlements', 'tax_documents')",
    ).first("n");
    expect(triggers).toBe(8);
  });
});
