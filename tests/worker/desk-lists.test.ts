/**
 * The desk's lists (product-rules.md: The front desk): Today in hotel time, the bookings list's
 * filters, search and pages, and its CSV export through the real resource route.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { addDays } from "~/domain/hotel-date";
import { parseBookingFilter } from "~/desk/bookings/booking-filter";
import { loader as csvLoader } from "../../app/desk/bookings/admin-bookings-csv";
import { loader as todayLoader } from "../../app/desk/today/admin-today";
import { createDeskStore } from "../../app/desk/bookings/desk-store.server";
import { clearDesk, deskRequestContext, noonAt, seedBooking } from "./desk-helpers";
import { quietDayPlus } from "./test-dates";

const store = createDeskStore(env.DB, "embedded");
const day = quietDayPlus(5);
const list = (query: string) => store.listBookings(parseBookingFilter(new URLSearchParams(query)));
const references = async (query: string) => (await list(query)).rows.map((row) => row.reference);

beforeEach(clearDesk);

describe("Today", () => {
  it("sorts the day's arrivals, departures, guests in house and requests waiting (oldest first)", async () => {
    const now = noonAt(day);
    await seedBooking({ reference: "ARRIVE23", status: "confirmed", checkIn: day, checkOut: addDays(day, 2) });
    await seedBooking({ reference: "ARRIVE34", checkIn: day, checkOut: addDays(day, 1), createdAt: "2020-01-02T00:00:00.000Z" });
    await seedBooking({ reference: "LEAVES23", status: "checked_in", checkIn: addDays(day, -2), checkOut: day });
    await seedBooking({ reference: "STAYS234", status: "checked_in", checkIn: addDays(day, -1), checkOut: addDays(day, 3) });
    await seedBooking({
      reference: "WAITS234",
      checkIn: addDays(day, 9),
      checkOut: addDays(day, 10),
      createdAt: new Date(now.getTime() - (3 * 60 + 20) * 60_000).toISOString(),
    });
    await seedBooking({ reference: "GONE2345", status: "declined", checkIn: day, checkOut: addDays(day, 1) });
    const board = await store.today(now);
    expect(board.arrivals.map((r) => r.reference).sort()).toEqual(["ARRIVE23", "ARRIVE34"]);
    expect(board.departures.map((r) => r.reference)).toEqual(["LEAVES23"]);
    expect(board.inHouse.map((r) => r.reference)).toEqual(["LEAVES23", "STAYS234"]);
    expect(board.awaitingDecision.map((r) => r.reference)).toEqual(["ARRIVE34", "WAITS234"]);
    expect(board.stalePending).toBe(1);
  });

  it("counts rooms free tonight per type: inventory minus rooms held tonight, 0 when closed to sale", async () => {
    const now = noonAt(day);
    await seedBooking({ reference: "HOLD2345", status: "confirmed", checkIn: day, checkOut: addDays(day, 1), rooms: [{ roomId: 1 }, { roomId: 1 }] });
    await seedBooking({ reference: "LEFT2345", status: "checked_in", checkIn: addDays(day, -1), checkOut: day, rooms: [{ roomId: 2 }] });
    await env.DB.prepare("INSERT INTO closed_nights (room_id, night, closed_by, closed_at) VALUES (3, ?, 'test', 'now')").bind(day).run();
    const board = await store.today(now);
    expect(board.freeTonight).toEqual([
      { roomTypeName: "Deluxe Room", totalRooms: 12, free: 10, closed: false },
      { roomTypeName: "Super Deluxe Room", totalRooms: 10, free: 10, closed: false },
      { roomTypeName: "Luxury Room", totalRooms: 6, free: 0, closed: true },
      { roomTypeName: "Suite Room", totalRooms: 4, free: 4, closed: false },
    ]);
  });

  it("the page's loader uses the hotel's today", async () => {
    // 20:00 UTC is already the next morning in India.
    const lateUtc = new Date(`${addDays(day, -1)}T20:00:00.000Z`);
    await seedBooking({ reference: "DAWN2345", status: "confirmed", checkIn: day, checkOut: addDays(day, 1) });
    const page = await todayLoader({
      request: new Request("http://localhost/admin"),
      params: {},
      context: deskRequestContext({ now: lateUtc }),
    } as unknown as Parameters<typeof todayLoader>[0]);
    expect(page.today).toBe(day);
    expect(page.mode === "embedded" && page.board.arrivals.map((r) => r.reference)).toEqual(["DAWN2345"]);
  });
});

describe("the bookings list", () => {
  beforeEach(async () => {
    await seedBooking({
      reference: "ASHA2345",
      checkIn: day,
      checkOut: addDays(day, 2),
      createdAt: `${day}T05:00:00.000Z`,
    });
    await seedBooking({
      reference: "RAVI2345",
      status: "confirmed",
      checkIn: addDays(day, 10),
      checkOut: addDays(day, 12),
      guestName: "Ravi Kumar",
      guestEmail: "ravi@example.org",
      guestPhone: "+447700900123",
      // 20:00 UTC on the day before is early on `day` in India.
      createdAt: `${addDays(day, -1)}T20:00:00.000Z`,
    });
    await seedBooking({
      reference: "MEERA234",
      status: "cancelled",
      checkIn: addDays(day, 20),
      checkOut: addDays(day, 21),
      guestName: "Meera Shah",
      guestEmail: "meera@example.com",
      guestPhone: "+919811122233",
      createdAt: `${addDays(day, 3)}T10:00:00.000Z`,
    });
  });

  it("lists every booking, newest request first", async () => {
    expect(await references("")).toEqual(["MEERA234", "ASHA2345", "RAVI2345"]);
  });

  it("filters by source, showing it on each card's row", async () => {
    await env.DB.prepare("UPDATE bookings SET source = 'phone', created_by = 'reception@hotel.example' WHERE reference = 'RAVI2345'").run();
    await env.DB.prepare("UPDATE bookings SET source = 'walk_in' WHERE reference = 'MEERA234'").run();
    expect(await references("source=phone")).toEqual(["RAVI2345"]);
    expect(await references("source=walk_in")).toEqual(["MEERA234"]);
    expect(await references("source=wizard")).toEqual(["ASHA2345"]);
    expect(await references("source=agoda")).toEqual([]);
    // An unknown source is dropped, not refused: the whole list shows.
    expect(await references("source=telegraph")).toHaveLength(3);
    const ravi = (await list("source=phone")).rows[0];
    expect(ravi).toMatchObject({ source: "phone", channelReference: "", createdBy: "reception@hotel.example" });
  });

  it("filters by status", async () => {
    expect(await references("status=confirmed")).toEqual(["RAVI2345"]);
    expect(await references("status=no_show")).toEqual([]);
    expect(await references("status=bogus")).toHaveLength(3);
  });

  it("filters by the stay's nights", async () => {
    expect(await references(`dates=stay&from=${addDays(day, 1)}&to=${addDays(day, 11)}`)).toEqual(["ASHA2345", "RAVI2345"]);
    // A stay ending on `from` has no night inside the range.
    expect(await references(`dates=stay&from=${addDays(day, 2)}&to=${addDays(day, 5)}`)).toEqual([]);
  });

  it("filters by the day of the request, in hotel time", async () => {
    expect(await references(`dates=request&from=${day}&to=${day}`)).toEqual(["ASHA2345", "RAVI2345"]);
    expect(await references(`dates=request&from=${addDays(day, 1)}`)).toEqual(["MEERA234"]);
  });

  it("searches by reference, name, e-mail and phone digits", async () => {
    expect(await references("q=ravi2345")).toEqual(["RAVI2345"]);
    expect(await references("q=meera sh")).toEqual(["MEERA234"]);
    expect(await references("q=EXAMPLE.ORG")).toEqual(["RAVI2345"]);
    expect(await references("q=98111 22233")).toEqual(["MEERA234"]);
    expect(await references("q=%2B44 7700")).toEqual(["RAVI2345"]);
    expect(await references("q=%25")).toEqual([]);
  });

  it("pages 25 at a time and counts them all", async () => {
    for (let i = 0; i < 26; i += 1) {
      await seedBooking({
        reference: `PAGE${String(i).padStart(4, "0")}`,
        checkIn: addDays(day, 30 + i),
        checkOut: addDays(day, 31 + i),
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
      });
    }
    const first = await list("q=page");
    expect(first).toMatchObject({ total: 26, page: 1, pageSize: 25 });
    expect(first.rows[0].reference).toBe("PAGE0025");
    const second = await list("q=page&page=2");
    expect(second.rows.map((row) => row.reference)).toEqual(["PAGE0000"]);
  });
});

describe("the CSV export", () => {
  async function csv(query: string, staff?: null) {
    const response = await csvLoader({
      request: new Request(`http://localhost/admin/bookings.csv${query}`),
      params: {},
      context: deskRequestContext({ staff }),
    } as unknown as Parameters<typeof csvLoader>[0]);
    // Response.text() would drop the byte-order mark this test checks for.
    return { response, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer()) };
  }

  it("exports the current filter as UTF-8 CSV with a BOM, quoting and a formula guard", async () => {
    await seedBooking({
      reference: "CSV23456",
      checkIn: day,
      checkOut: addDays(day, 2),
      guestName: '=HYPERLINK("http://evil.example","Click"), Jr.',
      guestEmail: "@sum@example.com",
      createdAt: "2026-03-01T06:30:00.000Z",
    });
    await seedBooking({ reference: "OTHER234", status: "confirmed", checkIn: day, checkOut: addDays(day, 1), guestName: "Ānand Rāo" });
    const { response, text } = await csv("?status=pending");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toContain("bookings.csv");
    expect(text.startsWith("\uFEFFReference,Status,")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
    expect(lines[1]).toBe(
      [
        "CSV23456",
        "Pending confirmation",
        '"1 Mar 2026, 12:00"',
        day,
        addDays(day, 2),
        "2",
        "Deluxe Room",
        "2",
        "0",
        `"'=HYPERLINK(""http://evil.example"",""Click""), Jr."`,
        "'+919876543210",
        "'@sum@example.com",
        "9450.00",
        "Website",
        "",
        "",
        "",
      ].join(","),
    );
    expect((await csv("?status=confirmed")).text).toContain("Ānand Rāo");
  });

  it("names each booking's source, its channel reference and who made it, filtered by source", async () => {
    await seedBooking({ reference: "WEB23456", checkIn: day, checkOut: addDays(day, 1) });
    await seedBooking({ reference: "MMT23456", status: "confirmed", checkIn: day, checkOut: addDays(day, 1) });
    await env.DB.prepare(
      "UPDATE bookings SET source = 'makemytrip', channel_reference = 'NH7201234567', created_by = 'reception@hotel.example' WHERE reference = 'MMT23456'",
    ).run();
    const { text } = await csv("?source=makemytrip");
    const [header, row, end] = text.slice(1).split("\r\n");
    expect(header.split(",").slice(-4)).toEqual(["Source", "Channel reference", "Made by", "Status note"]);
    expect(row.startsWith("MMT23456,Confirmed,")).toBe(true);
    expect(row.split(",").slice(-4)).toEqual(["MakeMyTrip", "NH7201234567", "reception@hotel.example", ""]);
    expect(end).toBe("");
    expect((await csv("?source=wizard")).text).toContain("WEB23456,");
    expect((await csv("?source=wizard")).text).not.toContain("MMT23456");
  });

  it("refuses without a member of staff", async () => {
    await expect(csv("", null)).rejects.toMatchObject({ init: { status: 401 } });
  });
});
