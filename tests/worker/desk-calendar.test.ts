import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { AvailableRoom } from "~/domain/api-types";
import { addDays, todayInHotel } from "~/domain/hotel-date";
import { createDeskCalendar, MAX_CLOSE_NIGHTS } from "../../app/desk/calendar/calendar-store.server";
import { bookRooms, clearBookings, clearRoomNights } from "./booked-rooms";
import { loadEmbeddedOnlyPage, reception } from "./desk-helpers";
import { postJson, safeJson } from "./read-harness";
import { quietDayPlus as day } from "./test-dates";

const calendar = () => createDeskCalendar(env.DB);
const now = new Date();
const today = todayInHotel(now);
let keys = 0;
const change = (roomId: number, from: string, to: string, close = true, requestKey = `calendar-${keys++}`) =>
  calendar().setClosed({ roomId, from, to, close, requestKey, staff: reception, now });

async function suitesFree(checkIn: string, checkOut: string) {
  const response = await postJson("/api/available-rooms", { check_in_date: checkIn, check_out_date: checkOut, adults: 2, children: 0, no_of_rooms: 1 });
  const { data } = await safeJson<{ data: AvailableRoom[] }>(response);
  return data.find((room) => room.id === 4)?.available_count;
}

beforeEach(async () => {
  await clearBookings();
  await env.DB.prepare("DELETE FROM closed_nights").run();
});

describe("the desk's calendar", () => {
  it("counts a room out of order as not for sale on its nights", async () => {
    await clearRoomNights();
    const block = await env.DB.prepare(
      `INSERT INTO room_unit_blocks (unit_id, first_night, until_date, reason, created_by, created_at)
       VALUES ((SELECT id FROM room_units WHERE number = '401'), ?, ?, 'Painting', 'reception@hotel.example', ?) RETURNING id`,
    )
      .bind(day(3), day(4), now.toISOString())
      .first<{ id: number }>();
    await env.DB.prepare("INSERT INTO room_unit_nights (unit_id, night, block_id) VALUES ((SELECT id FROM room_units WHERE number = '401'), ?, ?)")
      .bind(day(3), block?.id)
      .run();
    const suite = (await calendar().calendar(day(3))).find((row) => row.type.id === 4);
    expect(suite?.cells.slice(0, 2).map(({ outOfOrder, free }) => [outOfOrder, free])).toEqual([
      [1, 3],
      [0, 4],
    ]);
    await clearRoomNights();
  });

  it("shows each type's booked, held and free rooms night by night", async () => {
    await bookRooms(4, day(3), day(5), { status: "confirmed" });
    await bookRooms(4, day(4), day(6), { status: "pending" });
    const rows = await calendar().calendar(day(3));
    const suite = rows.find((row) => row.type.id === 4);
    expect(suite?.type).toEqual({ id: 4, name: "Suite Room", totalRooms: 4 });
    expect(suite?.cells.slice(0, 4).map(({ booked, held, free }) => [booked, held, free])).toEqual([
      [1, 0, 3],
      [1, 1, 2],
      [0, 1, 3],
      [0, 0, 4],
    ]);
    expect(rows[0].cells).toHaveLength(30);
  });

  it("closing a run takes the type off sale for stays touching it, and reopening puts it back", async () => {
    expect(await suitesFree(day(10), day(12))).toBe(4);
    expect(await change(4, day(11), day(13))).toEqual({ ok: true, replayed: false, nights: 3 });
    // Not offered at all for a stay with a closed night; offered as before for the nights around it.
    expect(await suitesFree(day(10), day(12))).toBeUndefined();
    expect(await suitesFree(day(8), day(11))).toBe(4);
    const cells = (await calendar().calendar(day(10))).find((row) => row.type.id === 4)?.cells ?? [];
    expect(cells.slice(0, 5).map((cell) => cell.closed)).toEqual([false, true, true, true, false]);
    // A booking for a closed night is refused by the database itself.
    await expect(bookRooms(4, day(12), day(13))).rejects.toThrow();
    expect(await change(4, day(11), day(13), false)).toEqual({ ok: true, replayed: false, nights: 3 });
    expect(await suitesFree(day(10), day(12))).toBe(4);
    const audit = await env.DB.prepare("SELECT action, subject_key, staff_email FROM desk_audit WHERE subject = 'calendar' ORDER BY id DESC LIMIT 2").all();
    expect(audit.results).toEqual([
      { action: "reopen", subject_key: `4:${day(11)}:${day(13)}`, staff_email: reception.email },
      { action: "close", subject_key: `4:${day(11)}:${day(13)}`, staff_email: reception.email },
    ]);
  });

  it("the same form twice changes once; refusals say why", async () => {
    expect(await change(1, day(20), day(20), true, "calendar-twice")).toEqual({ ok: true, replayed: false, nights: 1 });
    expect(await change(1, day(20), day(20), false, "calendar-twice")).toEqual({ ok: true, replayed: true, nights: 0 });
    expect((await calendar().calendar(day(20)))[0].cells[0].closed).toBe(true);

    expect(await change(1, addDays(today, -1), today)).toMatchObject({ ok: false, status: 400, field: "from", message: "That night has passed; only tonight and later nights can change." });
    expect(await change(1, day(5), day(4))).toMatchObject({ ok: false, field: "to", message: "The last night cannot be before the first." });
    expect(await change(1, day(1), addDays(day(1), MAX_CLOSE_NIGHTS))).toMatchObject({ ok: false, field: "to", message: "Change at most 180 nights at a time." });
    expect(await change(1, "next friday", day(4))).toMatchObject({ ok: false, field: "from", message: "Choose the first night." });
    expect(await change(99, day(4), day(4))).toMatchObject({ ok: false, status: 404, message: "There is no such room type." });
  });

  it("is for staff only, and upstream says the hotel's own system keeps it", async () => {
    const { loader } = await import("../../app/desk/calendar/admin-calendar");
    const page = (await loadEmbeddedOnlyPage(loader, "/admin/calendar")) as { rows: unknown[]; from: string };
    expect(page.from).toBe(todayInHotel(new Date()));
    expect(page.rows).toHaveLength(4);
  });
});
