/**
 * The folio page, the list of bills to companies and the Hotel details' billing form through their
 * real loaders, actions and components (product-rules.md: The folio and the tax invoice): staff
 * only, not upstream; every form's bad input answered 400 with its message beside its field and
 * what was typed kept; a refusal by the folio 4xx with the store's words, never 5xx; each form's
 * work done once and back to the folio with its notice; check-out to the new invoice's page.
 *
 * Figures by hand: a Deluxe night at ₹4,500 with 5% GST is 4,500 + 112.50 + 112.50 = ₹4,725.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { addDays } from "~/domain/hotel-date";
import { gstinCheckCharacter } from "~/domain/gstin";
import { gstinMessagesEn } from "~/domain/gstin-field";
import { postDueRoomNights } from "~/desk/folio/room-night-posting.server";
import * as billsPage from "../../app/desk/folio/admin-company-bills";
import * as folioPage from "../../app/desk/folio/admin-folio";
import { action as hotelAction, loader as hotelLoader } from "../../app/desk/hotel/admin-hotel";
import * as todayPage from "../../app/desk/today/admin-today";
import { createApp } from "../../workers/hono-app";
import { pageTakesPost } from "../../workers/http/page-routes";
import { clearDesk, deskRequestContext, noonAt, reception, seedBooking } from "./desk-helpers";
import { pageRoute, postForm, visit as visitPage } from "./desk-pages";
import { quietDayPlus } from "./test-dates";

const arrival: IsoDate = quietDayPlus(3);
const at = noonAt(arrival);
const companyGstin = `23AAACN1234C1Z${gstinCheckCharacter("23AAACN1234C1Z")}`;

type Options = { staff?: null; mode?: "upstream" };

const routes = [
  pageRoute("folio", "/admin/bookings/:reference/folio", folioPage),
  pageRoute("today", "/admin", todayPage),
  pageRoute("bills", "/admin/company-bills", billsPage),
];

/** One request to a desk page at noon on the arrival day. */
const visit = (path: string, init: RequestInit = {}, options: Options = {}) => visitPage(routes, path, init, { now: at, ...options });
/** A form posted to the page with a fresh one-time key, unless the test gives one. */
const post = (path: string, fields: Record<string, string>, options: Options = {}) => postForm(routes, path, fields, { now: at, ...options });

const folioOf = (reference: string) => `/admin/bookings/${reference}/folio`;

async function bookingId(reference: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM bookings WHERE reference = ?").bind(reference).first<{ id: number }>();
  return row?.id ?? 0;
}

/** A guest checked in yesterday for one night, leaving today, its night posted: ₹4,725 due. */
let stays = 0;
async function inHouse(reference: string, billing?: { company: string; gstin: string; address: string }) {
  // The room types in turn, the larger ones more often, so the file's one-night stays never sell one out.
  stays += 1;
  const rooms = [{ roomId: [1, 1, 1, 2, 2, 2, 3, 3, 4][stays % 9], nightlyPaise: 450_000 }];
  await seedBooking({ reference, status: "checked_in", checkIn: addDays(arrival, -1), checkOut: arrival, nights: 1, rooms });
  if (billing) {
    await env.DB.prepare("UPDATE bookings SET billing_company = ?, billing_gstin = ?, billing_address = ? WHERE reference = ?")
      .bind(billing.company, billing.gstin, billing.address, reference)
      .run();
  }
  await postDueRoomNights(env.DB, await bookingId(reference), addDays(arrival, -1), reception.email, at);
}

/** A form posted to the folio, which goes back to it saying what was done (`?done=<intent>`); answers that page. */
async function postAndFollow(folio: string, fields: Record<string, string>) {
  const answer = await post(folio, fields);
  expect([answer.status, answer.location]).toEqual([303, `${folio}?done=${fields.intent}`]);
  return visit(`${folio}?done=${fields.intent}`);
}

async function lineIds(reference: string): Promise<number[]> {
  const { results } = await env.DB.prepare("SELECT l.id FROM folio_lines AS l JOIN bookings AS b ON b.id = l.booking_id WHERE b.reference = ? ORDER BY l.id")
    .bind(reference)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

beforeAll(async () => {
  await clearDesk();
});

describe("who may open the folio and the bills to companies", () => {
  it("refuses a request that skipped sign-in (401) and, upstream, says the hotel's own system keeps them (404)", async () => {
    await inHouse("GATE2345");
    for (const path of [folioOf("GATE2345"), "/admin/company-bills"]) {
      expect((await visit(path, {}, { staff: null })).status, path).toBe(401);
      const upstream = await visit(path, {}, { mode: "upstream" });
      expect([upstream.status, upstream.words]).toEqual([404, "Folios, payments and invoices are kept in the hotel's own system."]);
      expect((await post(path, { intent: "payment", method: "cash", amount: "100" }, { staff: null })).status).toBe(401);
      expect((await post(path, { intent: "payment", method: "cash", amount: "100" }, { mode: "upstream" })).status).toBe(404);
    }
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM folio_payments").first("n")).toBe(0);
  });

  it("answers 404 for a booking that does not exist", async () => {
    const page = await visit(folioOf("NONE2345"));
    expect([page.status, page.words]).toEqual([404, "No booking with that reference."]);
  });

  it("sits behind the Worker's sign-in and cross-site guard, and both pages take POST", async () => {
    expect(pageTakesPost("/admin/bookings/GATE2345/folio")).toBe(true);
    expect(pageTakesPost("/admin/company-bills")).toBe(true);
    const renders: string[] = [];
    const app = createApp(
      async (request) => {
        renders.push(new URL(request.url).pathname);
        return new Response("<html></html>", { headers: { "Content-Type": "text/html" } });
      },
      { buildVersion: async () => "build-folio" },
    );
    const send = async (url: string, init: RequestInit, bindings: Cloudflare.Env) => {
      const ctx = createExecutionContext();
      const res = await app.request(url, init, bindings, ctx);
      await res.text();
      await waitOnExecutionContext(ctx);
      return res;
    };
    const production = { ...env, ENVIRONMENT: "production" } as Cloudflare.Env;
    const developer = { ...env, ENVIRONMENT: "development" } as Cloudflare.Env;
    for (const path of ["/admin/bookings/GATE2345/folio", "/admin/company-bills"]) {
      expect((await send(`https://resort.example${path}`, {}, production)).status).toBe(503);
      const crossSite = await send(
        `http://localhost${path}`,
        { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://elsewhere.example" }, body: "intent=payment" },
        developer,
      );
      expect(crossSite.status).toBe(403);
      const own = await send(`http://localhost${path}`, {}, developer);
      expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect(renders).toEqual(["/admin/bookings/GATE2345/folio", "/admin/company-bills"]);
  });
});

describe("the way to the folio", () => {
  it("a departing guest's Check out on Today opens their folio", async () => {
    await inHouse("GOES2345");
    const today = await visit("/admin");
    expect(today.status).toBe(200);
    expect(today.html).toMatch(/<a[^>]*href="\/admin\/bookings\/GOES2345\/folio"[^>]*>Check out<span class="sr-only"> (<!-- -->)?Asha Verma<\/span><\/a>/);
    // A plain link: no form on Today checks a guest out without their bill.
    expect(today.html).not.toContain('name="move" value="check_out"');
  });
});

describe("the folio page", () => {
  it("shows the guest, the stay, the night posted and the balance, with the forms a stay in house takes", async () => {
    await inHouse("SHOW2345", { company: "Narmada Traders", gstin: companyGstin, address: "MG Road, Indore" });
    const page = await visit(folioOf("show2345"));
    expect(page.status).toBe(200);
    expect(page.words).toContain("Bill for Asha Verma");
    expect(page.words).toContain("Balance due ₹4,725");
    expect(page.words).toContain("₹4,500 + GST 5% ₹225 = ₹4,725");
    expect(page.words).toContain("SAC/HSN 996311");
    for (const form of ["Post a charge", "Discount or correction", "Take a payment", "Bill to company", "Write off", "Check out and issue invoice"]) {
      expect(page.words).toContain(form);
    }
    // The payment is prefilled with the balance; the invoice's company with the booking's billing details.
    expect(page.html).toMatch(/id="field-payment-amount"[^>]*value="4,725"/);
    expect(page.html).toMatch(new RegExp(`id="field-check_out-company_gstin"[^>]*value="${companyGstin}"`));
    expect(page.html).toMatch(/id="field-company-company"[^>]*value="Narmada Traders"/);
    expect(page.words).not.toContain("Issue a credit note");
  });

  it("takes only an advance on a confirmed stay", async () => {
    await seedBooking({ reference: "AHEA2345", status: "confirmed", checkIn: addDays(arrival, 5), checkOut: addDays(arrival, 6), nights: 1 });
    const page = await visit(folioOf("AHEA2345"));
    expect(page.words).toContain("Settled");
    expect(page.words).toContain("Take a payment");
    for (const form of ["Post a charge", "Bill to company", "Check out and issue invoice"]) expect(page.words).not.toContain(form);
    const paid = await post(folioOf("AHEA2345"), { intent: "payment", method: "cash", amount: "2,000" });
    expect([paid.status, paid.location]).toEqual([303, "/admin/bookings/AHEA2345/folio?done=payment"]);
    const after = await visit("/admin/bookings/AHEA2345/folio?done=payment");
    expect(after.words).toContain("Payment recorded.");
    expect(after.words).toContain("Refund due ₹2,000");
  });
});

describe("every form's bad input: 400, the message beside its field, what was typed kept", () => {
  const cases: [intent: string, fields: Record<string, string>, field: string, message: string, kept?: string][] = [
    ["charge", { category: "restaurant", description: "Dinner", quantity: "1", unit_price: "12.345" }, "field-charge-unit_price", "Give at most two digits after the point (paise)", "Dinner"],
    ["charge", { category: "minibar", description: "Soda", quantity: "1", unit_price: "50" }, "field-charge-category", "Choose what the charge is for", "Soda"],
    ["adjustment", { kind: "discount", category: "room", description: "Loyal guest", amount: "500", reason: "" }, "field-adjustment-reason", "Give the reason", "Loyal guest"],
    ["payment", { method: "", amount: "100", reference: "UTR 55" }, "field-payment-method", "Choose how the money was paid", "UTR 55"],
    ["refund", { method: "cash", amount: "100", reason: "" }, "field-refund-reason", "Give the reason"],
    ["company", { company: "", amount: "100" }, "field-company-company", "Give the company's name"],
    ["write_off", { amount: "0", reason: "Small change" }, "field-write_off-amount", "The amount must be more than ₹0", "Small change"],
    ["check_out", { company_name: "Narmada Traders", company_gstin: `${companyGstin.slice(0, 14)}${companyGstin[14] === "A" ? "B" : "A"}`, billing_address: "" }, "field-check_out-company_gstin", gstinMessagesEn.checksum, "Narmada Traders"],
    ["check_out", { company_name: "", company_gstin: companyGstin, billing_address: "" }, "field-check_out-company_name", "Give the company's name as registered for this GSTIN"],
  ];

  const named = cases.map(([intent, fields, field, message, kept], index) => ({ intent, fields, field, message, kept, reference: `BAD${"ABCDEFGHJK"[index]}2345` }));

  it.each(named)("$intent: $message", async ({ intent, fields, field, message, kept, reference }) => {
    await inHouse(reference);
    const before = (await lineIds(reference)).length;
    const answer = await post(folioOf(reference), { intent, ...fields });
    expect(answer.status).toBe(400);
    expect(answer.words).toContain("Please check the highlighted fields.");
    // The message under its own field, tied to it.
    expect(answer.html).toContain(`<p id="${field}-error" role="alert" class="field-error">${message.replace(/'/g, "&#x27;")}</p>`);
    expect(answer.html).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"`));
    if (kept) expect(answer.html).toContain(`value="${kept}"`);
    expect((await lineIds(reference)).length).toBe(before);
  });

  it("void: the reason's message under that line's own form, left open", async () => {
    await inHouse("VOID2345");
    const [night] = await lineIds("VOID2345");
    const answer = await post(folioOf("VOID2345"), { intent: "void", line_id: String(night), reason: "" });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain(`<p id="field-void-${night}-reason-error" role="alert" class="field-error">Give the reason</p>`);
    expect(answer.html).toMatch(/<details class="mt-2" open="">/);
  });

  it("a form without its key or with an unknown intent is refused as incomplete, writing nothing", async () => {
    await inHouse("KEYS2345");
    const noKey = await visit(folioOf("KEYS2345"), { method: "POST", body: new URLSearchParams({ intent: "payment", method: "cash", amount: "100" }) });
    expect(noKey.status).toBe(400);
    expect(noKey.words).toContain("This form was incomplete. Reload the page and try again.");
    const unknown = await post(folioOf("KEYS2345"), { intent: "discount_everything" });
    expect(unknown.status).toBe(400);
    expect(unknown.words).toContain("This form was incomplete. Reload the page and try again.");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM folio_payments AS p JOIN bookings AS b ON b.id = p.booking_id WHERE b.reference = 'KEYS2345'").first("n")).toBe(0);
  });

  it("the folio's own refusals keep their status and words: check-out while ₹4,725 is owed, a write-off above it", async () => {
    await inHouse("OWES2345");
    const checkOut = await post(folioOf("OWES2345"), { intent: "check_out", company_name: "", company_gstin: "", billing_address: "" });
    expect(checkOut.status).toBe(409);
    expect(checkOut.words).toContain("₹4,725 is still owed: take the payment, bill it to a company or write it off with a reason.");
    const writeOff = await post(folioOf("OWES2345"), { intent: "write_off", amount: "5,000", reason: "Goodwill" });
    expect(writeOff.status).toBe(400);
    expect(writeOff.html).toContain('<p id="field-write_off-amount-error" role="alert" class="field-error">Only ₹4,725 is owed.</p>');
    expect((await bookingRowStatus("OWES2345"))).toBe("checked_in");
    const credit = await post(folioOf("OWES2345"), { intent: "credit_note", credit_0: "100", reason: "x" });
    expect([credit.status, credit.words.includes("There is no invoice to correct yet.")]).toEqual([409, true]);
  });
});

async function bookingRowStatus(reference: string) {
  return env.DB.prepare("SELECT status FROM bookings WHERE reference = ?").bind(reference).first<string>("status");
}

describe("from a restaurant bill to the invoice and a credit note", () => {
  it("posts, voids, takes the balance by UPI, checks out to the invoice's page and corrects it with a credit note", async () => {
    await inHouse("FLOW2345");
    const folio = folioOf("FLOW2345");

    // Dinner: 2 × ₹625.25 = ₹1,250.50 taxable; 2.5% of it is 31.2625 → ₹31.26 each half: ₹1,313.02.
    const charge = { intent: "charge", category: "restaurant", description: "Dinner for two", quantity: "2", unit_price: "625.25", request_key: "flow-dinner" };
    const posted = await visit(folio, { method: "POST", body: new URLSearchParams(charge) });
    expect([posted.status, posted.location]).toEqual([303, `${folio}?done=charge`]);
    // The same form sent again posts nothing more.
    expect((await visit(folio, { method: "POST", body: new URLSearchParams(charge) })).status).toBe(303);
    expect((await lineIds("FLOW2345")).length).toBe(2);
    let page = await visit(`${folio}?done=charge`);
    expect(page.words).toContain("Charge posted.");
    expect(page.words).toContain("Dinner for two");
    expect(page.words).toContain("2 × ₹625.25 · ₹1,250.50 + GST 5% ₹62.52 = ₹1,313.02");
    // 4,725 + 1,313.02 = 6,038.02, payable ₹6,038 after −₹0.02 rounding.
    expect(page.words).toContain("Rounding −₹0.02");
    expect(page.words).toContain("Balance due ₹6,038");

    // A void reverses it, struck through with the void and its reason beneath.
    const dinner = (await lineIds("FLOW2345"))[1];
    page = await postAndFollow(folio, { intent: "void", line_id: String(dinner), reason: "Posted to the wrong room" });
    expect(page.words).toContain("Line voided.");
    expect(page.words).toContain("Void: Dinner for two");
    expect(page.words).toContain("Reason: Posted to the wrong room");
    expect(page.html).toContain("line-through");
    expect(page.words).toContain("Balance due ₹4,725");

    const paid = await post(folio, { intent: "payment", method: "upi", amount: "4,725", reference: "UTR 4471" });
    expect(paid.status).toBe(303);
    page = await visit(folio);
    expect(page.words).toContain("Settled");
    expect(page.words).toContain("UPI ₹4,725");
    expect(page.words).toContain("Reference UTR 4471");

    const out = await post(folio, { intent: "check_out", company_name: "Narmada Traders", company_gstin: companyGstin.toLowerCase(), billing_address: "MG Road, Indore" });
    expect(out.status).toBe(303);
    const invoice = await env.DB.prepare("SELECT id, number, recipient_gstin FROM tax_documents WHERE kind = 'invoice' AND booking_id = ?")
      .bind(await bookingId("FLOW2345"))
      .first<{ id: number; number: string; recipient_gstin: string }>();
    expect(out.location).toBe(`/admin/bookings/FLOW2345/documents/${invoice?.id}?done=check_out`);
    expect(invoice?.recipient_gstin).toBe(companyGstin);
    expect(await bookingRowStatus("FLOW2345")).toBe("checked_out");

    page = await visit(folio);
    expect(page.words).toContain(`Print tax invoice ${invoice?.number}`);
    expect(page.html).toContain(`href="/admin/bookings/FLOW2345/documents/${invoice?.id}/pdf"`);
    for (const form of ["Post a charge", "Take a payment", "Check out and issue invoice"]) expect(page.words).not.toContain(form);
    expect(page.words).toContain("Issue a credit note");

    const nothing = await post(folio, { intent: "credit_note", credit_0: "", reason: "" });
    expect(nothing.status).toBe(400);
    expect(nothing.words).toContain("Give the taxable amount credited on at least one line");
    const tooMuch = await post(folio, { intent: "credit_note", credit_0: "4,500.01", reason: "Noisy room" });
    expect(tooMuch.html).toContain("This line&#x27;s credit must be at most its taxable value, ₹4,500");

    // ₹1,000 off the night at its 5%: 1,000 + 25 + 25 = ₹1,050 back to the guest.
    page = await postAndFollow(folio, { intent: "credit_note", credit_0: "1,000", reason: "Noisy room" });
    expect(page.words).toContain("Credit note issued.");
    expect(page.words).toContain("Refund due ₹1,050");
    expect(page.html).toMatch(/id="field-refund-amount"[^>]*value="1,050"/);
  });
});

describe("discounts, write-offs and refunds", () => {
  it("takes ₹500 off the room with its reason, writes off the last ₹200 and records a refund", async () => {
    await inHouse("DISC2345");
    const folio = folioOf("DISC2345");
    let page = await postAndFollow(folio, { intent: "adjustment", kind: "discount", category: "room", description: "Returning guest", amount: "500", reason: "Manager's approval" });
    expect(page.words).toContain("Discount or correction posted.");
    // ₹500 off at the room's 5%: −500 − 12.50 − 12.50 = −₹525; 4,725 − 525 = ₹4,200 due.
    expect(page.words).toContain("-₹500 + GST 5% -₹25 = -₹525");
    expect(page.words).toContain("Reason: Manager's approval");
    expect(page.words).toContain("Balance due ₹4,200");

    expect((await post(folio, { intent: "payment", method: "cash", amount: "4,000" })).status).toBe(303);
    page = await visit(folio);
    expect(page.words).toContain("Balance due ₹200");
    expect(page.html).toMatch(/id="field-write_off-amount"[^>]*value="200"/);

    page = await postAndFollow(folio, { intent: "write_off", amount: "200", reason: "Small change" });
    expect(page.words).toContain("Written off.");
    expect(page.words).toContain("Written off ₹200");
    expect(page.words).toContain("Reason: Small change");
    expect(page.words).toContain("Settled");

    page = await postAndFollow(folio, { intent: "refund", method: "cash", amount: "500", reason: "Paid too much in cash" });
    expect(page.words).toContain("Refund recorded.");
    expect(page.words).toContain("Refund ₹500 · Cash");
    expect(page.words).toContain("Balance due ₹500");
    // Never more than was paid in money: ₹4,000 less the ₹500 already given back.
    const tooMuch = await post(folio, { intent: "refund", method: "cash", amount: "3,501", reason: "Again" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.html).toContain('<p id="field-refund-amount-error" role="alert" class="field-error">At most ₹3,500 was paid and not yet refunded.</p>');
  });
});

describe("bills to companies", () => {
  it("lists a stay's bill to a company until it is settled, refusing bad settlements with their messages", async () => {
    await inHouse("FIRM2345");
    const billed = await post(folioOf("FIRM2345"), { intent: "company", company: "Narmada Traders", amount: "4,725" });
    expect([billed.status, billed.location]).toEqual([303, `${folioOf("FIRM2345")}?done=company`]);
    expect((await visit(folioOf("FIRM2345"))).words).toContain("Settled");

    let list = await visit("/admin/company-bills");
    expect(list.words).toContain("Narmada Traders");
    expect(list.words).toContain("₹4,725 billed · ₹0 settled · ₹4,725 open");
    expect(list.words).toContain("FIRM2345 · Asha Verma");
    const paymentId = (await env.DB.prepare("SELECT id FROM folio_payments WHERE method = 'bill_to_company' ORDER BY id DESC").first<number>("id")) ?? 0;
    const prefix = `field-settle-${paymentId}`;
    expect(list.html).toMatch(new RegExp(`id="${prefix}-amount"[^>]*value="4,725"`));

    const bad = await post("/admin/company-bills", { intent: "settle", payment_id: String(paymentId), method: "bank_transfer", amount: "abc", reference: "NEFT 9" });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain(`<p id="${prefix}-amount-error" role="alert" class="field-error">Enter the amount in rupees, for example 1,250.50</p>`);
    expect(bad.html).toContain('value="NEFT 9"');
    const tooMuch = await post("/admin/company-bills", { intent: "settle", payment_id: String(paymentId), method: "bank_transfer", amount: "5,000" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.words).toContain("Only ₹4,725 of this bill is still open.");
    const noBill = await post("/admin/company-bills", { intent: "settle", payment_id: "999999", method: "cash", amount: "1" });
    expect(noBill.status).toBe(404);

    const part = await post("/admin/company-bills", { intent: "settle", payment_id: String(paymentId), method: "bank_transfer", amount: "4,000", reference: "NEFT 10" });
    expect([part.status, part.location]).toEqual([303, "/admin/company-bills?done=settled"]);
    list = await visit("/admin/company-bills?done=settled");
    expect(list.words).toContain("Settlement recorded.");
    expect(list.words).toContain("₹4,725 billed · ₹4,000 settled · ₹725 open");
    await post("/admin/company-bills", { intent: "settle", payment_id: String(paymentId), method: "cash", amount: "725" });
    expect((await visit("/admin/company-bills")).words).not.toContain("FIRM2345");
  });
});

describe("the Hotel details' billing form", () => {
  type HotelArgs = Parameters<typeof hotelAction>[0];
  const hotelPost = async (fields: Record<string, string>) => {
    const request = new Request("http://localhost/admin/hotel", { method: "POST", body: new URLSearchParams(fields) });
    return (await hotelAction({ request, params: {}, context: deskRequestContext({ now: at }) } as unknown as HotelArgs)) as unknown;
  };
  const hotelValues = async () => {
    const page = await hotelLoader({ request: new Request("http://localhost/admin/hotel?done=billing"), params: {}, context: deskRequestContext({ now: at }) } as never);
    return { values: page.billingValues, done: page.done };
  };

  it("saves specified premises, and restaurant bills posted afterwards carry 18%", async () => {
    expect((await hotelValues()).values).toEqual({ specified_premises: "" });
    const saved = (await hotelPost({ intent: "billing", request_key: "billing-1", specified_premises: "yes" })) as Response;
    expect([saved.status, saved.headers.get("Location")]).toEqual([303, "/admin/hotel?done=billing"]);
    expect(await hotelValues()).toEqual({
      values: { specified_premises: "yes" },
      done: "Saved. Restaurant and room service charges posted from now on carry the new rate.",
    });
    await inHouse("SPEC2345");
    await post(folioOf("SPEC2345"), { intent: "charge", category: "restaurant", description: "Lunch", quantity: "1", unit_price: "1,000" });
    // ₹1,000 at 9% + 9%: 1,000 + 90 + 90.
    expect((await visit(folioOf("SPEC2345"))).words).toContain("₹1,000 + GST 18% ₹180 = ₹1,180");

    const refused = (await hotelPost({ intent: "billing", request_key: "billing-2", specified_premises: "perhaps" })) as { init: { status: number }; data: { form: string; fields: Record<string, string> } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.form).toBe("billing");
    expect(refused.data.fields.specified_premises).toBe("Choose whether the hotel is specified premises.");
    // Unticked, the checkbox sends nothing: not specified premises.
    await hotelPost({ intent: "billing", request_key: "billing-3" });
    expect((await hotelValues()).values).toEqual({ specified_premises: "" });
  });
});
