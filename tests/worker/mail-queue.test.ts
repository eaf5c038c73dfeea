import { createScheduledController, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hotel } from "~/content/hotel";
import worker from "../../workers/app";
import {
  enqueueMail,
  mailIdsOf,
  mailStatement,
  type OutgoingMail,
  queueMail,
} from "../../app/mail/mail-outbox.server";
import { bookingConfirmedForGuest } from "../../app/mail/messages/booking-confirmed.server";
import { bookingMailData } from "../../app/mail/messages/booking-mail-data.server";
import { mailKeys } from "../../app/mail/messages/mail-keys.server";
import { mailPolicy } from "../../app/mail/send-mail.server";
import { mailSweepPolicy, sweepMail } from "../../app/mail/sweep-mail.server";
import { retryDelayFor } from "../../app/server/deliver-upstream.server";
import { decodeBase64Utf8, freshKey, mailById, mailByKey, recordingEmail, sampleConfirmation } from "./mail-helpers";
import { consumeOne, secondsFromNow, setOutboxRow } from "./queue-helpers";
import { embeddedEnv, queueOf, recordingQueue } from "./submission-helpers";

let consoleErrors: string[] = [];

beforeEach(async () => {
  // Rows other tests left waiting would be swept too; park them so each test sees only its own.
  await env.DB.prepare("UPDATE mail_outbox SET status = 'sent' WHERE status IN ('pending', 'sending', 'retrying')").run();
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((line: unknown) => void consoleErrors.push(String(line)));
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const events = (name: string) =>
  consoleErrors.map((line) => JSON.parse(line) as Record<string, unknown>).filter((event) => event.event === name);

function message(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    dedupeKey: freshKey("booking-received:guest"),
    kind: "booking-received-guest",
    about: "K7Q2M9XD",
    to: "asha@example.com",
    subject: "Booking request K7Q2M9XD received",
    text: "Thank you",
    html: "<p>Thank you</p>",
    ...overrides,
  };
}

/** Writes one message the way a caller would: in a batch, then handed to the Queue. */
async function writeMail(overrides: Partial<OutgoingMail> = {}): Promise<number> {
  const [id] = mailIdsOf(await env.DB.batch([mailStatement(env.DB, message(overrides))]));
  return id;
}

/** Hands one message to the consumer, on the deliveries queue and its first attempt unless told. */
const consume = (body: unknown, testEnv: Cloudflare.Env, attempts = 1, queue = "hotel-deliveries") => consumeOne(queue, body, attempts, testEnv);

const setMail = (id: number, columns: Record<string, string | number | null>) => setOutboxRow("mail_outbox", id, columns);

describe("the mail outbox", () => {
  it("writes a message once however often the same event is written (dedupe key)", async () => {
    const once = message();
    const first = await env.DB.batch([mailStatement(env.DB, once)]);
    const second = await env.DB.batch([mailStatement(env.DB, { ...once, subject: "a second try" })]);
    expect(mailIdsOf(first)).toHaveLength(1);
    expect(mailIdsOf(second)).toEqual([]);
    const { results } = await env.DB.prepare("SELECT * FROM mail_outbox WHERE dedupe_key = ?").bind(once.dedupeKey).run();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ status: "pending", attempts: 0, subject: once.subject, attachments: "[]" });
  });

  it("commits with the caller's own writes in one batch, or not at all", async () => {
    const key = freshKey("together");
    const failing = env.DB.batch([
      mailStatement(env.DB, message({ dedupeKey: key })),
      env.DB.prepare("INSERT INTO no_such_table (x) VALUES (1)"),
    ]);
    await expect(failing).rejects.toThrow();
    expect(await mailByKey(key)).toBeNull();

    // Beside a statement that returns an id of its own, as a submission's acceptance does.
    const results = await env.DB.batch([
      env.DB.prepare("SELECT 777 AS id"),
      mailStatement(env.DB, message({ dedupeKey: key })),
    ]);
    const ids = mailIdsOf(results);
    expect(ids).toHaveLength(1);
    expect((await mailByKey(key))?.id).toBe(ids[0]);
  });

  it("hands new rows to the Queue as { mailId } and never throws when the Queue refuses", async () => {
    const queue = recordingQueue();
    const ids = await queueMail(env.DB, queue, [message(), message()]);
    expect(ids).toHaveLength(2);
    expect(queue.sent.map((sent) => sent.body)).toEqual(ids.map((mailId) => ({ mailId })));
    // Written again: nothing new to queue.
    expect(await queueMail(env.DB, queue, [])).toEqual([]);

    const refusing = { sendBatch: async () => Promise.reject(new Error("Queue send failed: 500")) } as unknown as Queue;
    await expect(enqueueMail(refusing, [ids[0]])).resolves.toBeUndefined();
    expect(events("mail_not_queued")).toHaveLength(1);
  });
});

describe("sending through the delivery queue", () => {
  it("sends a row once through the EMAIL binding and marks it sent; a redelivery sends nothing", async () => {
    const email = recordingEmail();
    const testEnv = embeddedEnv({ EMAIL: email });
    const booking = { ...bookingMailData(sampleConfirmation()), status: "confirmed" as const };
    const content = bookingConfirmedForGuest(booking, { bookingUrl: "https://narmada-riverside.example/b/K7Q2M9XD" });
    const ids = await queueMail(env.DB, testEnv.DELIVERY_QUEUE, [
      { ...mailKeys.bookingConfirmedForGuest(`${booking.reference}-${freshKey()}`), ...content },
    ]);
    const [queued] = queueOf(testEnv).sent;
    expect(queued.body).toEqual({ mailId: ids[0] });

    expect(await consume(queued.body, testEnv)).toMatchObject({ acked: true, retried: false });
    expect(email.sent).toHaveLength(1);
    const [sent] = email.sent;
    expect(sent.from).toEqual({ email: hotel.emails.sender, name: hotel.emails.senderName });
    expect(sent.to).toBe("asha@example.com");
    expect(sent.replyTo).toEqual({ email: hotel.emails.reservations, name: hotel.emails.senderName });
    expect(sent.subject).toBe(content.subject);
    expect(sent.text).toBe(content.text);
    expect(sent.html).toBe(content.html);
    expect(sent.attachments).toHaveLength(1);
    const [attachment] = sent.attachments ?? [];
    expect(attachment).toMatchObject({ disposition: "attachment", filename: "booking-K7Q2M9XD.ics" });
    expect(decodeBase64Utf8(String(attachment.content))).toContain("DTSTART;TZID=Asia/Kolkata:20270112T120000");

    const row = await mailById(ids[0]);
    expect(row).toMatchObject({ status: "sent", attempts: 1, last_error: null, lease_until: null });
    expect(row?.sent_at).not.toBeNull();

    // Queues deliver at least once: the same message again is acknowledged and sends nothing.
    expect(await consume(queued.body, testEnv, 2)).toMatchObject({ acked: true });
    expect(email.sent).toHaveLength(1);
    expect((await mailById(ids[0]))?.attempts).toBe(1);
  });

  it("sends through the real local binding (miniflare's send_email)", async () => {
    const id = await writeMail();
    expect(await consume({ mailId: id }, embeddedEnv())).toMatchObject({ acked: true });
    expect(await mailById(id)).toMatchObject({ status: "sent" });
  });

  it("retries a failing send with the deliveries' growing delays, then the dead-letter queue marks it dead once", async () => {
    const email = recordingEmail(100);
    const testEnv = embeddedEnv({ EMAIL: email });
    const id = await writeMail();

    const first = await consume({ mailId: id }, testEnv, 1);
    expect(first).toMatchObject({ acked: false, retried: true, retryDelay: retryDelayFor(1) });
    const second = await consume({ mailId: id }, testEnv, 2);
    expect(second.retryDelay).toBe(retryDelayFor(2));
    expect(second.retryDelay).toBeGreaterThan(first.retryDelay ?? 0);
    const retrying = await mailById(id);
    expect(retrying).toMatchObject({ status: "retrying", attempts: 2 });
    expect(retrying?.last_error).toContain("temporarily unavailable");

    expect(await consume({ mailId: id }, testEnv, 1, "hotel-deliveries-dlq")).toMatchObject({ acked: true });
    expect(await mailById(id)).toMatchObject({ status: "dead", attempts: 2 });
    const [dead] = events("mail_dead");
    expect(dead).toMatchObject({ event: "mail_dead", mailId: id, kind: "booking-received-guest", attempts: 2 });
    expect(JSON.stringify(dead)).not.toContain("asha@example.com");

    // A second dead letter for the same row changes nothing and logs nothing more; a late
    // message for a dead row sends nothing.
    await consume({ mailId: id }, testEnv, 1, "hotel-deliveries-dlq");
    expect(events("mail_dead")).toHaveLength(1);
    expect(await consume({ mailId: id }, embeddedEnv({ EMAIL: recordingEmail() }), 3)).toMatchObject({ acked: true });
    expect((await mailById(id))?.status).toBe("dead");
  });

  it("recovers when the binding answers again", async () => {
    const email = recordingEmail(1);
    const testEnv = embeddedEnv({ EMAIL: email });
    const id = await writeMail();
    expect((await consume({ mailId: id }, testEnv, 1)).retried).toBe(true);
    expect((await consume({ mailId: id }, testEnv, 2)).acked).toBe(true);
    expect(email.sent).toHaveLength(1);
    expect(await mailById(id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });

  it("never sends a row another worker is sending right now", async () => {
    const email = recordingEmail();
    const id = await writeMail();
    await setMail(id, { status: "sending", lease_until: secondsFromNow(30).toISOString() });
    expect(await consume({ mailId: id }, embeddedEnv({ EMAIL: email }))).toMatchObject({ retried: true });
    expect(email.sent).toHaveLength(0);
  });

  it("never throws out of the consumer: D1 failing becomes a retry, a bad or unknown message is acknowledged", async () => {
    const brokenDb = {
      prepare: () => {
        throw new Error("D1_ERROR: database unavailable");
      },
    } as unknown as D1Database;
    const broken = await consume({ mailId: 1 }, embeddedEnv({ DB: brokenDb, EMAIL: recordingEmail() }));
    expect(broken).toMatchObject({ acked: false, retried: true });
    expect(events("mail_consumer_error")).toHaveLength(1);

    expect((await consume({ mailId: "x" }, embeddedEnv())).acked).toBe(true);
    expect(events("mail_message_invalid")).toHaveLength(1);
    expect((await consume({ mailId: 999_999 }, embeddedEnv())).acked).toBe(true);
  });

  it("leaves the submissions' messages to the delivery handler", async () => {
    // An unknown submission id is settled, as before: acknowledged without a mail event.
    expect((await consume({ submissionId: 999_999 }, embeddedEnv())).acked).toBe(true);
    expect((await consume({ nonsense: true }, embeddedEnv())).acked).toBe(true);
    expect(events("delivery_message_invalid")).toHaveLength(1);
    expect(events("mail_message_invalid")).toHaveLength(0);
  });
});

describe("the mail sweeper", () => {
  it("re-queues pending and retrying rows idle for a minute and sends each once", async () => {
    const pending = await writeMail();
    const retrying = await writeMail();
    const fresh = await writeMail();
    const idleSince = secondsFromNow(-(mailSweepPolicy.idleSeconds + 5)).toISOString();
    await setMail(pending, { updated_at: idleSince });
    await setMail(retrying, { status: "retrying", attempts: 1, last_error: "refused", updated_at: idleSince });

    const queue = recordingQueue();
    const requeued = await sweepMail({ DB: env.DB, DELIVERY_QUEUE: queue }, new Date());
    expect(requeued).toEqual([pending, retrying]);
    expect(queue.sent.map((sent) => sent.body)).toEqual([{ mailId: pending }, { mailId: retrying }]);
    expect(await mailById(pending)).toMatchObject({ status: "retrying", last_error: "the first send never ran" });
    expect(await mailById(retrying)).toMatchObject({ status: "retrying", last_error: "refused" });
    expect((await mailById(fresh))?.status).toBe("pending");

    // A second run right after does not queue them again.
    expect(await sweepMail({ DB: env.DB, DELIVERY_QUEUE: queue }, new Date())).toEqual([]);

    const email = recordingEmail();
    const testEnv = embeddedEnv({ EMAIL: email });
    for (const sent of queue.sent) await consume(sent.body, testEnv);
    for (const sent of queue.sent) await consume(sent.body, testEnv, 2);
    expect(email.sent).toHaveLength(2);
  });

  it("re-queues a `sending` row only once its lease ran out, and never a sent or dead one", async () => {
    const stuck = await writeMail();
    const sent = await writeMail();
    const dead = await writeMail();
    const leaseUntil = secondsFromNow(mailPolicy.leaseSeconds).toISOString();
    await setMail(stuck, { status: "sending", attempts: 1, lease_until: leaseUntil });
    const longAgo = secondsFromNow(-3600).toISOString();
    await setMail(sent, { status: "sent", updated_at: longAgo, sent_at: longAgo });
    await setMail(dead, { status: "dead", updated_at: longAgo });

    const queue = recordingQueue();
    expect(await sweepMail({ DB: env.DB, DELIVERY_QUEUE: queue }, secondsFromNow(5))).toEqual([]);
    expect(await sweepMail({ DB: env.DB, DELIVERY_QUEUE: queue }, secondsFromNow(mailPolicy.leaseSeconds + 1))).toEqual([
      stuck,
    ]);
    expect((await mailById(stuck))?.last_error).toContain("lease ran out");
    expect(queue.sent.map((message) => message.body)).toEqual([{ mailId: stuck }]);
  });

  it("runs from the Worker's scheduled handler, and a failing mail sweep does not stop the deliveries' sweep", async () => {
    const id = await writeMail();
    await setMail(id, { updated_at: secondsFromNow(-120).toISOString() });
    const testEnv = embeddedEnv();
    await worker.scheduled(createScheduledController({ cron: "* * * * *" }), testEnv);
    expect(queueOf(testEnv).sent.map((sent) => sent.body)).toContainEqual({ mailId: id });

    const failing = {
      prepare: () => {
        throw new Error("D1_ERROR: database unavailable");
      },
    } as unknown as D1Database;
    await expect(sweepMail({ DB: failing, DELIVERY_QUEUE: recordingQueue() }, new Date())).resolves.toEqual([]);
    expect(events("mail_sweep_error")).toHaveLength(1);
  });
});
