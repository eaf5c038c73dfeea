/**
 * The newsletter cannot be used to flood an inbox (product-rules.md: E-mail): confirmation e-mails
 * are limited per inbox, however its address is spelled, and per client, also when the sign-ups
 * race; every sign-up gets the same answer; what is stored and logged holds no address or IP.
 */
import { env } from "cloudflare:test";
import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signUp } from "../../app/enquiries/newsletter/newsletter-store.server";
import { confirmMailLimits, confirmSenderOf } from "../../app/enquiries/newsletter/newsletter-throttle.server";
import { embeddedEnv, mailQueued, nextIp, post, recordingQueue } from "./submission-helpers";

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** The throttle's log lines, parsed. */
const throttledLogs = () =>
  warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("newsletter_confirm_throttled")).map((line) => JSON.parse(line));

const origin = "https://resort.example";
const ok = '{"data":{"subscribed":true}}';

/** Confirmation e-mails written to any of `addresses`. */
async function confirmations(addresses: readonly string[]): Promise<number> {
  const lowered = addresses.map((address) => address.toLowerCase());
  const rows = await env.DB.prepare("SELECT to_address FROM mail_outbox WHERE kind = 'newsletter-confirm'").all<{ to_address: string }>();
  return rows.results.filter((row) => lowered.includes(row.to_address)).length;
}

/** One Gmail inbox under many spellings: sub-addresses, dots, googlemail.com, capitals. */
function spellingsOf(name: string): string[] {
  const dotted = `${name.slice(0, 1)}.${name.slice(1)}`;
  return [
    ...Array.from({ length: 6 }, (_, i) => `${name}+${i + 1}@gmail.com`),
    `${dotted}@googlemail.com`,
    `${name.toUpperCase()}@gmail.com`,
    `${dotted}+x@googlemail.com`,
  ];
}

describe("confirmation e-mails per inbox", () => {
  it("one inbox under nine spellings, from nine clients, gets three; every answer is the same", async () => {
    const testEnv = embeddedEnv();
    const addresses = spellingsOf("victim");
    const answers = [];
    for (const email of addresses) answers.push(await post("/api/newsletter", { email }, { env: testEnv }));
    expect(answers.map((answer) => [answer.status, answer.text])).toEqual(addresses.map(() => [200, ok]));
    expect(await confirmations(addresses)).toBe(confirmMailLimits.perMailbox.max);
    expect(mailQueued(testEnv)).toHaveLength(confirmMailLimits.perMailbox.max);
    // Each spelling is kept as given, unconfirmed: only the e-mail is held back.
    const kept = await env.DB.prepare("SELECT email, confirm_token FROM subscribers").all<{ email: string; confirm_token: string | null }>();
    const spellings = kept.results.filter((row) => addresses.some((address) => address.toLowerCase() === row.email));
    expect(spellings).toHaveLength(addresses.length);
    expect(spellings.filter((row) => row.confirm_token !== null)).toHaveLength(confirmMailLimits.perMailbox.max);

    // One line per e-mail held back, naming the limit and nothing personal.
    expect(throttledLogs()).toEqual(
      Array(addresses.length - confirmMailLimits.perMailbox.max).fill({ event: "newsletter_confirm_throttled", limit: "mailbox" }),
    );
  });

  it("nine spellings at once still get three", async () => {
    const addresses = spellingsOf("racer");
    const answers = await Promise.all(addresses.map((email) => post("/api/newsletter", { email })));
    expect(answers.map((answer) => [answer.status, answer.text])).toEqual(addresses.map(() => [200, ok]));
    expect(await confirmations(addresses)).toBe(confirmMailLimits.perMailbox.max);
  });

  it("twenty sign-ups of one address at once write one e-mail (one per ten minutes)", async () => {
    const email = "same-address@example.com";
    const answers = await Promise.all(Array.from({ length: 20 }, () => post("/api/newsletter", { email })));
    expect(answers.map((answer) => answer.text)).toEqual(Array(20).fill(ok));
    expect(await confirmations([email])).toBe(1);
    // Held back by the ten-minute rule, not by a limit: nothing to log.
    expect(throttledLogs()).toEqual([]);
  });

  it("stores hashes of the inbox and the client, never the address or the IP", async () => {
    const ip = nextIp();
    await post("/api/newsletter", { email: "hashed+tag@example.com" }, { ip });
    const sender = await confirmSenderOf("HASHED@example.com", ip);
    const rows = await env.DB.prepare("SELECT * FROM newsletter_confirm_sends WHERE mailbox_hash = ?")
      .bind(sender.mailboxHash)
      .all<Record<string, unknown>>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0].client_hash).toBe(sender.clientHash);
    expect(JSON.stringify(rows.results)).not.toMatch(/hashed|example|203\.0\./);
    expect(sender.mailboxHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("the inbox gets a confirmation again once its day has passed, and old rows are pruned", async () => {
    const queue = recordingQueue();
    const now = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
    const addresses = Array.from({ length: 5 }, (_, i) => `later+${i}@example.com`);
    const deps = (clientIp: string) => ({ db: env.DB, queue, origin, clientIp });
    for (const email of addresses.slice(0, 4)) await signUp(deps(nextIp()), email, now);
    expect(await confirmations(addresses)).toBe(3);
    const nextDay = new Date(now.getTime() + confirmMailLimits.perMailbox.windowMs + 1000);
    expect(await signUp(deps(nextIp()), addresses[4], nextDay)).toHaveLength(1);
    const { mailboxHash } = await confirmSenderOf(addresses[0], undefined);
    const rows = await env.DB.prepare("SELECT sent_at FROM newsletter_confirm_sends WHERE mailbox_hash = ?").bind(mailboxHash).all<{ sent_at: string }>();
    expect(rows.results.map((row) => row.sent_at)).toEqual([nextDay.toISOString()]);
  });
});

describe("confirmation e-mails per client", () => {
  it("six inboxes from one client in an hour get five; another client and inbox still gets its own", async () => {
    const ip = nextIp();
    const addresses = Array.from({ length: 6 }, (_, i) => `neighbour${i}@example.com`);
    const answers = [];
    for (const email of addresses) answers.push(await post("/api/newsletter", { email }, { ip }));
    expect(answers.map((answer) => [answer.status, answer.text])).toEqual(addresses.map(() => [200, ok]));
    expect(await confirmations(addresses)).toBe(confirmMailLimits.perClient.max);
    expect(throttledLogs()).toEqual([{ event: "newsletter_confirm_throttled", limit: "client" }]);

    const other = await post("/api/newsletter", { email: "someone-else@example.com" }, { ip: nextIp() });
    expect(other.text).toBe(ok);
    expect(await confirmations(["someone-else@example.com"])).toBe(1);
  });

  it("eight inboxes at once from one client get five", async () => {
    const ip = nextIp();
    const addresses = Array.from({ length: 8 }, (_, i) => `crowd${i}@example.com`);
    const answers = await Promise.all(addresses.map((email) => post("/api/newsletter", { email }, { ip })));
    expect(answers.map((answer) => [answer.status, answer.text])).toEqual(addresses.map(() => [200, ok]));
    expect(await confirmations(addresses)).toBe(confirmMailLimits.perClient.max);
  });

  it("the client may send again after its hour", async () => {
    const queue = recordingQueue();
    const now = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000);
    const clientIp = nextIp();
    const deps = { db: env.DB, queue, origin, clientIp };
    for (let i = 0; i < 6; i += 1) await signUp(deps, `hourly${i}@example.com`, now);
    expect(queue.sent).toHaveLength(5);
    const nextHour = new Date(now.getTime() + confirmMailLimits.perClient.windowMs + 1000);
    expect(await signUp(deps, "hourly6@example.com", nextHour)).toHaveLength(1);
  });
});
