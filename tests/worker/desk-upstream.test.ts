/**
 * The front desk in upstream mode (product-rules.md: The front desk): the hotel's own system owns
 * bookings, so the desk shows the website's record of each booking request and its delivery, and
 * lets staff mark a request that never arrived there as entered by hand, once, audited.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { action as bookingsAction, loader as bookingsLoader } from "../../app/desk/bookings/admin-bookings";
import { loader as bookingLoader } from "../../app/desk/bookings/admin-booking";
import { loader as todayLoader } from "../../app/desk/today/admin-today";
import { auditRows, clearDesk, deskRequestContext, reception } from "./desk-helpers";

type Args<F extends (...args: never[]) => unknown> = Parameters<F>[0];
const upstream = () => deskRequestContext({ mode: "upstream", now: new Date("2026-11-24T06:30:00.000Z") });

async function submission(reference: string, kind: string, status: string, payload: unknown) {
  await env.DB.prepare(
    `INSERT INTO submissions (idempotency_key, request_hash, kind, status, reference, upstream_path, payload, attempts,
       last_error, created_at, updated_at)
     VALUES (?, 'hash', ?, ?, ?, '/api/bookings', ?, 21, 'admin API answered HTTP 503', ?, ?)`,
  )
    .bind(`key-${reference}`, kind, status, reference, JSON.stringify(payload), "2026-11-24T04:00:00.000Z", "2026-11-24T04:30:00.000Z")
    .run();
}

const wizardPayload = {
  bookings: [{ name: "Asha Verma", email: "asha@example.com", phone: "+919876543210", check_in_date: "2027-01-10", check_out_date: "2027-01-12" }],
};

async function enterByHand(reference: string, requestKey: string, note = "Typed into the PMS") {
  const body = new URLSearchParams({ reference, request_key: requestKey, note });
  const request = new Request("http://localhost/admin/bookings", { method: "POST", body });
  const result: unknown = await bookingsAction({ request, params: {}, context: upstream() } as unknown as Args<typeof bookingsAction>);
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  return { status: (result as { init: { status: number } }).init.status, location: null };
}

beforeEach(async () => {
  await clearDesk();
  await env.DB.prepare("DELETE FROM submissions").run();
  await submission("DEAD2345", "booking", "dead", wizardPayload);
  await submission("SENT2345", "booking", "delivered", { name: "Ravi", email: "ravi@example.org", phone: "+447700900123", checkIn: "2027-02-01", checkOut: "2027-02-02" });
  await submission("WAIT2345", "contact", "retrying", { name: "Meera" });
});

describe("the desk in upstream mode", () => {
  it("Today and Bookings show each booking request's delivery and count what is undelivered", async () => {
    const today = await todayLoader({ request: new Request("http://localhost/admin"), params: {}, context: upstream() } as unknown as Args<typeof todayLoader>);
    expect(today.mode).toBe("upstream");
    if (today.mode !== "upstream") return;
    expect(today.deliveries.undelivered).toEqual({ dead: 1, retrying: 1 });
    const list = await bookingsLoader({
      request: new Request("http://localhost/admin/bookings"),
      params: {},
      context: upstream(),
    } as unknown as Args<typeof bookingsLoader>);
    expect(list.mode === "upstream" && list.deliveries.rows).toEqual([
      expect.objectContaining({ reference: "SENT2345", status: "delivered", guestName: "Ravi", checkIn: "2027-02-01" }),
      expect.objectContaining({ reference: "DEAD2345", status: "dead", guestName: "Asha Verma", guestPhone: "+919876543210", attempts: 21, enteredByHand: null }),
    ]);
  });

  it("a booking page says there is no such booking here: the hotel's system has them", async () => {
    const refused = await bookingLoader({
      request: new Request("http://localhost/admin/bookings/DEAD2345"),
      params: { reference: "DEAD2345" },
      context: upstream(),
    } as unknown as Args<typeof bookingLoader>).catch((error) => error.init.status);
    expect(refused).toBe(404);
  });

  it("marks an undelivered request as entered by hand once, audited, and answers a second send the same", async () => {
    expect(await enterByHand("dead2345", "page-1:DEAD2345")).toEqual({ status: 303, location: "/admin/bookings?entered=DEAD2345" });
    expect(await enterByHand("DEAD2345", "page-1:DEAD2345")).toEqual({ status: 303, location: "/admin/bookings?entered=DEAD2345" });
    const row = await env.DB.prepare("SELECT status, handled_at, handled_by, handled_note FROM submissions WHERE reference = 'DEAD2345'").first();
    expect(row).toEqual({ status: "dead", handled_at: "2026-11-24T06:30:00.000Z", handled_by: reception.email, handled_note: "Typed into the PMS" });
    const audit = await auditRows("DEAD2345");
    expect(audit).toEqual([expect.objectContaining({ action: "entered_by_hand", staff_email: reception.email, note: "Typed into the PMS" })]);
    expect(await enterByHand("DEAD2345", "page-2:DEAD2345")).toMatchObject({ status: 409 });
  });

  it("refuses a request that was delivered, and one that does not exist", async () => {
    expect(await enterByHand("SENT2345", "k-sent")).toMatchObject({ status: 409 });
    expect(await enterByHand("NOSUCH23", "k-none")).toMatchObject({ status: 404 });
    expect(await enterByHand("", "k-empty")).toMatchObject({ status: 400 });
    expect(await auditRows("SENT2345")).toEqual([]);
  });
});
