import { describe, expect, it } from "vitest";
import type { Room } from "~/domain/api-types";
import { summariseRoom } from "./room-summary";

const room: Room = {
  id: 4,
  name: "Suite",
  room_type_name: "Suite Room",
  short_description: "Our largest room.",
  brief_description: "<p>The Suite is our largest room…</p>",
  home_description: "The Suite has a bedroom and a living room.",
  room_price: 11000,
  main_image: "/media/rooms/suite-1.svg",
  gallery_images: ["/media/rooms/suite-2.svg"],
  room_features: ["TV", "Adults: 4"],
};

describe("summariseRoom", () => {
  it("keeps everything a card and the price grid show, and drops the long texts", () => {
    const { brief_description: _brief, home_description: _home, ...rest } = room;
    expect(summariseRoom(room)).toEqual(rest);
    expect(Object.keys(summariseRoom(room))).not.toContain("brief_description");
    expect(Object.keys(summariseRoom(room))).not.toContain("home_description");
  });
});
