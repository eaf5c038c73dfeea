/**
 * Check-in through its page's real loader and action (product-rules.md: Guest registration; Rooms
 * for each stay): the registration, the move and the rooms in one batch, once per form; every
 * refusal with its message and a 4xx; an Aadhaar number never stored whole; Form C due on Today and
 * recorded on the booking page; the registration card; and none of it in the CSV, logs or caches.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { registrationMessages as m } from "~/domain/guest-registration";
import { foreignGuestFields, indianGuestFields, missingFormCAnswer } from "~/domain/guest-registration-test-support";
import { addDays } from "~/domain/hotel-date";
import { checkInMessages } from "~/desk/check-in/check-in.server";
import { formCMessages } from "~/desk/check-in/form-c-store.server";
import { roomTakenMessage } from "~/desk/check-in/room-move.server";
import { checkInElsewhere } from "~/desk/bookings/booking-moves.server";
import { action as bookingAction, loader as bookingLoader } from "../../app/desk/bookings/admin-booking";
import { loader as csvLoader } from "../../app/desk/bookings/admin-bookings-csv";
import { action, loader } from "../../app/desk/check-in/admin-check-in";
import { loader as cardLoader } from "../../app/desk/check-in/registration-card";
import { loader as todayLoader } from "../../app/desk/today/admin-today";
import { createApp } from "../../workers/hono-app";
import { PAGE_CACHE_STATUS } from "../../workers/platform/page-cache";
import { bookingRoomIds, bookRoomNumbered, resetRoomUnits, roomNumbersOf, unitId } from "./booked-rooms";
import { auditRows, bookingRow, clearDesk, deskRequestContext, noonAt, reception, seedBooking } from "./desk-helpers";
import { quietDayPlus } from "./test-dates";

type Args = { request: Request; params: { reference: string }; context: ReturnType<typeof deskRequestContext> };

const arrival: IsoDate = quietDayPlus(2);
const departure: IsoDate = addDays(arrival, 2);
const atArrival = noonAt(arrival);

const indianGuest = indianGuestFields;
const foreignGuest = foreignGuestFields(addDays(arrival, -3));

beforeEach(async () => {
  await resetRoomUnits();
  await clearDesk();
});
afterEach(() => vi.restoreAllMocks());

function args(reference: string, init: RequestInit = {}, options: { now?: Date; mode?: "embedded" | "upstream"; staff?: null } = {}, path = "check-in") {
  return {
    request: new Request(`http://localhost/admin/bookings/${reference}/${path}`, init),
    params: { reference },
    context: deskRequestContext({ now: options.now ?? atArrival, mode: options.mode, staff: options.staff }),
  } satisfies Args;
}

type Answer = { status: number; location: string | null; error: string | null; fields: Record<string, string>; values: Record<string, string> };

async function checkIn(reference: string, fields: Record<string, string>, options: { now?: Date; mode?: "embedded" | "upstream"; staff?: null } = {}): Promise<Answer> {
  const body = new URLSearchParams({ request_key: crypto.randomUUID(), ...fields });
  try {
    const result: unknown = await action(args(reference, { method: "POST", body }, options) as never);
    if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), error: null, fields: {}, values: {} };
    const refusal = result as { data: { error: string; fields: Record<string, string>; values: Record<string, string> }; init: { status: number } };
    return { status: refusal.init.status, location: null, ...refusal.data };
  } catch (thrown) {
    return { status: (thrown as { init: { status: number } }).init.status, location: null, error: null, fields: {}, values: {} };
  }
}

async function registrationRow(reference: string) {
  return env.DB.prepare("SELECT reg.* FROM guest_registrations AS reg JOIN bookings AS b ON b.id = reg.booking_id WHERE b.reference = ?")
    .bind(reference)
    .first<Record<string, string | null>>();
}

/** A confirmed booking arriving today whose one room has no number yet; answers the room's field. */
async function arriving(reference: string, rooms = [{ roomId: 1, adults: 2 }]) {
  await seedBooking({ reference, status: "confirmed", checkIn: arrival, checkOut: departure, rooms });
  return (await bookingRoomIds(reference)).map((id) => `room_${id}`);
}

describe("the check-in page", () => {
  it("asks for each room's number, presets the guest's name and names one field per other adult", async () => {
    const [field] = await arriving("PAGE2345", [{ roomId: 1, adults: 2 }, { roomId: 2, adults: 1 }]);
    const page = await loader(args("PAGE2345") as never);
    expect(page.page.problem).toBeNull();
    expect(page.page.otherAdults).toBe(2);
    expect(page.page.rooms.map((room) => room.unit)).toEqual([null, null]);
    expect(page.page.rooms[0]?.choices[0]?.number).toBe("101");
    expect(page.countries[0]).toEqual(["IN", "India"]);
    expect(field).toBeDefined();
  });

  it("says why a guest cannot check in yet", async () => {
    await arriving("SOON2345");
    const page = await loader(args("SOON2345", {}, { now: noonAt(addDays(arrival, -1)) }) as never);
    expect(page.page.problem).toBe("The guest can check in from the arrival day.");
  });

  it("is for signed-in staff in embedded mode only, and 404s for an unknown booking", async () => {
    await arriving("MODE2345");
    await expect(loader(args("MODE2345", {}, { staff: null }) as never)).rejects.toMatchObject({ init: { status: 401 } });
    await expect(loader(args("MODE2345", {}, { mode: "upstream" }) as never)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loader(args("NONE2345") as never)).rejects.toMatchObject({ init: { status: 404 } });
    expect((await checkIn("MODE2345", indianGuest, { staff: null })).status).toBe(401);
    expect((await checkIn("MODE2345", indianGuest, { mode: "upstream" })).status).toBe(404);
  });
});

describe("checking in", () => {
  it("records the registration, moves the booking and gives the room in one audited batch, once per form", async () => {
    const [field = ""] = await arriving("CHEK2345");
    const fields = { ...indianGuest, [field]: String(await unitId("104")), adult_2: "Ravi Verma", request_key: "check-in-1" };
    expect(await checkIn("CHEK2345", fields)).toMatchObject({ status: 303, location: "/admin/bookings/CHEK2345?done=check_in" });
    expect(await checkIn("CHEK2345", fields)).toMatchObject({ status: 303 });
    expect((await bookingRow("CHEK2345"))?.status).toBe("checked_in");
    expect(await roomNumbersOf("CHEK2345")).toEqual(["104"]);
    expect(await registrationRow("CHEK2345")).toMatchObject({
      full_name: "Asha Verma",
      address: "12 MG Road, Indore",
      nationality: "IN",
      id_type: "aadhaar",
      id_number: "0123",
      adult_names: JSON.stringify(["Ravi Verma"]),
      passport_number: null,
      arrived_at: atArrival.toISOString(),
      recorded_by: reception.email,
    });
    const audit = await auditRows("CHEK2345");
    expect(audit.map((row) => [row.action, row.request_key, row.staff_email])).toEqual([["check_in", "check-in-1", reception.email]]);
    const page = await bookingLoader(args("CHEK2345", {}, {}, "") as never);
    expect(page.stay.registration?.idNumber).toBe("0123");
    expect(page.stay.rooms[0]?.unit?.number).toBe("104");
  });

  it("keeps the room given at confirmation when none is chosen", async () => {
    await arriving("KEEP2345");
    const booking = await env.DB.prepare("SELECT id FROM bookings WHERE reference = 'KEEP2345'").first<{ id: number }>();
    const { assignRooms } = await import("~/desk/check-in/room-assignment-store.server");
    await assignRooms(env.DB, booking?.id ?? 0, arrival);
    expect(await checkIn("KEEP2345", { ...indianGuest, adult_2: "Ravi" })).toMatchObject({ status: 303 });
    expect(await roomNumbersOf("KEEP2345")).toEqual(["101"]);
  });

  it("never stores an Aadhaar number whole, and never sends it back", async () => {
    const [field = ""] = await arriving("AADH2345");
    const refused = await checkIn("AADH2345", { ...indianGuest, [field]: String(await unitId("101")) });
    expect(refused.fields).toEqual({ adult_2: m.adultName(2) });
    expect(JSON.stringify(refused)).not.toContain("6789");
    expect(await checkIn("AADH2345", { ...indianGuest, [field]: String(await unitId("101")), adult_2: "Ravi" })).toMatchObject({ status: 303 });
    const stored = JSON.stringify(await env.DB.prepare("SELECT * FROM guest_registrations").all());
    expect(stored).not.toContain("234567890123");
    expect(stored).not.toContain("2345 6789");
    const audit = JSON.stringify(await env.DB.prepare("SELECT * FROM desk_audit").all());
    expect(audit).not.toContain("6789");
    // The table itself refuses more than the last four.
    await expect(
      env.DB.prepare(
        "UPDATE guest_registrations SET id_number = '234567890123' WHERE booking_id = (SELECT id FROM bookings WHERE reference = 'AADH2345')",
      ).run(),
    ).rejects.toThrow();
  });

  it("refuses each missing field with its message and a 400, changing nothing", async () => {
    await arriving("MISS2345");
    const answer = await checkIn("MISS2345", {});
    expect(answer.status).toBe(400);
    expect(answer.error).toBe(checkInMessages.fields);
    expect(answer.fields).toEqual({
      full_name: m.fullName,
      address: m.address,
      nationality: m.nationality,
      id_type: m.idType,
      adult_2: m.adultName(2),
      [`room_${(await bookingRoomIds("MISS2345"))[0]}`]: checkInMessages.chooseRoom("Deluxe Room"),
    });
    expect((await bookingRow("MISS2345"))?.status).toBe("confirmed");
    expect(await registrationRow("MISS2345")).toBeNull();
    expect(await auditRows("MISS2345")).toEqual([]);
  });

  it("asks a foreign national for every Form C field", async () => {
    const [field = ""] = await arriving("FORM2345", [{ roomId: 1, adults: 1 }]);
    const answer = await checkIn("FORM2345", { ...indianGuest, nationality: "US", [field]: String(await unitId("101")) });
    expect(answer).toMatchObject({ status: 400 });
    expect(answer.fields).toEqual(missingFormCAnswer);
    expect(answer.values.aadhaar_number).toBeUndefined();
  });

  it("refuses a room that is not free (400) and a room chosen twice (400)", async () => {
    await bookRoomNumbered("103", arrival, departure);
    const [first = "", second = ""] = await arriving("TWIC2345", [{ roomId: 1, adults: 1 }, { roomId: 1, adults: 1 }]);
    const busy = await checkIn("TWIC2345", { ...indianGuest, adult_2: "Ravi", [first]: String(await unitId("103")), [second]: String(await unitId("104")) });
    expect(busy.fields).toEqual({ [first]: checkInMessages.notFree("103") });
    const twice = await checkIn("TWIC2345", { ...indianGuest, adult_2: "Ravi", [first]: String(await unitId("104")), [second]: String(await unitId("104")) });
    expect(twice.fields).toEqual({ [second]: checkInMessages.twice("104") });
  });

  it("lets one of two desks checking guests into one room win, and names the room to the other", async () => {
    const [first = ""] = await arriving("RACE2345", [{ roomId: 1, adults: 1 }]);
    const [second = ""] = await arriving("RACE3456", [{ roomId: 1, adults: 1 }]);
    const target = String(await unitId("108"));
    const answers = await Promise.all([checkIn("RACE2345", { ...indianGuest, [first]: target }), checkIn("RACE3456", { ...indianGuest, [second]: target })]);
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(1);
    const [loser] = answers.filter((answer) => answer.status !== 303);
    // Refused by the database (409) when both read 108 free, or on reading it taken (400): named either way.
    if (loser?.status === 409) expect(loser.error).toBe(roomTakenMessage("108"));
    else expect(Object.values(loser?.fields ?? {})).toEqual([checkInMessages.notFree("108")]);
    const statuses = [(await bookingRow("RACE2345"))?.status, (await bookingRow("RACE3456"))?.status].sort();
    expect(statuses).toEqual(["checked_in", "confirmed"]);
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS stays FROM room_unit_nights WHERE unit_id = ? GROUP BY night").bind(Number(target)).all<{ stays: number }>();
    expect(results.map((row) => row.stays)).toEqual([1, 1]);
  });

  it("is refused on the booking page's plain move, which points to the check-in page", async () => {
    await arriving("MOVE2345");
    const body = new URLSearchParams({ move: "check_in", note: "", request_key: "k" });
    const result = (await bookingAction(args("MOVE2345", { method: "POST", body }, {}, "") as never)) as unknown as { data: { error: string }; init: { status: number } };
    expect(result.init.status).toBe(409);
    expect(result.data.error).toBe(checkInElsewhere);
    expect((await bookingRow("MOVE2345"))?.status).toBe("confirmed");
  });
});

describe("Form C", () => {
  async function checkedInForeigner(reference: string) {
    const [field = ""] = await arriving(reference, [{ roomId: 1, adults: 1 }]);
    expect(await checkIn(reference, { ...foreignGuest, [field]: String(await unitId("102")) })).toMatchObject({ status: 303 });
  }

  it("is due 24 hours after check-in on Today, with the time left, then overdue", async () => {
    await checkedInForeigner("FRRO2345");
    await arriving("INDI2345");
    const today = await todayLoader(args("FRRO2345", {}, { now: new Date(atArrival.getTime() + 4 * 3_600_000) }) as never);
    if (today.mode !== "embedded") throw new Error("embedded expected");
    expect(today.formC).toEqual([
      { reference: "FRRO2345", guestName: "Asha Verma", arrivedAt: atArrival.toISOString(), dueAt: new Date(atArrival.getTime() + 24 * 3_600_000).toISOString() },
    ]);
    const { formCTimeLeft } = await import("~/domain/form-c");
    expect(formCTimeLeft(today.formC[0]?.dueAt ?? "", new Date(atArrival.getTime() + 4 * 3_600_000))).toBe("20 hours 0 minutes left");
    expect(formCTimeLeft(today.formC[0]?.dueAt ?? "", new Date(atArrival.getTime() + 25 * 3_600_000))).toBe("overdue");
  });

  it("is recorded on the booking page (audited, once per form), which clears it", async () => {
    await checkedInForeigner("FILE2345");
    const post = (fields: Record<string, string>) =>
      bookingAction(args("FILE2345", { method: "POST", body: new URLSearchParams(fields) }, {}, "") as never) as unknown as Promise<Response | { data: { error: string }; init: { status: number } }>;
    const empty = (await post({ intent: "form_c", form_c_reference: " ", request_key: "f0" })) as { data: { error: string }; init: { status: number } };
    expect([empty.init.status, empty.data.error]).toEqual([400, formCMessages.missing]);
    const long = (await post({ intent: "form_c", form_c_reference: "x".repeat(41), request_key: "f0" })) as { data: { error: string }; init: { status: number } };
    expect([long.init.status, long.data.error]).toEqual([400, formCMessages.tooLong]);
    const filed = (await post({ intent: "form_c", form_c_reference: "FRRO-778899", request_key: "f1" })) as Response;
    expect(filed.headers.get("Location")).toBe("/admin/bookings/FILE2345?done=form_c");
    expect(((await post({ intent: "form_c", form_c_reference: "FRRO-778899", request_key: "f1" })) as Response).status).toBe(303);
    expect(await registrationRow("FILE2345")).toMatchObject({ form_c_reference: "FRRO-778899", form_c_filed_by: reception.email });
    expect((await auditRows("FILE2345")).filter((row) => row.action === "form_c")).toHaveLength(1);
    const again = (await post({ intent: "form_c", form_c_reference: "OTHER", request_key: "f2" })) as { data: { error: string }; init: { status: number } };
    expect([again.init.status, again.data.error]).toEqual([409, formCMessages.notDue]);
    const today = await todayLoader(args("FILE2345") as never);
    expect(today.mode === "embedded" && today.formC).toEqual([]);
  });
});

describe("the registration card", () => {
  it("shows the registration, the stay and the room numbers", async () => {
    const [field = ""] = await arriving("CARD2345", [{ roomId: 1, adults: 1 }]);
    await checkIn("CARD2345", { ...foreignGuest, [field]: String(await unitId("105")) });
    const card = await cardLoader(args("CARD2345", {}, {}, "registration-card") as never);
    expect(card.card.rooms).toEqual(["Deluxe Room · 105"]);
    expect(card.card.registration?.fullName).toBe("Jane Doe");
    expect(card.nationality).toBe("United Kingdom");
    expect(card.card.registration?.foreign?.visaNumber).toBe("V998877");
    await expect(cardLoader(args("CARD2345", {}, { mode: "upstream" }, "registration-card") as never)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(cardLoader(args("CARD2345", {}, { staff: null }, "registration-card") as never)).rejects.toMatchObject({ init: { status: 401 } });
  });
});

describe("privacy", () => {
  it("keeps registration details out of the bookings CSV and out of every log", async () => {
    const logged: unknown[] = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => {
        logged.push(parts);
      });
    }
    const [field = ""] = await arriving("PRIV2345", [{ roomId: 1, adults: 1 }]);
    await checkIn("PRIV2345", { ...foreignGuest, [field]: String(await unitId("106")) });
    const csv = (await csvLoader(args("PRIV2345", {}, {}, "") as never)) as Response;
    const text = await csv.text();
    expect(text).toContain("PRIV2345");
    for (const detail of ["1 High Street", "X1234567", "V998877", "Ujjain"]) {
      expect(text).not.toContain(detail);
      expect(JSON.stringify(logged)).not.toContain(detail);
    }
  });

  it("serves the check-in page and the card privately, never from the page cache", async () => {
    const app = createApp(async () => new Response("<html><p>Jane Doe, passport X1234567</p></html>", { headers: { "Content-Type": "text/html" } }), {
      buildVersion: async () => "build-check-in",
    });
    const developerEnv = { ...env, ENVIRONMENT: "development" } as Cloudflare.Env;
    for (const path of ["/admin/bookings/PRIV2345/check-in", "/admin/bookings/PRIV2345/registration-card"]) {
      for (let i = 0; i < 2; i += 1) {
        const ctx = createExecutionContext();
        const res = await app.request(`http://localhost${path}`, {}, developerEnv, ctx);
        await res.text();
        await waitOnExecutionContext(ctx);
        expect(res.headers.get("Cache-Control")).toBe("private, no-store");
        expect(res.headers.get(PAGE_CACHE_STATUS)).not.toBe("HIT");
      }
    }
  });
});
