/**
 * "Send again" in upstream mode (product-rules.md: The front desk; docs/delivery.md): a booking
 * request that was never delivered goes back into delivery with a fresh retry window, once,
 * audited; never one entered by hand, never one that was delivered.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createDeskStore } from "../../app/desk/bookings/desk-store.server";
import { sweepDeliveries } from "../../workers/platform/delivery-sweeper";
import { clearDesk, reception } from "./desk-helpers";

const createdAt = "2026-11-24T04:00:00.000Z";
const now = new Date("2026-11-24T06:30:00.000Z");

async function submission(reference: string, status: string, handledAt: string | null = null) {
  await env.DB.prepare(
    `INSERT INTO submissions (idempotency_key, request_hash, kind, status, reference, upstream_path, payload, attempts,
       last_error, created_at, updated_at, alerted_at, handled_at, handled_by)
     VALUES (?1, 'hash', 'booking', ?2, ?3, '/api/bookings', '{}', 21, 'admin API answered HTTP 503', ?4, ?4, ?4, ?5, ?6)`,
  )
    .bind(`key-${reference}`, status, reference, createdAt, handledAt, handledAt ? "reception@hotel.example" : null)
    .run();
}

const row = (reference: string) =>
  env.DB.prepare("SELECT id, status, attempts, last_error, resent_at, alerted_at, idempotency_key FROM submissions WHERE reference = ?")
    .bind(reference)
    .first<{ id: number; status: string; attempts: number; last_error: string | null; resent_at: string | null; alerted_at: string | null; idempotency_key: string }>();

beforeEach(async () => {
  await clearDesk();
  await env.DB.prepare("DELETE FROM submissions").run();
  await submission("DEAD2345", "dead");
  await submission("HAND2345", "dead", "2026-11-24T05:00:00.000Z");
  await submission("SENT2345", "delivered");
});

describe("Send again", () => {
  it("puts a dead request back into delivery at once, same key, fresh window, alert re-armed, audited once", async () => {
    const delivered: number[] = [];
    const desk = createDeskStore(env.DB, "upstream", (id) => delivered.push(id));
    const request = { reference: "DEAD2345", requestKey: "again-1", staff: reception, now };
    expect(await desk.sendAgain(request)).toEqual({ ok: true, replayed: false });
    const after = await row("DEAD2345");
    expect(after).toMatchObject({ status: "stored", attempts: 0, last_error: null, resent_at: now.toISOString(), alerted_at: null, idempotency_key: "key-DEAD2345" });
    expect(delivered).toEqual([after?.id]);
    expect(await desk.sendAgain(request)).toEqual({ ok: true, replayed: true });
    expect(delivered).toHaveLength(1);
    const audit = await env.DB.prepare("SELECT subject, subject_key, action, staff_email FROM desk_audit WHERE request_key = 'again-1'").all();
    expect(audit.results).toEqual([{ subject: "delivery", subject_key: "DEAD2345", action: "send_again", staff_email: reception.email }]);
  });

  it("gives the request a fresh retry window: the sweeper does not kill it for its old age", async () => {
    const desk = createDeskStore(env.DB, "upstream");
    await desk.sendAgain({ reference: "DEAD2345", requestKey: "again-2", staff: reception, now });
    const queue = { send: async () => {}, sendBatch: async () => {} } as unknown as Queue;
    const minute = await sweepDeliveries(env.DB, queue, new Date(now.getTime() + 60_000));
    expect(minute.dead).toEqual([]);
    const late = await sweepDeliveries(env.DB, queue, new Date(now.getTime() + 31 * 60_000));
    expect(late.dead).toEqual([(await row("DEAD2345"))?.id]);
  });

  it("refuses a request entered by hand, one that was delivered, and one that does not exist", async () => {
    const desk = createDeskStore(env.DB, "upstream");
    const send = (reference: string) => desk.sendAgain({ reference, requestKey: `again-${reference}`, staff: reception, now });
    expect(await send("HAND2345")).toEqual({
      ok: false,
      status: 409,
      message: "This request was entered by hand; sending it again would make a second booking.",
    });
    expect(await send("SENT2345")).toEqual({ ok: false, status: 409, message: "Only a request the hotel's system never received can be sent again." });
    expect(await send("NONE2345")).toMatchObject({ ok: false, status: 404 });
    expect((await row("HAND2345"))?.status).toBe("dead");
  });
});
