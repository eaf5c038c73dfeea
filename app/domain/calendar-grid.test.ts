import { describe, expect, it } from "vitest";
import type { IsoDate } from "../content/hotel";
import { type HeldRoom, calendarGrid, calendarNights, nightsHeldAbove } from "./calendar-grid";

const deluxe = { id: 1, name: "Deluxe Room", totalRooms: 3 };
const suite = { id: 4, name: "Suite Room", totalRooms: 1 };
const nights = calendarNights("2026-12-01", 4);

/** A booked room of type `roomId` for its nights, in `status`, released from a night or not. */
const stay = (roomId: number, checkIn: IsoDate, checkOut: IsoDate, status: string, releasedFrom: IsoDate | null = null): HeldRoom => ({ roomId, checkIn, checkOut, releasedFrom, status });

describe("calendarGrid", () => {
  it("counts each night's booked (confirmed, in house) and held (pending) rooms, and the rest as free", () => {
    const [row] = calendarGrid(
      [deluxe],
      nights,
      [
        stay(1, "2026-12-01", "2026-12-03", "confirmed"),
        stay(1, "2026-12-02", "2026-12-04", "pending"),
        stay(1, "2026-11-30", "2026-12-02", "checked_in"),
        stay(4, "2026-12-01", "2026-12-05", "confirmed"),
      ],
      [],
    );
    expect(row.cells.map(({ booked, held, free }) => [booked, held, free])).toEqual([
      [2, 0, 1],
      [1, 1, 1],
      [0, 1, 2],
      [0, 0, 3],
    ]);
  });

  it("leaves out rooms from the night they were released, and declined or cancelled bookings", () => {
    const [row] = calendarGrid(
      [suite],
      nights,
      [
        stay(4, "2026-12-01", "2026-12-05", "checked_out", "2026-12-03"),
        stay(4, "2026-12-01", "2026-12-05", "confirmed", "2026-12-02"),
        stay(4, "2026-12-01", "2026-12-05", "declined", "2026-12-01"),
      ],
      [],
    );
    expect(row.cells.map((cell) => cell.booked)).toEqual([1, 0, 0, 0]);
    expect(row.cells.map((cell) => cell.free)).toEqual([0, 1, 1, 1]);
  });

  it("marks closed nights per type, and never shows fewer than no free rooms", () => {
    const [d, s] = calendarGrid(
      [deluxe, suite],
      nights,
      [
        stay(4, "2026-12-01", "2026-12-02", "confirmed"),
        stay(4, "2026-12-01", "2026-12-02", "pending"),
      ],
      [{ roomId: 1, night: "2026-12-02" }],
    );
    expect(d.cells.map((cell) => cell.closed)).toEqual([false, true, false, false]);
    expect(s.cells.map((cell) => cell.closed)).toEqual([false, false, false, false]);
    expect(s.cells[0]).toEqual({ night: "2026-12-01", booked: 1, held: 1, outOfOrder: 0, channelHolds: [], free: 0, closed: false });
  });

  it("counts a room out of order on its nights as not for sale", () => {
    const [row] = calendarGrid(
      [deluxe],
      nights,
      [stay(1, "2026-12-01", "2026-12-02", "confirmed")],
      [],
      [
        { roomId: 1, night: "2026-12-01" },
        { roomId: 1, night: "2026-12-02" },
        { roomId: 4, night: "2026-12-02" },
      ],
    );
    expect(row.cells.map(({ booked, outOfOrder, free }) => [booked, outOfOrder, free])).toEqual([
      [1, 1, 1],
      [0, 1, 2],
      [0, 0, 3],
      [0, 0, 3],
    ]);
  });
});

describe("calendarGrid: channels' holds", () => {
  it("names each hold on its type's nights and takes its room off the free count", () => {
    const type = { id: 4, name: "Suite Room", totalRooms: 4 };
    const [row] = calendarGrid(
      [type],
      ["2026-12-01", "2026-12-02"],
      [stay(4, "2026-12-01", "2026-12-02", "confirmed")],
      [],
      [],
      [
        { roomId: 4, night: "2026-12-01", label: "Booking.com hold" },
        { roomId: 4, night: "2026-12-01", label: "Airbnb hold" },
        { roomId: 1, night: "2026-12-01", label: "Airbnb hold" },
        { roomId: 4, night: "2026-12-02", label: "Airbnb hold" },
      ],
    );
    // 4 suites: on the 1st one booked and two held by channels leave 1; on the 2nd one held leaves 3.
    expect(row.cells.map(({ channelHolds, free }) => [channelHolds, free])).toEqual([
      [["Booking.com hold", "Airbnb hold"], 1],
      [["Airbnb hold"], 3],
    ]);
  });
});

describe("nightsHeldAbove: nights that would hold more rooms than a type has", () => {
  const rooms = [
    { checkIn: "2027-01-10", checkOut: "2027-01-13", releasedFrom: null },
    { checkIn: "2027-01-11", checkOut: "2027-01-12", releasedFrom: null },
    { checkIn: "2027-01-11", checkOut: "2027-01-14", releasedFrom: "2027-01-12" },
    { checkIn: "2027-01-05", checkOut: "2027-01-07", releasedFrom: null },
  ] as const;

  it("counts each night's holding rooms, released nights excluded, and names those above the limit", () => {
    expect(nightsHeldAbove(rooms, "2027-01-01", 1)).toEqual([{ night: "2027-01-11", held: 3 }]);
    expect(nightsHeldAbove(rooms, "2027-01-01", 0).map((entry) => entry.night)).toEqual([
      "2027-01-05",
      "2027-01-06",
      "2027-01-10",
      "2027-01-11",
      "2027-01-12",
    ]);
  });

  it("ignores nights before `from`: the past cannot be oversold", () => {
    expect(nightsHeldAbove(rooms, "2027-01-12", 0)).toEqual([{ night: "2027-01-12", held: 1 }]);
    expect(nightsHeldAbove(rooms, "2027-01-12", 1)).toEqual([]);
  });
});
