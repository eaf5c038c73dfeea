import { describe, expect, it } from "vitest";
import type { IsoDate } from "../content/hotel";
import { type BoardUnit, type TakenNight, boardNights, boardRows, nightList, takenKey } from "./room-board";

const unit: BoardUnit = { id: 7, number: "101", roomId: 1, typeName: "Deluxe Room" };
const nights = boardNights("2027-01-10" as IsoDate, 5);
const stay = (night: string, bookingRoomId = 1): TakenNight => ({
  unitId: 7,
  night: night as IsoDate,
  kind: "stay",
  bookingRoomId,
  reference: `REF${bookingRoomId}`,
  guestName: "Asha Verma",
  status: "confirmed",
});

describe("the room board's bars (product-rules.md: The room board)", () => {
  it("shows the nights asked for, in order", () => {
    expect(nights).toEqual(["2027-01-10", "2027-01-11", "2027-01-12", "2027-01-13", "2027-01-14"]);
  });

  it("joins one stay's nights into one bar, keeps two stays in a row apart, and leaves free nights one by one", () => {
    const [row] = boardRows([unit], nights, [stay("2027-01-11"), stay("2027-01-12"), stay("2027-01-13", 2)]);
    expect(row.bars.map((bar) => [bar.kind, bar.night, bar.span])).toEqual([
      ["free", "2027-01-10", 1],
      ["stay", "2027-01-11", 2],
      ["stay", "2027-01-13", 1],
      ["free", "2027-01-14", 1],
    ]);
    expect(row.bars.reduce((sum, bar) => sum + bar.span, 0)).toBe(nights.length);
  });

  it("shows a repair with its reason, and marks a bar that runs on past the board", () => {
    const repair: TakenNight = { unitId: 7, night: "2027-01-14" as IsoDate, kind: "repair", blockId: 3, reason: "AC repair" };
    const [row] = boardRows([unit], nights, [repair, stay("2027-01-10")], new Set([takenKey(repair)]));
    expect(row.bars[0]).toMatchObject({ kind: "stay", continues: false });
    expect(row.bars.at(-1)).toEqual({ kind: "repair", night: "2027-01-14", span: 1, reason: "AC repair", continues: true });
  });

  it("shows a channel's hold as its own bar, labelled with whose hold it is, apart from a stay next to it", () => {
    const hold = (night: string): TakenNight => ({ unitId: 7, night: night as IsoDate, kind: "hold", holdId: 9, label: "Booking.com hold" });
    const [row] = boardRows([unit], nights, [hold("2027-01-12"), hold("2027-01-13"), hold("2027-01-14"), stay("2027-01-11")], new Set([takenKey(hold("2027-01-15"))]));
    expect(row.bars.map((bar) => [bar.kind, bar.night, bar.span])).toEqual([
      ["free", "2027-01-10", 1],
      ["stay", "2027-01-11", 1],
      ["hold", "2027-01-12", 3],
    ]);
    expect(row.bars.at(-1)).toEqual({ kind: "hold", night: "2027-01-12", span: 3, holdId: 9, label: "Booking.com hold", continues: true });
  });

  it("lists one night room by room for a phone: the bar holding that night, or free", () => {
    const rows = boardRows([unit, { ...unit, id: 8, number: "102" }], nights, [stay("2027-01-11"), stay("2027-01-12")]);
    expect(nightList(rows, "2027-01-12" as IsoDate).map(({ unit, bar }) => [unit.number, bar.kind, bar.night])).toEqual([
      ["101", "stay", "2027-01-11"],
      ["102", "free", "2027-01-12"],
    ]);
  });
});
