import { describe, expect, it } from "vitest";
import { assignUnits, freeUnits, nightsAhead, type RoomUnit, takenNightsOf } from "./room-assignment";

const units: RoomUnit[] = [
  { id: 3, roomId: 1, number: "103", sortOrder: 3 },
  { id: 1, roomId: 1, number: "101", sortOrder: 1 },
  { id: 2, roomId: 1, number: "102", sortOrder: 2 },
  { id: 9, roomId: 2, number: "201", sortOrder: 1 },
];
const nights = ["2026-12-10", "2026-12-11"] as const;

describe("the nights still ahead", () => {
  it("are the whole stay before arrival", () => {
    expect(nightsAhead({ checkIn: "2026-12-10", checkOut: "2026-12-12" }, "2026-12-01")).toEqual(["2026-12-10", "2026-12-11"]);
  });
  it("start today during the stay", () => {
    expect(nightsAhead({ checkIn: "2026-12-10", checkOut: "2026-12-13" }, "2026-12-11")).toEqual(["2026-12-11", "2026-12-12"]);
  });
  it("stop at the first night released, and are none once the stay is over", () => {
    expect(nightsAhead({ checkIn: "2026-12-10", checkOut: "2026-12-13", releasedFrom: "2026-12-11" }, "2026-12-01")).toEqual(["2026-12-10"]);
    expect(nightsAhead({ checkIn: "2026-12-10", checkOut: "2026-12-12" }, "2026-12-12")).toEqual([]);
  });
});

describe("free rooms", () => {
  it("are the type's rooms free every night, lowest sort order first", () => {
    expect(freeUnits(1, units, new Map(), nights).map((unit) => unit.number)).toEqual(["101", "102", "103"]);
  });
  it("leave out a room taken on any one of the nights", () => {
    const taken = takenNightsOf([{ unitId: 1, night: "2026-12-11" }]);
    expect(freeUnits(1, units, taken, nights).map((unit) => unit.number)).toEqual(["102", "103"]);
  });
});

describe("assigning a booking's rooms", () => {
  it("keeps each guest in one room and gives the booking's rooms distinct rooms", () => {
    const chosen = assignUnits(
      [
        { id: 50, roomId: 1 },
        { id: 51, roomId: 1 },
        { id: 52, roomId: 2 },
      ],
      units,
      takenNightsOf([{ unitId: 2, night: "2026-12-10" }]),
      nights,
    );
    expect([...chosen].map(([id, unit]) => [id, unit?.number ?? null])).toEqual([
      [50, "101"],
      [51, "103"],
      [52, "201"],
    ]);
  });
  it("leaves a room without a number when no single room is free for the whole stay", () => {
    // 101 is free the first night only, 102 the second only: never split a stay across rooms.
    const taken = takenNightsOf([
      { unitId: 1, night: "2026-12-11" },
      { unitId: 2, night: "2026-12-10" },
      { unitId: 3, night: "2026-12-10" },
    ]);
    expect(assignUnits([{ id: 50, roomId: 1 }], units, taken, nights).get(50)).toBeNull();
  });
});
