/**
 * The hotel's deposit rule on the desk's Rates page (product-rules.md: Deposits): the default rule
 * with its timing, saved once per form with an audit row naming who and what it was before; every
 * limit refused with its message and a 400; a rate period's own rule beating the default on its
 * nights, shown on its card and audited with the period; the page saying plainly when online
 * deposits are off, and saving the rule all the same.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { type DepositPolicy, noDepositPolicy } from "~/domain/deposit-rule";
import { saveDepositPolicySetting } from "~/desk/rates/deposit-policy-setting.server";
import { depositRuleInForce, readDepositPolicy } from "~/payments/deposit-policy.server";
import * as ratesPage from "../../app/desk/rates/admin-rates";
import { reception } from "./desk-helpers";
import { formKey, pageRoute, postForm, visit } from "./desk-pages";
import { rzpEnv } from "./razorpay-fake";
import { quietDayPlus as day } from "./test-dates";

const routes = [pageRoute("rates", "/admin/rates", ratesPage)];
const now = new Date();

const thirtyPercent: DepositPolicy = { defaultRule: { kind: "percent", percent: 30 }, payWithinHours: 24, latestDaysBeforeArrival: 2, confirmOnPayment: true };
const policyFields = { default_rule: "percent", default_percent: "30", pay_within_hours: "24", latest_days: "2", confirm_on_payment: "yes" };

async function auditOf(key: string) {
  const { results } = await env.DB.prepare(
    "SELECT staff_email, subject, subject_key, action, before_state, after_state, request_key FROM desk_audit WHERE subject_key = ? ORDER BY id",
  )
    .bind(key)
    .all<{ staff_email: string; subject: string; subject_key: string; action: string; before_state: string; after_state: string; request_key: string }>();
  return results;
}

/** A period added through the Rates page's form: its nights, the Deluxe rate, and any deposit fields. */
async function addPeriod(name: string, first: string, last: string, deposit: Record<string, string> = {}) {
  const answer = await postForm(routes, "/admin/rates", { intent: "period", name, first_night: first, last_night: last, rate_1: "6000", ...deposit });
  const row = await env.DB.prepare("SELECT id FROM rate_periods WHERE name = ?").bind(name).first<{ id: number }>();
  return { answer, id: row?.id ?? 0 };
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM rate_period_prices"),
    env.DB.prepare("DELETE FROM rate_periods"),
    env.DB.prepare("DELETE FROM hotel_settings WHERE key = 'deposits'"),
    env.DB.prepare("DELETE FROM desk_audit"),
  ]);
});

describe("the hotel's deposit rule", () => {
  it("is saved with an audit row of who and what it was before, once per form", async () => {
    const requestKey = formKey();
    const first = await saveDepositPolicySetting(env.DB, { staff: reception, now, requestKey, fields: policyFields });
    expect(first).toEqual({ ok: true, replayed: false });
    expect(await readDepositPolicy(env.DB)).toEqual(thirtyPercent);
    // The same form again, even with other fields, changes nothing more.
    const again = await saveDepositPolicySetting(env.DB, { staff: reception, now, requestKey, fields: { ...policyFields, default_rule: "full_stay" } });
    expect(again).toEqual({ ok: true, replayed: true });
    expect(await readDepositPolicy(env.DB)).toEqual(thirtyPercent);
    const next = { default_rule: "first_night", default_percent: "", pay_within_hours: "12", latest_days: "0" };
    expect(await saveDepositPolicySetting(env.DB, { staff: { email: "manager@hotel.example" }, now, requestKey: formKey(), fields: next })).toEqual({ ok: true, replayed: false });
    const firstNight: DepositPolicy = { defaultRule: { kind: "first_night" }, payWithinHours: 12, latestDaysBeforeArrival: 0, confirmOnPayment: false };
    expect(await readDepositPolicy(env.DB)).toEqual(firstNight);
    expect(await auditOf("deposits")).toEqual([
      {
        staff_email: reception.email,
        subject: "settings",
        subject_key: "deposits",
        action: "deposits",
        before_state: JSON.stringify(noDepositPolicy),
        after_state: JSON.stringify(thirtyPercent),
        request_key: requestKey,
      },
      expect.objectContaining({ staff_email: "manager@hotel.example", before_state: JSON.stringify(thirtyPercent), after_state: JSON.stringify(firstNight) }),
    ]);
  });

  it.each([
    [{ default_percent: "0" }, { default_percent: "Enter a whole percentage from 1 to 100" }],
    [{ default_percent: "101" }, { default_percent: "Enter a whole percentage from 1 to 100" }],
    [{ pay_within_hours: "0" }, { pay_within_hours: "Enter the hours a guest has to pay, a whole number from 1 to 168" }],
    [{ pay_within_hours: "169" }, { pay_within_hours: "Enter the hours a guest has to pay, a whole number from 1 to 168" }],
    [{ latest_days: "31" }, { latest_days: "Enter the days before arrival, a whole number from 0 to 30" }],
    [{ latest_days: "-1" }, { latest_days: "Enter the days before arrival, a whole number from 0 to 30" }],
    [{ default_rule: "half" }, { default_rule: "Choose a deposit rule" }],
  ])("refuses %j with 400 and its message beside the field, saving nothing", async (bad, fields) => {
    const answer = await postForm(routes, "/admin/rates", { intent: "deposits", ...policyFields, ...bad });
    expect(answer.status).toBe(400);
    for (const message of Object.values(fields)) expect(answer.words).toContain(message);
    expect(answer.html).toContain('aria-invalid="true"');
    expect(await readDepositPolicy(env.DB)).toEqual(noDepositPolicy);
    expect(await auditOf("deposits")).toEqual([]);
  });

  it("takes the limits themselves: 1% and 100%, 1 and 168 hours, 0 and 30 days", async () => {
    for (const [percent, hours, days] of [
      ["1", "1", "0"],
      ["100", "168", "30"],
    ]) {
      const answer = await postForm(routes, "/admin/rates", { intent: "deposits", ...policyFields, default_percent: percent, pay_within_hours: hours, latest_days: days });
      expect([answer.status, answer.location]).toEqual([303, "/admin/rates?done=deposits"]);
      expect(await readDepositPolicy(env.DB)).toEqual({ ...thirtyPercent, defaultRule: { kind: "percent", percent: Number(percent) }, payWithinHours: Number(hours), latestDaysBeforeArrival: Number(days) });
    }
  });

  it("is for staff only, refuses a form without its key, and upstream the page says where rates are kept", async () => {
    expect((await postForm(routes, "/admin/rates", { intent: "deposits", ...policyFields }, { staff: null })).status).toBe(401);
    expect((await postForm(routes, "/admin/rates", { intent: "deposits", ...policyFields }, { mode: "upstream" })).status).toBe(404);
    const keyless = await visit(routes, "/admin/rates", { method: "POST", body: new URLSearchParams({ intent: "deposits", ...policyFields }) });
    expect(keyless.status).toBe(400);
    expect(await readDepositPolicy(env.DB)).toEqual(noDepositPolicy);
  });
});

describe("the Rates page", () => {
  it("says plainly that online deposits are off without Razorpay's keys, and still saves the rule", async () => {
    const page = await visit(routes, "/admin/rates");
    expect(page.words).toMatch(/Online deposits are off: .*keys are not set/);
    expect(page.words).toContain("You can still save the rule");
    const saved = await postForm(routes, "/admin/rates", { intent: "deposits", ...policyFields });
    expect([saved.status, saved.location]).toEqual([303, "/admin/rates?done=deposits"]);
    const after = await visit(routes, "/admin/rates?done=deposits");
    expect(after.words).toContain("Deposit rule saved.");
    expect(await readDepositPolicy(env.DB)).toEqual(thirtyPercent);
  });

  it("says they are on once the keys are set", async () => {
    const page = await visit(routes, "/admin/rates", {}, { bindings: rzpEnv() });
    expect(page.words).toContain("Online deposits are on");
    expect(page.words).not.toContain("Online deposits are off");
  });
});

describe("a rate period's own deposit rule", () => {
  it("beats the hotel's default on its nights, shows on its card and is audited with the period", async () => {
    await saveDepositPolicySetting(env.DB, { staff: reception, now, requestKey: formKey(), fields: { ...policyFields, default_rule: "first_night" } });
    const festival = await addPeriod("Festival week", day(10), day(16), { deposit_rule: "percent", deposit_percent: "30" });
    expect([festival.answer.status, festival.answer.location]).toEqual([303, "/admin/rates?done=added"]);
    const quiet = await addPeriod("Quiet days", day(20), day(22), { deposit_rule: "default" });
    const offSeason = await addPeriod("Off-season", day(25), day(27), { deposit_rule: "none" });
    expect([quiet.answer.status, offSeason.answer.status]).toEqual([303, 303]);

    const page = await visit(routes, "/admin/rates");
    expect(page.words).toContain("Festival week");
    expect(page.words).toContain("Deposit: 30% of the stay");
    expect(page.words).toContain("Deposit: Hotel's default (first night)");
    expect(page.words).toContain("Deposit: No deposit");

    // A stay inside the festival is asked 30%; one outside every period's own rule, the default.
    expect(await depositRuleInForce(env.DB, day(11), day(13))).toEqual({ kind: "percent", percent: 30 });
    expect(await depositRuleInForce(env.DB, day(3), day(5))).toEqual({ kind: "first_night" });
    // Arriving before the festival, its first night in the festival is the earliest with a rule of its own.
    expect(await depositRuleInForce(env.DB, day(8), day(12))).toEqual({ kind: "percent", percent: 30 });
    // A period on the default leaves the default; a period's "no deposit" beats it.
    expect(await depositRuleInForce(env.DB, day(20), day(22))).toEqual({ kind: "first_night" });
    expect(await depositRuleInForce(env.DB, day(25), day(27))).toEqual({ kind: "none" });

    const [added] = await auditOf("period:new:Festival week");
    expect(JSON.parse(added.after_state)).toMatchObject({ name: "Festival week", deposit: { kind: "percent", percent: 30 } });
    expect(added.staff_email).toBe(reception.email);
  });

  it("is changed with its period, the audit row naming the rule before and after", async () => {
    const { id } = await addPeriod("Shravan", day(10), day(12), { deposit_rule: "full_stay" });
    const editing = await visit(routes, `/admin/rates?edit=${id}`);
    expect(editing.html).toMatch(/<option value="full_stay" selected="">/);
    const changed = await postForm(routes, "/admin/rates", {
      intent: "period",
      period_id: String(id),
      name: "Shravan",
      first_night: day(10),
      last_night: day(12),
      rate_1: "6000",
      deposit_rule: "percent",
      deposit_percent: "50",
    });
    expect([changed.status, changed.location]).toEqual([303, "/admin/rates?done=changed"]);
    const [change] = await auditOf(`period:${id}`);
    expect(JSON.parse(change.before_state).deposit).toEqual({ kind: "full_stay" });
    expect(JSON.parse(change.after_state).deposit).toEqual({ kind: "percent", percent: 50 });
    const row = await env.DB.prepare("SELECT deposit_rule, deposit_percent FROM rate_periods WHERE id = ?").bind(id).first();
    expect(row).toEqual({ deposit_rule: "percent", deposit_percent: 50 });
  });

  it("refuses a percentage outside 1–100 beside its field with the period's other mistakes, adding nothing", async () => {
    const answer = await postForm(routes, "/admin/rates", { intent: "period", name: "", first_night: day(10), last_night: day(12), rate_1: "6000", deposit_rule: "percent", deposit_percent: "0" });
    expect(answer.status).toBe(400);
    expect(answer.words).toContain("Enter a whole percentage from 1 to 100");
    expect(answer.words).toContain("Name the period");
    const unknown = await postForm(routes, "/admin/rates", { intent: "period", name: "Odd", first_night: day(10), last_night: day(12), rate_1: "6000", deposit_rule: "half" });
    expect(unknown.status).toBe(400);
    expect(unknown.words).toContain("Choose the hotel's default or a deposit rule for this period");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM rate_periods").first()).toEqual({ n: 0 });
  });

  it("keeps the hotel's default for a period saved without the deposit fields", async () => {
    const { id } = await addPeriod("Diwali", day(10), day(12));
    expect(await env.DB.prepare("SELECT deposit_rule, deposit_percent FROM rate_periods WHERE id = ?").bind(id).first()).toEqual({ deposit_rule: null, deposit_percent: null });
  });
});
