/**
 * The guest register's keeping period (product-rules.md: Guest registration): set on the Hotel
 * details page (1 to 10 years, 3 unless set, audited, once per form), and the Cron job's clearing of
 * registrations whose stay checked out longer ago than that.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { keepYearsMessage } from "~/domain/register-keeping";
import { clearExpiredRegistrations } from "~/desk/check-in/register-retention.server";
import { readKeepYears } from "~/desk/hotel/register-setting.server";
import { action, loader } from "../../app/desk/hotel/admin-hotel";
import worker from "../../workers/app";
import { clearDesk, deskRequestContext, noonAt, reception, seedBooking } from "./desk-helpers";

const today: IsoDate = "2030-06-15";
const now = noonAt(today);

beforeEach(async () => {
  await clearDesk();
  await env.DB.prepare("DELETE FROM hotel_settings WHERE key = 'register'").run();
});

/** A stay that checked out on `checkOut`, with its registration. */
async function registeredStay(reference: string, checkOut: IsoDate, status: "checked_out" | "checked_in" = "checked_out") {
  await seedBooking({ reference, status, checkIn: addDaysBack(checkOut), checkOut, nights: 1 });
  await env.DB.prepare(
    `INSERT INTO guest_registrations (booking_id, full_name, address, nationality, id_type, id_number, arrived_at, recorded_by, recorded_at)
     SELECT id, 'Asha Verma', 'Indore', 'IN', 'aadhaar', '0123', '2020-01-01T00:00:00Z', 'desk@hotel.example', '2020-01-01T00:00:00Z'
     FROM bookings WHERE reference = ?`,
  )
    .bind(reference)
    .run();
}

function addDaysBack(date: IsoDate): IsoDate {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10) as IsoDate;
}

async function registered(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT b.reference FROM guest_registrations AS reg JOIN bookings AS b ON b.id = reg.booking_id ORDER BY b.reference",
  ).all<{ reference: string }>();
  return results.map((row) => row.reference);
}

async function saveYears(typed: string, requestKey: string = crypto.randomUUID(), staff?: null) {
  const body = new URLSearchParams({ intent: "register", keep_years: typed, request_key: requestKey });
  const request = new Request("http://localhost/admin/hotel", { method: "POST", body });
  const result: unknown = await action({ request, params: {}, context: deskRequestContext({ now, staff }) } as never);
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), fields: {} };
  const refusal = result as { data: { fields: Record<string, string> }; init: { status: number } };
  return { status: refusal.init.status, location: null, fields: refusal.data.fields };
}

describe("clearing the register", () => {
  it("keeps registrations 3 years after check-out when the hotel has set nothing", async () => {
    await registeredStay("OLD22345", "2027-06-14");
    await registeredStay("EDGE2345", "2027-06-15");
    await registeredStay("NEW22345", "2029-01-01");
    await registeredStay("STAY2345", "2020-01-01", "checked_in");
    expect(await clearExpiredRegistrations(env.DB, now)).toBe(1);
    expect(await registered()).toEqual(["EDGE2345", "NEW22345", "STAY2345"]);
    // The booking stays; only the guest's identity details go.
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM bookings WHERE reference = 'OLD22345'").first("n")).toBe(1);
  });

  it("follows the keeping period set on the desk", async () => {
    await registeredStay("ONE22345", "2029-06-14");
    await registeredStay("TWO22345", "2028-06-14");
    expect(await saveYears("2")).toMatchObject({ status: 303, location: "/admin/hotel?done=register" });
    expect(await clearExpiredRegistrations(env.DB, now)).toBe(1);
    expect(await registered()).toEqual(["ONE22345"]);
  });

  it("is what the Cron job does every minute", async () => {
    await registeredStay("CRON2345", "2001-01-01");
    await worker.scheduled({ cron: "* * * * *", scheduledTime: Date.now(), noRetry: () => {} } as ScheduledController, env);
    expect(await registered()).toEqual([]);
  });
});

describe("the keeping period on the Hotel details page", () => {
  it("shows 3 years until set, then what was saved, audited once per form", async () => {
    const request = new Request("http://localhost/admin/hotel");
    const before = await loader({ request, params: {}, context: deskRequestContext({ now }) } as never);
    expect(before.registerValues).toEqual({ keep_years: "3" });
    expect(await saveYears("7", "keep-1")).toMatchObject({ status: 303 });
    expect(await saveYears("5", "keep-1")).toMatchObject({ status: 303 });
    expect(await readKeepYears(env.DB)).toBe(7);
    const { results } = await env.DB.prepare("SELECT staff_email, before_state, after_state FROM desk_audit WHERE subject_key = 'register'").all();
    expect(results).toEqual([{ staff_email: reception.email, before_state: '{"keepYears":3}', after_state: '{"keepYears":7}' }]);
  });

  it.each(["0", "11", "", "2.5", "ten"])("refuses %j with the field's message and a 400", async (typed) => {
    expect(await saveYears(typed)).toEqual({ status: 400, location: null, fields: { keep_years: keepYearsMessage } });
    expect(await readKeepYears(env.DB)).toBe(3);
  });

  it("is for signed-in staff only", async () => {
    await expect(saveYears("4", "k", null)).rejects.toMatchObject({ init: { status: 401 } });
  });
});
