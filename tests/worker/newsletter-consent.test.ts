import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createDeskEnquiries } from "../../app/desk/enquiries/enquiry-store.server";
import { CONFIRM_LINK_DAYS, CONFIRM_RESEND_AFTER_MS, confirmSubscription, signUp, unsubscribe } from "../../app/enquiries/newsletter/newsletter-store.server";
import { embeddedEnv, mailQueued, post, recordingQueue } from "./submission-helpers";

const origin = "https://resort.example";
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

async function confirmationMail(email: string) {
  return (
    await env.DB.prepare("SELECT to_address, subject, text_body FROM mail_outbox WHERE kind = 'newsletter-confirm' AND to_address = ? ORDER BY id")
      .bind(email)
      .all<{ to_address: string; subject: string; text_body: string }>()
  ).results;
}

const linkIn = (text: string, kind: "confirm" | "unsubscribe") => new RegExp(`/newsletter/${kind}\\?token=([0-9a-f]+)`).exec(text)?.[1] ?? "";
const exported = async () => (await createDeskEnquiries(env.DB).subscribers()).map((row) => row.email);

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM subscribers"), env.DB.prepare("DELETE FROM mail_outbox")]);
});

describe("newsletter consent (product-rules.md: E-mail)", () => {
  it("a sign-up asks the address to confirm; it counts only once confirmed, and one link withdraws it", async () => {
    const queue = recordingQueue();
    const now = new Date();
    const ids = await signUp({ db: env.DB, queue, origin }, "Reader@Example.com", now);
    expect(ids).toHaveLength(1);
    expect(queue.sent).toEqual([{ body: { mailId: ids[0] }, delaySeconds: undefined }]);
    const [mail] = await confirmationMail("reader@example.com");
    expect(mail.subject).toContain("Please confirm your subscription");
    expect(await exported()).toEqual([]);

    const confirm = linkIn(mail.text_body, "confirm");
    const leave = linkIn(mail.text_body, "unsubscribe");
    expect(mail.text_body).toContain(`${origin}/newsletter/confirm?token=${confirm}`);
    expect(await confirmSubscription(env.DB, confirm, now)).toBe("done");
    expect(await exported()).toEqual(["reader@example.com"]);
    // Single use.
    expect(await confirmSubscription(env.DB, confirm, now)).toBe("invalid");

    expect(await unsubscribe(env.DB, leave, now)).toBe("done");
    expect(await unsubscribe(env.DB, leave, now)).toBe("done");
    expect(await exported()).toEqual([]);
  });

  it("sends no second e-mail within ten minutes, nor to a confirmed address; asks again after leaving", async () => {
    const queue = recordingQueue();
    const now = new Date();
    await signUp({ db: env.DB, queue, origin }, "twice@example.com", now);
    expect(await signUp({ db: env.DB, queue, origin }, "twice@example.com", later(now, 60_000))).toEqual([]);
    const resent = await signUp({ db: env.DB, queue, origin }, "twice@example.com", later(now, CONFIRM_RESEND_AFTER_MS + 1));
    expect(resent).toHaveLength(1);
    const mails = await confirmationMail("twice@example.com");
    expect(mails).toHaveLength(2);
    // The newest link confirms; the first one was replaced.
    expect(await confirmSubscription(env.DB, linkIn(mails[0].text_body, "confirm"), now)).toBe("invalid");
    expect(await confirmSubscription(env.DB, linkIn(mails[1].text_body, "confirm"), later(now, CONFIRM_RESEND_AFTER_MS + 2))).toBe("done");
    expect(await signUp({ db: env.DB, queue, origin }, "twice@example.com", later(now, 2 * CONFIRM_RESEND_AFTER_MS))).toEqual([]);

    expect(await unsubscribe(env.DB, linkIn(mails[1].text_body, "unsubscribe"), now)).toBe("done");
    expect(await signUp({ db: env.DB, queue, origin }, "twice@example.com", later(now, 3 * CONFIRM_RESEND_AFTER_MS))).toHaveLength(1);
    expect(await exported()).toEqual([]);
  });

  it("a confirmation link lapses after a week; a made-up token does nothing", async () => {
    const now = new Date();
    await signUp({ db: env.DB, queue: recordingQueue(), origin }, "slow@example.com", now);
    const [mail] = await confirmationMail("slow@example.com");
    const lapsed = later(now, CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000 + 1000);
    expect(await confirmSubscription(env.DB, linkIn(mail.text_body, "confirm"), lapsed)).toBe("invalid");
    for (const token of ["", "not-a-token", "0".repeat(32)]) {
      expect(await confirmSubscription(env.DB, token, now)).toBe("invalid");
      expect(await unsubscribe(env.DB, token, now)).toBe("invalid");
    }
  });

  it("a token has one spelling: another case or a character more is refused, the true token works", async () => {
    const now = new Date();
    await signUp({ db: env.DB, queue: recordingQueue(), origin }, "exact@example.com", now);
    const [mail] = await confirmationMail("exact@example.com");
    const tokens = { confirm: linkIn(mail.text_body, "confirm"), unsubscribe: linkIn(mail.text_body, "unsubscribe") };
    // Tokens are lowercase hex: every character is significant, so only another case or an extra
    // character could spell one differently.
    const spellings = (token: string) => [
      token.toUpperCase(),
      `${token.slice(0, -1)}${token.slice(-1).toUpperCase() === token.slice(-1) ? "A" : token.slice(-1).toUpperCase()}`,
      `${token}\n`,
      ` ${token}`,
      `${token}0`,
    ];
    for (const spelling of spellings(tokens.confirm)) expect(await confirmSubscription(env.DB, spelling, now), spelling).toBe("invalid");
    for (const spelling of spellings(tokens.unsubscribe)) expect(await unsubscribe(env.DB, spelling, now), spelling).toBe("invalid");
    expect(await exported()).toEqual([]);
    expect(await confirmSubscription(env.DB, tokens.confirm, now)).toBe("done");
    expect(await exported()).toEqual(["exact@example.com"]);
    expect(await unsubscribe(env.DB, tokens.unsubscribe, now)).toBe("done");
    expect(await exported()).toEqual([]);
  });

  it("the site's sign-up answers the same for every address and sends the confirmation through the queue", async () => {
    const testEnv = embeddedEnv();
    const answer = await post("/api/newsletter", { email: "site-reader@example.com" }, { env: testEnv });
    expect(answer.json()).toEqual({ data: { subscribed: true } });
    expect(await confirmationMail("site-reader@example.com")).toHaveLength(1);
    expect(mailQueued(testEnv)).toHaveLength(1);
  });
});
