import { describe, expect, it } from "vitest";
import { findRoomType, roomTypeChoices, roomTypes } from "./room-types";

describe("room types", () => {
  it("are the hotel's four with ids 1–4", () => {
    expect(roomTypes.map((t) => [t.id, t.name])).toEqual([
      [1, "Deluxe Room"],
      [2, "Super Deluxe Room"],
      [3, "Luxury Room"],
      [4, "Suite Room"],
    ]);
    expect(roomTypeChoices).toBe("Deluxe, Super Deluxe, Luxury or Suite");
  });

  it.each([
    ["Deluxe", "Deluxe Room"],
    ["deluxe room", "Deluxe Room"],
    ["SUPER DELUXE", "Super Deluxe Room"],
    ["  super   deluxe  room ", "Super Deluxe Room"],
    ["super-deluxe-room", "Super Deluxe Room"],
    ["Luxury", "Luxury Room"],
    ["suite", "Suite Room"],
    ["Suite Room", "Suite Room"],
  ])("reads %j as %s", (text, name) => {
    expect(findRoomType(text)?.name).toBe(name);
  });

  it.each(["", "Room", "Presidential", "Super", "Deluxe Suite", "deluxe rooms"])("knows no %j", (text) => {
    expect(findRoomType(text)).toBeUndefined();
  });
});
