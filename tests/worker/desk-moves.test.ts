/**
 * The desk's moves through the booking page's real route action (product-rules.md: The front desk):
 * every allowed and every refused move, rooms released from the right night, the site's
 * availability rising at once, the audit row, a double submit, a stale page.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { type BookingStatus, bookingStatuses, deskActions } from "~/domain/booking-status";
import { addDays } from "~/domain/hotel-date";
import { checkInElsewhere } from "~/desk/bookings/booking-moves.server";
import type { StaffIdentity } from "~/desk/bookings/desk-services";
import { action, loader } from "../../app/desk/bookings/admin-booking";
import {
  auditRows,
  bookingRow,
  clearDesk,
  deskRequestContext,
  noonAt,
  reception,
  roomRows,
  seedBooking,
} from "./desk-helpers";
import { postJson, safeJson } from "./read-harness";
import { quietDayPlus } from "./test-dates";

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

const arrival: IsoDate = quietDayPlus(2);
const departure: IsoDate = addDays(arrival, 2);

interface MoveOptions {
  note?: string;
  requestKey?: string;
  now?: Date;
  staff?: StaffIdentity | null;
}

/** What the action answered: a redirect's status and address, or a refusal's status and message. */
async function move(reference: string, key: string, options: MoveOptions = {}) {
  const body = new URLSearchParams({
    move: key,
    note: options.note ?? "",
    request_key: options.requestKey ?? crypto.randomUUID(),
  });
  const request = new Request(`http://localhost/admin/bookings/${reference}`, { method: "POST", body });
  const context = deskRequestContext({ now: options.now ?? noonAt(arrival), staff: options.staff });
  const result: unknown = await action({ request, params: { reference }, context } as unknown as ActionArgs);
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), error: null };
  const refusal = result as { data: { error: string }; init: { status: number } };
  return { status: refusal.init.status, location: null, error: refusal.data.error };
}

beforeEach(clearDesk);

const nextStatus: Record<string, BookingStatus> = Object.fromEntries(deskActions.map((a) => [a.key, a.to]));
const moveCases = bookingStatuses.flatMap((from) =>
  deskActions.map((deskAction) => ({ from, key: deskAction.key, allowed: deskAction.from.includes(from) })),
);

describe("every move from every status, on the arrival day", () => {
  // Check-in has its own page, which records the guest's registration (tests/worker/desk-check-in.test.ts).
  it("confirmed → check_in is sent to the check-in page with 409 and changes nothing", async () => {
    await seedBooking({ reference: "MOVE2345", status: "confirmed", checkIn: arrival, checkOut: departure });
    expect(await move("MOVE2345", "check_in")).toEqual({ status: 409, location: null, error: checkInElsewhere });
    expect((await bookingRow("MOVE2345"))?.status).toBe("confirmed");
    expect(await auditRows("MOVE2345")).toEqual([]);
  });

  it.each(moveCases.filter((c) => c.allowed && c.key !== "check_in"))("$from → $key is made, audited and redirected", async ({ from, key }) => {
    await seedBooking({ reference: "MOVE2345", status: from, checkIn: arrival, checkOut: departure });
    const answer = await move("MOVE2345", key, { note: "Spoke to the guest", requestKey: `key-${key}` });
    expect(answer).toEqual({ status: 303, location: `/admin/bookings/MOVE2345?done=${key}`, error: null });
    const to = nextStatus[key];
    expect(await bookingRow("MOVE2345")).toEqual({
      status: to,
      status_note: "Spoke to the guest",
      status_changed_at: noonAt(arrival).toISOString(),
    });
    const releases = ["decline", "cancel", "no_show", "check_out"].includes(key);
    expect(await roomRows("MOVE2345")).toEqual([{ status: to, released_from: releases ? arrival : null }]);
    const [audit, ...more] = await auditRows("MOVE2345");
    expect(more).toEqual([]);
    expect(audit).toEqual({
      staff_email: reception.email,
      at: noonAt(arrival).toISOString(),
      action: key,
      before_state: JSON.stringify({ status: from, note: "" }),
      after_state: JSON.stringify({ status: to, note: "Spoke to the guest", released_from: releases ? arrival : null }),
      note: "Spoke to the guest",
      request_key: `key-${key}`,
    });
  });

  it.each(moveCases.filter((c) => !c.allowed))("$from → $key is refused with 409 and changes nothing", async ({ from, key }) => {
    await seedBooking({ reference: "MOVE2345", status: from, checkIn: arrival, checkOut: departure });
    const answer = await move("MOVE2345", key);
    expect(answer.status).toBe(409);
    expect(answer.error).toMatch(/cannot be moved to/);
    expect((await bookingRow("MOVE2345"))?.status).toBe(from);
    expect(await roomRows("MOVE2345")).toEqual([{ status: from, released_from: null }]);
    expect(await auditRows("MOVE2345")).toEqual([]);
  });
});

describe("the calendar's part of a move", () => {
  it("refuses a check-in or a no-show before the arrival day, and a check-in after the stay", async () => {
    await seedBooking({ reference: "CAL23456", status: "confirmed", checkIn: arrival, checkOut: departure });
    const dayBefore = noonAt(addDays(arrival, -1));
    expect(await move("CAL23456", "check_in", { now: dayBefore })).toMatchObject({ status: 409 });
    expect(await move("CAL23456", "no_show", { now: dayBefore })).toMatchObject({ status: 409 });
    expect(await move("CAL23456", "check_in", { now: noonAt(departure) })).toMatchObject({ status: 409 });
    expect((await bookingRow("CAL23456"))?.status).toBe("confirmed");
  });

  it("a request declined days ahead releases every night from check-in", async () => {
    await seedBooking({ reference: "EARLY234", checkIn: arrival, checkOut: departure });
    await move("EARLY234", "decline", { now: noonAt(addDays(arrival, -5)), note: "Fully booked for a wedding" });
    expect(await roomRows("EARLY234")).toEqual([{ status: "declined", released_from: arrival }]);
    expect((await bookingRow("EARLY234"))?.status_note).toBe("Fully booked for a wedding");
  });

  it("an early check-out releases the nights still ahead, not the ones slept", async () => {
    await seedBooking({ reference: "LEAVE234", status: "checked_in", checkIn: arrival, checkOut: departure });
    await move("LEAVE234", "check_out", { now: noonAt(addDays(arrival, 1)) });
    expect(await roomRows("LEAVE234")).toEqual([{ status: "checked_out", released_from: addDays(arrival, 1) }]);
  });

  it("a check-out on the departure day releases nothing (no night is left)", async () => {
    await seedBooking({ reference: "LEAVE345", status: "checked_in", checkIn: arrival, checkOut: departure });
    await move("LEAVE345", "check_out", { now: noonAt(departure) });
    expect(await roomRows("LEAVE345")).toEqual([{ status: "checked_out", released_from: null }]);
  });
});

describe("the site's availability after a move", () => {
  const search = { check_in_date: arrival, check_out_date: departure, adults: 2, children: 0, no_of_rooms: 1 };
  const suitesFree = async () => {
    const answer = await safeJson<{ data: { id: number; available_count?: number }[] }>(
      await postJson("/api/available-rooms", search),
    );
    return answer.data.find((room) => room.id === 4)?.available_count ?? 0;
  };

  it.each(["decline", "cancel"])("rises at once after the move %s on a request for every suite", async (key) => {
    const suites = Array.from({ length: 4 }, () => ({ roomId: 4 }));
    await seedBooking({ reference: "SUITE234", checkIn: arrival, checkOut: departure, rooms: suites });
    expect(await suitesFree()).toBe(0);
    await move("SUITE234", key, { now: noonAt(addDays(arrival, -3)) });
    expect(await suitesFree()).toBe(4);
  });

  it("rises for the nights left when a guest is a no-show", async () => {
    const suites = Array.from({ length: 4 }, () => ({ roomId: 4 }));
    await seedBooking({ reference: "NOSHOW23", status: "confirmed", checkIn: arrival, checkOut: departure, rooms: suites });
    expect(await suitesFree()).toBe(0);
    await move("NOSHOW23", "no_show", { now: noonAt(arrival) });
    expect(await suitesFree()).toBe(4);
  });

  it("stays down when a request is confirmed", async () => {
    const suites = Array.from({ length: 4 }, () => ({ roomId: 4 }));
    await seedBooking({ reference: "HOLD2345", checkIn: arrival, checkOut: departure, rooms: suites });
    await move("HOLD2345", "confirm", { now: noonAt(addDays(arrival, -3)) });
    expect(await suitesFree()).toBe(0);
  });
});

describe("safe to send twice, and never from a stale page", () => {
  it("the same form sent twice changes the booking once and answers the same page", async () => {
    await seedBooking({ reference: "TWICE234", checkIn: arrival, checkOut: departure });
    const first = await move("TWICE234", "confirm", { requestKey: "form-1:confirm" });
    const second = await move("TWICE234", "confirm", { requestKey: "form-1:confirm" });
    expect(second).toEqual(first);
    expect(first.status).toBe(303);
    expect(await auditRows("TWICE234")).toHaveLength(1);
  });

  it("a form sent twice at once still changes the booking once", async () => {
    await seedBooking({ reference: "RACE2345", checkIn: arrival, checkOut: departure });
    const answers = await Promise.all([
      move("RACE2345", "cancel", { requestKey: "form-2:cancel" }),
      move("RACE2345", "cancel", { requestKey: "form-2:cancel" }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    expect(await auditRows("RACE2345")).toHaveLength(1);
  });

  it("a move from a page made before someone else's move is refused with 409 and a clear message", async () => {
    await seedBooking({ reference: "STALE234", checkIn: arrival, checkOut: departure });
    await move("STALE234", "confirm", { requestKey: "other-desk:confirm" });
    const stale = await move("STALE234", "decline", { requestKey: "my-old-page:decline", note: "No rooms" });
    expect(stale.status).toBe(409);
    expect(stale.error).toContain("A booking that is confirmed cannot be moved to declined.");
    expect(stale.error).toContain("out of date");
    expect((await bookingRow("STALE234"))?.status).toBe("confirmed");
    expect(await roomRows("STALE234")).toEqual([{ status: "confirmed", released_from: null }]);
    expect(await auditRows("STALE234")).toHaveLength(1);
  });

  it("an unknown booking is 404; an unknown move or a missing key is 400", async () => {
    expect(await move("NOSUCH23", "confirm")).toMatchObject({ status: 404 });
    await seedBooking({ reference: "ODDS2345", checkIn: arrival, checkOut: departure });
    expect(await move("ODDS2345", "upgrade")).toMatchObject({ status: 400 });
    expect(await move("ODDS2345", "confirm", { requestKey: "" })).toMatchObject({ status: 400 });
    expect((await bookingRow("ODDS2345"))?.status).toBe("pending");
  });
});

describe("defence in depth", () => {
  it("the booking page's loader and action refuse with 401 when no member of staff signed in", async () => {
    await seedBooking({ reference: "GUARD234", checkIn: arrival, checkOut: departure });
    const context = deskRequestContext({ staff: null });
    const request = new Request("http://localhost/admin/bookings/GUARD234");
    const refused = async (run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (error) {
        return (error as { init?: { status?: number } }).init?.status;
      }
      return "answered";
    };
    expect(await refused(() => loader({ request, params: { reference: "GUARD234" }, context } as unknown as LoaderArgs))).toBe(401);
    expect(await move("GUARD234", "confirm", { staff: null }).catch((error) => error.init.status)).toBe(401);
    expect((await bookingRow("GUARD234"))?.status).toBe("pending");
  });

  it("the loader shows everything the guest sent, the moves open now and the history", async () => {
    await seedBooking({ reference: "SHOW2345", checkIn: arrival, checkOut: departure, rooms: [{ roomId: 1 }, { roomId: 2, children: 1 }] });
    await move("SHOW2345", "confirm", { note: "Called back", now: noonAt(addDays(arrival, -1)) });
    const request = new Request("http://localhost/admin/bookings/show2345?done=confirm");
    const context = deskRequestContext({ now: noonAt(arrival) });
    const page = await loader({ request, params: { reference: "show2345" }, context } as unknown as LoaderArgs);
    expect(page.done).toBe("Booking confirmed.");
    expect(page.moves.map((m) => m.label)).toEqual(["Cancel booking", "Check in", "Mark no-show"]);
    expect(page.booking).toMatchObject({
      reference: "SHOW2345",
      status: "confirmed",
      specialRequests: "Ground floor please",
      services: ["lunch"],
      rooms: ["Deluxe Room", "Super Deluxe Room"],
      children: 1,
      history: [{ before: "pending", after: "confirmed", staffEmail: reception.email, note: "Called back" }],
    });
    expect(page.booking.roomLines.map((line) => line.nightlyPaise)).toEqual([450_000, 450_000]);
    // Confirming gave each room its number (product-rules.md: Rooms for each stay).
    expect(page.stay.rooms.map((room) => room.unit?.number)).toEqual(["101", "201"]);
  });
});
