import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { addDays } from "~/domain/hotel-date";
import { createRoomBoard } from "../../app/desk/board/board-store.server";
import { clearDesk, loadEmbeddedOnlyPage, seedBooking } from "./desk-helpers";
import { daysAhead } from "./test-dates";

const from = "2031-03-01" as IsoDate;
const night = (offset: number) => addDays(from, offset);
const board = () => createRoomBoard(env.DB).board(from);

async function unitId(number: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM room_units WHERE number = ? AND retired_at IS NULL").bind(number).first<{ id: number }>();
  if (!row) throw new Error(`no room ${number}`);
  return row.id;
}

/** Puts the booking's first room in `number` for the nights [first, until), as the desk's assignment does. */
async function putInRoom(reference: string, number: string, first: number, until: number) {
  const room = await env.DB.prepare("SELECT br.id FROM booking_rooms br JOIN bookings b ON b.id = br.booking_id WHERE b.reference = ?")
    .bind(reference)
    .first<{ id: number }>();
  const unit = await unitId(number);
  await env.DB.batch([
    ...Array.from({ length: until - first }, (_, i) =>
      env.DB.prepare("INSERT INTO room_unit_nights (unit_id, night, booking_room_id) VALUES (?, ?, ?)").bind(unit, night(first + i), room?.id),
    ),
    env.DB.prepare("UPDATE booking_rooms SET unit_id = ? WHERE id = ?").bind(unit, room?.id),
  ]);
}

beforeEach(async () => {
  await clearDesk();
  await env.DB.batch([env.DB.prepare("DELETE FROM room_unit_nights"), env.DB.prepare("DELETE FROM room_unit_blocks")]);
});

describe("the room board (product-rules.md: The room board)", () => {
  it("lists every room in service by type and number, each night free when nothing holds it", async () => {
    const shown = await board();
    expect(shown.nights).toHaveLength(14);
    expect(shown.nights[0]).toBe(from);
    expect(shown.rows.map(({ unit }) => unit.number).slice(0, 3)).toEqual(["101", "102", "103"]);
    expect(shown.rows.at(-1)?.unit).toMatchObject({ number: "404", typeName: "Suite Room" });
    expect(shown.rows.every(({ bars }) => bars.every((bar) => bar.kind === "free"))).toBe(true);
    expect(shown.roomless).toEqual([]);
  });

  it("draws a stay in its room as one bar with the guest and status, a repair with its reason, and one running on past the board", async () => {
    await seedBooking({ reference: "BOARD1", status: "checked_in", checkIn: night(2), checkOut: night(5), nights: 3, guestName: "Kavita Rao" });
    await putInRoom("BOARD1", "102", 2, 5);
    await seedBooking({ reference: "BOARD2", status: "confirmed", checkIn: night(12), checkOut: night(16), nights: 4, guestName: "Vikram Shah" });
    await putInRoom("BOARD2", "103", 12, 16);
    const unit = await unitId("101");
    const block = await env.DB.prepare(
      "INSERT INTO room_unit_blocks (unit_id, first_night, until_date, reason, created_by, created_at) VALUES (?, ?, ?, 'Bathroom tiling', 'reception@hotel.example', ?) RETURNING id",
    )
      .bind(unit, night(0), night(1), new Date().toISOString())
      .first<{ id: number }>();
    await env.DB.prepare("INSERT INTO room_unit_nights (unit_id, night, block_id) VALUES (?, ?, ?)").bind(unit, night(0), block?.id).run();

    const rows = new Map((await board()).rows.map((row) => [row.unit.number, row.bars]));
    expect(rows.get("101")?.[0]).toEqual({ kind: "repair", night: from, span: 1, reason: "Bathroom tiling", continues: false });
    expect(rows.get("102")?.[2]).toEqual({
      kind: "stay",
      night: night(2),
      span: 3,
      reference: "BOARD1",
      guestName: "Kavita Rao",
      status: "checked_in",
      continues: false,
    });
    expect(rows.get("103")?.at(-1)).toMatchObject({ kind: "stay", reference: "BOARD2", span: 2, continues: true });
  });

  it("lists booked rooms that have no room yet, and leaves out released ones", async () => {
    await seedBooking({ reference: "NOROOM", status: "confirmed", checkIn: night(3), checkOut: night(5), guestName: "Anil Mehta", rooms: [{ roomId: 2 }] });
    await seedBooking({ reference: "GONE", status: "cancelled", checkIn: night(3), checkOut: night(5) });
    await env.DB.prepare("UPDATE booking_rooms SET released_from = check_in_date WHERE booking_id = (SELECT id FROM bookings WHERE reference = 'GONE')").run();
    await seedBooking({ reference: "LATER", status: "confirmed", checkIn: night(20), checkOut: night(22) });
    expect((await board()).roomless).toEqual([
      { reference: "NOROOM", guestName: "Anil Mehta", status: "confirmed", typeName: "Super Deluxe Room", checkIn: night(3), checkOut: night(5) },
    ]);
  });

  it("is for staff only, and upstream says the hotel's own system keeps rooms", async () => {
    const { loader } = await import("../../app/desk/board/admin-board");
    const start = daysAhead(30);
    const page = await loadEmbeddedOnlyPage(loader, `/admin/board?from=${start}&day=${addDays(start, 3)}`);
    expect([page.from, page.day]).toEqual([start, addDays(start, 3)]);
    // A date that is not one, or beyond a year either way, shows the board from tonight.
    for (const asked of ["not-a-date", "2099-01-01"]) {
      const shown = await loadEmbeddedOnlyPage(loader, `/admin/board?from=${asked}&day=${addDays(start, 3)}`);
      expect([shown.from, shown.day]).toEqual([shown.today, shown.today]);
    }
  });
});
