import { hotel } from "~/content/hotel";
import { createScheduledController, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { deliveryPolicy, retryDelayFor } from "../../app/server/deliver-upstream.server";
import { sweepDeliveries, sweepPolicy } from "../../workers/platform/delivery-sweeper";
import type { SubmissionRow } from "../../app/server/outbox.server";
import {
  embeddedEnv,
  interceptFetch,
  post,
  queueOf,
  recordingQueue,
  submissionByReference,
  upstreamEnv,
  validBodies,
} from "./submission-helpers";
import { consumeOne, secondsFromNow, setOutboxRow } from "./queue-helpers";

let consoleErrors: string[] = [];
let consoleWarnings: string[] = [];

beforeEach(async () => {
  // Rows other tests left waiting would be swept too; park them so each test sees only its own.
  await env.DB.prepare(
    `UPDATE submissions SET status = 'delivered', alerted_at = COALESCE(alerted_at, 'parked')
     WHERE status IN ('stored', 'sending', 'retrying', 'dead')`,
  ).run();
  consoleErrors = [];
  consoleWarnings = [];
  vi.spyOn(console, "error").mockImplementation((line: unknown) => void consoleErrors.push(String(line)));
  vi.spyOn(console, "warn").mockImplementation((line: unknown) => void consoleWarnings.push(String(line)));
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The `delivery_dead` alert events logged since the test began. */
const deadAlerts = () =>
  consoleErrors.map((line) => JSON.parse(line) as Record<string, unknown>).filter((e) => e.event === "delivery_dead");

/** An admin API that refuses every forward until `recover()`; `accepted()` counts what it took since. */
function adminSwitch() {
  let up = false;
  let accepted = 0;
  const fetches = interceptFetch((call) => {
    if (call.method !== "POST") return undefined;
    if (!up) return new TypeError("Network connection lost.");
    accepted += 1;
    return undefined;
  });
  return { fetches, recover: () => (up = true), accepted: () => accepted };
}

/** A contact enquiry in upstream mode whose first forward failed: a `retrying` row. */
async function undeliveredRow(testEnv = upstreamEnv()): Promise<SubmissionRow> {
  const res = await post("/api/contact-enquiry", validBodies.contact, { env: testEnv });
  expect(res.status).toBe(201);
  const row = await submissionByReference(String(res.json().data?.id));
  expect(row?.status).toBe("retrying");
  return row as SubmissionRow;
}

const setRow = (id: number, columns: Partial<SubmissionRow>) => setOutboxRow("submissions", id, columns);

const rowById = (id: number) => env.DB.prepare("SELECT * FROM submissions WHERE id = ?").bind(id).first<SubmissionRow>();

/** Hands one queued message to the consumer, as the Queue would on its first attempt. */
const consume = (body: unknown, testEnv: Cloudflare.Env, queue = "hotel-deliveries") => consumeOne(queue, body, 1, testEnv);

describe("the delivery sweeper re-queues deliveries that stopped moving", () => {
  it("re-queues a `sending` row past its lease, which is then delivered exactly once", async () => {
    const admin = adminSwitch();
    const testEnv = upstreamEnv();
    const row = await undeliveredRow(testEnv);
    // The Worker died mid-attempt: the row says `sending` and nobody will finish it.
    const leaseUntil = secondsFromNow(deliveryPolicy.leaseSeconds).toISOString();
    await setRow(row.id, { status: "sending", lease_until: leaseUntil });
    admin.recover();

    // Still inside the lease: left alone.
    const queue = recordingQueue();
    expect((await sweepDeliveries(env.DB, queue, secondsFromNow(5))).requeued).toEqual([]);

    const after = secondsFromNow(deliveryPolicy.leaseSeconds + 1);
    const first = await sweepDeliveries(env.DB, queue, after);
    expect(first.requeued).toEqual([row.id]);
    expect(queue.sent).toEqual([{ body: { submissionId: row.id }, delaySeconds: undefined }]);
    expect(await rowById(row.id)).toMatchObject({ status: "retrying", lease_until: null });
    expect((await rowById(row.id))?.last_error).toContain("lease ran out");

    // A second run does not queue it again, and the queued message delivers it once.
    expect((await sweepDeliveries(env.DB, queue, after)).requeued).toEqual([]);
    await consume(queue.sent[0].body, testEnv);
    await consume(queue.sent[0].body, testEnv); // queues deliver at least once
    expect(admin.accepted()).toBe(1);
    expect(await rowById(row.id)).toMatchObject({ status: "delivered", last_error: null });
    expect((await sweepDeliveries(env.DB, queue, secondsFromNow(3600))).requeued).toEqual([]);
  });

  it("delivers a `stored` row whose first forward never ran, after a grace period", async () => {
    const admin = adminSwitch();
    const testEnv = upstreamEnv();
    const row = await undeliveredRow(testEnv);
    // As if the Worker died before its waitUntil forward started.
    await setRow(row.id, { status: "stored", attempts: 0, last_error: null });
    admin.recover();
    const queue = recordingQueue();

    expect((await sweepDeliveries(env.DB, queue, secondsFromNow(sweepPolicy.storedGraceSeconds - 5))).requeued).toEqual([]);
    const swept = await sweepDeliveries(env.DB, queue, secondsFromNow(sweepPolicy.storedGraceSeconds + 1));
    expect(swept.requeued).toEqual([row.id]);
    expect((await rowById(row.id))?.last_error).toBe("the first forward never ran");

    await consume(queue.sent[0].body, testEnv);
    expect(admin.accepted()).toBe(1);
    expect(await rowById(row.id)).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("re-sends a retry whose Queue message was lost (the Queue refused the first send)", async () => {
    const admin = adminSwitch();
    const refusing = upstreamEnv({
      DELIVERY_QUEUE: {
        send: async () => {
          throw new Error("Queue send failed: 500");
        },
      } as unknown as Queue,
    });
    const row = await undeliveredRow(refusing);
    expect(consoleErrors.some((line) => line.includes("delivery_not_queued"))).toBe(true);
    admin.recover();
    const queue = recordingQueue();

    // A retry normally comes within about half a minute: a minute of silence is not yet "lost".
    expect((await sweepDeliveries(env.DB, queue, secondsFromNow(60))).requeued).toEqual([]);
    const swept = await sweepDeliveries(env.DB, queue, secondsFromNow(sweepPolicy.retryOverdueSeconds + 1));
    expect(swept.requeued).toEqual([row.id]);
    // The row keeps the admin API's last error: that is still why it was not delivered.
    expect((await rowById(row.id))?.last_error).toContain("unreachable");

    await consume(queue.sent[0].body, upstreamEnv());
    expect(admin.accepted()).toBe(1);
    expect((await rowById(row.id))?.status).toBe("delivered");
  });

  it("tries again on a later run when the Queue refuses the re-queue too", async () => {
    adminSwitch();
    const row = await undeliveredRow();
    const refusing = recordingQueue();
    refusing.sendBatch = async () => {
      throw new Error("Queue sendBatch failed: 500");
    };
    const overdue = secondsFromNow(sweepPolicy.retryOverdueSeconds + 1);
    expect((await sweepDeliveries(env.DB, refusing, overdue)).requeued).toEqual([row.id]);
    expect(consoleErrors.some((line) => line.includes("delivery_not_queued"))).toBe(true);

    // Found again once overdue counting from the failed run, and queued this time.
    const queue = recordingQueue();
    const later = new Date(overdue.getTime() + (sweepPolicy.retryOverdueSeconds + 1) * 1000);
    expect((await sweepDeliveries(env.DB, queue, later)).requeued).toEqual([row.id]);
    expect(queue.sent).toEqual([{ body: { submissionId: row.id }, delaySeconds: undefined }]);
  });

  it("queues each stuck row once when two runs overlap", async () => {
    adminSwitch();
    const rows = [await undeliveredRow(), await undeliveredRow(), await undeliveredRow()];
    const queue = recordingQueue();
    const overdue = secondsFromNow(sweepPolicy.retryOverdueSeconds + 1);
    const results = await Promise.all([sweepDeliveries(env.DB, queue, overdue), sweepDeliveries(env.DB, queue, overdue)]);
    const requeued = results.flatMap((result) => result.requeued).sort((a, b) => a - b);
    expect(requeued).toEqual(rows.map((row) => row.id));
    expect(queue.sent).toHaveLength(3);
  });

  it("handles a bounded batch per run and drains the rest on later runs", async () => {
    adminSwitch();
    const rows = [await undeliveredRow(), await undeliveredRow(), await undeliveredRow()];
    const policy = { ...sweepPolicy, batchSize: 2 };
    const queue = recordingQueue();
    const overdue = secondsFromNow(sweepPolicy.retryOverdueSeconds + 1);
    expect((await sweepDeliveries(env.DB, queue, overdue, policy)).requeued).toEqual([rows[0].id, rows[1].id]);
    expect((await sweepDeliveries(env.DB, queue, overdue, policy)).requeued).toEqual([rows[2].id]);
  });
});

describe("dead deliveries and their alert", () => {
  it("marks a row still undelivered after the retry window dead, with one alert, and alerts nothing on later runs", async () => {
    adminSwitch();
    const row = await undeliveredRow();
    const queue = recordingQueue();
    const pastWindow = secondsFromNow(sweepPolicy.retryWindowSeconds + 1);

    const swept = await sweepDeliveries(env.DB, queue, pastWindow);
    expect(swept).toEqual({ dead: [row.id], requeued: [], alerted: [row.id] });
    // Nothing re-queued for delivery; one e-mail to the reservations inbox, written with the alert.
    const mail = await env.DB.prepare("SELECT id, to_address, subject, about FROM mail_outbox WHERE kind = 'delivery-dead-hotel'").all<{
      id: number;
      to_address: string;
      subject: string;
      about: string | null;
    }>();
    expect(mail.results).toHaveLength(1);
    expect(mail.results[0]).toMatchObject({ to_address: hotel.emails.reservations, about: row.reference });
    expect(mail.results[0].subject).toContain(row.reference ?? "missing");
    expect(queue.sent).toEqual([{ body: { mailId: mail.results[0].id }, delaySeconds: undefined }]);
    const dead = await rowById(row.id);
    expect(dead).toMatchObject({ status: "dead", upstream_path: "/api/contact-enquiry", payload: row.payload });
    expect(dead?.last_error).toContain("unreachable");
    expect(dead?.alerted_at).not.toBeNull();
    expect(deadAlerts()).toEqual([
      {
        event: "delivery_dead",
        submissionId: row.id,
        kind: "contact",
        reference: row.reference,
        attempts: 1,
        lastError: row.last_error,
        source: "sweeper",
        createdAt: row.created_at,
      },
    ]);

    expect(await sweepDeliveries(env.DB, queue, pastWindow)).toEqual({ dead: [], requeued: [], alerted: [] });
    expect(await sweepDeliveries(env.DB, queue, secondsFromNow(sweepPolicy.retryWindowSeconds * 2))).toEqual({
      dead: [],
      requeued: [],
      alerted: [],
    });
    const mailAfter = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'delivery-dead-hotel'").first<{ n: number }>();
    expect(mailAfter?.n).toBe(1);
    expect(deadAlerts()).toHaveLength(1);
  });

  it("never marks a row dead while an attempt holds its lease", async () => {
    adminSwitch();
    const row = await undeliveredRow();
    const pastWindow = secondsFromNow(sweepPolicy.retryWindowSeconds + 1);
    await setRow(row.id, { status: "sending", lease_until: new Date(pastWindow.getTime() + 10_000).toISOString() });
    expect((await sweepDeliveries(env.DB, recordingQueue(), pastWindow)).dead).toEqual([]);
    expect((await rowById(row.id))?.status).toBe("sending");
  });

  it("raises one alert per dead row across the dead-letter consumer and the sweeper", async () => {
    adminSwitch();
    const testEnv = upstreamEnv();
    const row = await undeliveredRow(testEnv);
    await consume({ submissionId: row.id }, testEnv, "hotel-deliveries-dlq");
    await consume({ submissionId: row.id }, testEnv, "hotel-deliveries-dlq"); // a duplicate dead letter
    expect(deadAlerts()).toEqual([expect.objectContaining({ submissionId: row.id, source: "dead_letter_queue" })]);

    const swept = await sweepDeliveries(env.DB, recordingQueue(), secondsFromNow(sweepPolicy.retryWindowSeconds * 2));
    expect(swept).toEqual({ dead: [], requeued: [], alerted: [] });
    expect(deadAlerts()).toHaveLength(1);
  });

  it("raises the alert a dead-letter consumer died before raising", async () => {
    adminSwitch();
    const row = await undeliveredRow();
    await setRow(row.id, { status: "dead", alerted_at: null });
    const swept = await sweepDeliveries(env.DB, recordingQueue(), new Date());
    expect(swept.alerted).toEqual([row.id]);
    expect(deadAlerts()).toEqual([expect.objectContaining({ submissionId: row.id, source: "sweeper" })]);
  });
});

describe("a late success wins over dead", () => {
  it("records `delivered` when the dead letter lands while the successful attempt is in flight", async () => {
    const testEnv = upstreamEnv();
    let failing = true;
    let deadLetterDuringSend: Promise<unknown> = Promise.resolve();
    let rowId = 0;
    interceptFetch((call) => {
      if (call.method !== "POST") return undefined;
      if (failing) return new TypeError("Network connection lost.");
      // The admin API is taking the request; meanwhile the Queue gives up and dead-letters it.
      return async () => {
        deadLetterDuringSend = consume({ submissionId: rowId }, testEnv, "hotel-deliveries-dlq");
        await deadLetterDuringSend;
        expect((await rowById(rowId))?.status).toBe("dead");
        return new Response("{}", { status: 201 });
      };
    });
    const row = await undeliveredRow(testEnv);
    rowId = row.id;
    failing = false;

    await consume({ submissionId: row.id }, testEnv);
    await deadLetterDuringSend;
    const final = await rowById(row.id);
    expect(final).toMatchObject({ status: "delivered", last_error: null });
    expect(final?.delivered_at).not.toBeNull();
    // The alert went out while the row was dead; staff are then told it arrived after all.
    expect(deadAlerts()).toHaveLength(1);
    expect(consoleWarnings.map((line) => JSON.parse(line).event)).toContain("delivery_dead_resolved");
    // Nothing re-sends or re-alerts it afterwards.
    expect(await sweepDeliveries(env.DB, recordingQueue(), secondsFromNow(3600))).toEqual({ dead: [], requeued: [], alerted: [] });
  });

  /** An attempt that succeeds slowly: while the admin API holds it, `during` runs against its row. */
  function slowSuccess(during: (rowId: number) => Promise<unknown>) {
    const state = { failing: true, rowId: 0, posts: 0 };
    interceptFetch((call) => {
      if (call.method !== "POST") return undefined;
      state.posts += 1;
      if (state.failing) return new TypeError("Network connection lost.");
      return async () => {
        await during(state.rowId);
        return new Response("{}", { status: 201 });
      };
    });
    return state;
  }

  it("records `delivered` when the sweeper's retry window closes while an attempt that outlived its lease succeeds", async () => {
    const testEnv = upstreamEnv();
    const pastWindow = secondsFromNow(sweepPolicy.retryWindowSeconds + 1);
    const state = slowSuccess(async (rowId) => {
      await setRow(rowId, { lease_until: new Date(Date.now() - 1000).toISOString() });
      expect((await sweepDeliveries(env.DB, recordingQueue(), pastWindow)).dead).toEqual([rowId]);
    });
    const row = await undeliveredRow(testEnv);
    state.rowId = row.id;
    state.failing = false;
    await consume({ submissionId: row.id }, testEnv);
    expect((await rowById(row.id))?.status).toBe("delivered");
    expect(deadAlerts()).toHaveLength(1);
  });

  it("records `delivered` when the sweeper re-queued an attempt that outlived its lease, and never sends it again", async () => {
    const testEnv = upstreamEnv();
    const queue = recordingQueue();
    const state = slowSuccess(async (rowId) => {
      await setRow(rowId, { lease_until: new Date(Date.now() - 1000).toISOString() });
      expect((await sweepDeliveries(env.DB, queue, new Date())).requeued).toEqual([rowId]);
    });
    const row = await undeliveredRow(testEnv);
    state.rowId = row.id;
    state.failing = false;
    await consume({ submissionId: row.id }, testEnv);
    expect((await rowById(row.id))?.status).toBe("delivered");
    const postsBefore = state.posts;
    await consume(queue.sent[0].body, testEnv);
    expect(state.posts).toBe(postsBefore);
  });

  it("keeps a delivered row delivered when the dead letter comes after the success", async () => {
    interceptFetch();
    const testEnv = upstreamEnv();
    const res = await post("/api/contact-enquiry", validBodies.contact, { env: testEnv });
    const row = await submissionByReference(String(res.json().data?.id));
    expect(row?.status).toBe("delivered");
    await consume({ submissionId: row?.id }, testEnv, "hotel-deliveries-dlq");
    expect((await rowById(row?.id ?? 0))?.status).toBe("delivered");
    expect(deadAlerts()).toEqual([]);
  });
});

describe("rows the sweeper never touches", () => {
  it("leaves a delivered row exactly as it was, however old", async () => {
    interceptFetch();
    const res = await post("/api/contact-enquiry", validBodies.contact, { env: upstreamEnv() });
    const row = await submissionByReference(String(res.json().data?.id));
    expect(row?.status).toBe("delivered");
    const swept = await sweepDeliveries(env.DB, recordingQueue(), secondsFromNow(sweepPolicy.retryWindowSeconds * 10));
    expect(swept).toEqual({ dead: [], requeued: [], alerted: [] });
    expect(await rowById(row?.id ?? 0)).toEqual(row);
  });

  it("leaves embedded-mode `local` rows exactly as they were, however old", async () => {
    const res = await post("/api/contact-enquiry", validBodies.contact, { env: embeddedEnv() });
    const row = await submissionByReference(String(res.json().data?.id));
    expect(row?.status).toBe("local");
    const queue = recordingQueue();
    const swept = await sweepDeliveries(env.DB, queue, secondsFromNow(sweepPolicy.retryWindowSeconds * 10));
    expect(swept).toEqual({ dead: [], requeued: [], alerted: [] });
    expect(queue.sent).toEqual([]);
    expect(await rowById(row?.id ?? 0)).toEqual(row);
  });
});

describe("the Worker's scheduled handler", () => {
  it("runs the sweeper", async () => {
    adminSwitch();
    const testEnv = upstreamEnv();
    const row = await undeliveredRow(testEnv);
    const overdue = new Date(Date.now() - (sweepPolicy.retryOverdueSeconds + 1) * 1000).toISOString();
    await setRow(row.id, { updated_at: overdue });
    queueOf(testEnv).sent.length = 0;

    await worker.scheduled(createScheduledController({ cron: "* * * * *" }), testEnv);
    expect(queueOf(testEnv).sent).toEqual([{ body: { submissionId: row.id }, delaySeconds: undefined }]);
  });
});

describe("sweeper policy", () => {
  it("gives the Queue's whole retry cycle time to finish twice before a row counts as dead", () => {
    // wrangler.toml: max_retries = 20 deliveries after the first, each after retryDelayFor(n).
    const queueCycle =
      deliveryPolicy.firstRetryDelaySeconds +
      Array.from({ length: 20 }, (_, i) => retryDelayFor(i + 1) + deliveryPolicy.forwardTimeoutMs / 1000).reduce((a, b) => a + b);
    const cronPeriod = 60;
    expect(sweepPolicy.retryWindowSeconds).toBeGreaterThan(2 * (queueCycle + sweepPolicy.retryOverdueSeconds + cronPeriod));
    // A live retry (longest wait plus one forward) is never mistaken for a lost one.
    expect(sweepPolicy.retryOverdueSeconds).toBeGreaterThan(2 * (retryDelayFor(99) + deliveryPolicy.forwardTimeoutMs / 1000));
    expect(sweepPolicy.storedGraceSeconds).toBeGreaterThan(2 * (deliveryPolicy.forwardTimeoutMs / 1000));
    expect(sweepPolicy.batchSize).toBeLessThanOrEqual(100);
  });
});
