/**
 * Today made for a phone at reception (product-rules.md: The front desk): requests in the order
 * their guests arrive, each stay's room numbers, and Confirm and Check out straight from the cards.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { addDays } from "~/domain/hotel-date";
import { createDeskStore } from "../../app/desk/bookings/desk-store.server";
import { action as todayAction, loader as todayLoader } from "../../app/desk/today/admin-today";
import { bookingRow, clearDesk, deskRequestContext, noonAt, seedBooking } from "./desk-helpers";
import { quietDayPlus } from "./test-dates";

const store = createDeskStore(env.DB, "embedded");
const day = quietDayPlus(5);
let keys = 0;

function post(fields: Record<string, string>) {
  const request = new Request("https://resort.example/admin", { method: "POST", body: new URLSearchParams(fields) });
  return todayAction({ request, params: {}, context: deskRequestContext({ now: noonAt(day) }) } as never) as Promise<unknown>;
}
const move = (reference: string, name: string) => post({ move: name, reference, request_key: `today-${keys++}` });
type Refusal = { data: { error: string }; init: { status: number } };

beforeEach(clearDesk);

describe("Today on a phone", () => {
  it("lists requests by their guests' arrival, the nearest first, whenever they were sent", async () => {
    await seedBooking({ reference: "LATE2345", checkIn: addDays(day, 20), checkOut: addDays(day, 21), createdAt: "2020-01-01T00:00:00.000Z" });
    await seedBooking({ reference: "SOON2345", checkIn: addDays(day, 2), checkOut: addDays(day, 3), createdAt: "2020-03-01T00:00:00.000Z" });
    expect((await store.today(noonAt(day))).awaitingDecision.map((row) => row.reference)).toEqual(["SOON2345", "LATE2345"]);
  });

  it("gives each arriving, leaving or staying booking its room numbers, and none to a booking without rooms yet", async () => {
    await seedBooking({ reference: "ROOMS234", status: "confirmed", checkIn: day, checkOut: addDays(day, 1), rooms: [{ roomId: 1 }, { roomId: 1 }] });
    await seedBooking({ reference: "NOROOM23", status: "confirmed", checkIn: day, checkOut: addDays(day, 1) });
    await env.DB.prepare(
      `UPDATE booking_rooms SET unit_id = (SELECT id FROM room_units WHERE number = CASE WHEN booking_rooms.id % 2 = 0 THEN '102' ELSE '101' END)
       WHERE booking_id = (SELECT id FROM bookings WHERE reference = 'ROOMS234')`,
    ).run();
    const numbers = (await store.today(noonAt(day))).roomNumbers;
    expect(numbers.ROOMS234?.split(", ").sort()).toEqual(["101", "102"]);
    expect(numbers.NOROOM23).toBeUndefined();
  });

  it("confirms a request and checks out a guest from the cards, back to Today with what was done", async () => {
    await seedBooking({ reference: "ASKS2345", checkIn: addDays(day, 3), checkOut: addDays(day, 4) });
    await seedBooking({ reference: "GOES2345", status: "checked_in", checkIn: addDays(day, -1), checkOut: day });
    const confirmed = (await move("asks2345", "confirm")) as Response;
    expect([confirmed.status, confirmed.headers.get("Location")]).toEqual([303, "/admin?done=confirm"]);
    expect((await bookingRow("ASKS2345"))?.status).toBe("confirmed");
    const left = (await move("GOES2345", "check_out")) as Response;
    expect(left.headers.get("Location")).toBe("/admin?done=check_out");
    expect((await bookingRow("GOES2345"))?.status).toBe("checked_out");
    const page = await todayLoader({ request: new Request("https://resort.example/admin?done=check_out"), params: {}, context: deskRequestContext({ now: noonAt(day) }) } as never);
    expect(page.mode === "embedded" && page.done).toBe("Checked out.");
  });

  it("takes no other move, and a move the booking cannot make names the booking", async () => {
    await seedBooking({ reference: "DONE2345", status: "checked_out", checkIn: addDays(day, -2), checkOut: day });
    const decline = (await move("DONE2345", "decline")) as Refusal;
    expect([decline.init.status, decline.data.error]).toEqual([400, "This form was incomplete. Reload the page and try again."]);
    expect(((await post({ move: "confirm", request_key: "no-reference" })) as Refusal).init.status).toBe(400);
    const refused = (await move("DONE2345", "confirm")) as Refusal;
    expect(refused.init.status).toBe(409);
    expect(refused.data.error).toMatch(/^DONE2345: /);
    expect((await bookingRow("DONE2345"))?.status).toBe("checked_out");
  });
});
