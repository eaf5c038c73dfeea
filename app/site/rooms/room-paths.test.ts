import { describe, expect, it } from "vitest";
import { roomIdFromPath } from "./room-aliases";
import { listingCopyFor } from "./room-listing-copy";
import { matchesRoomTypeSlug, roomTypePath, roomTypeSlug } from "./room-slug";

describe("/Room/:type slugs (product-rules.md: Routes and not-found)", () => {
  it("turns a type name into a slug and back, any case, hyphens as spaces", () => {
    expect(roomTypeSlug("Super Deluxe Room")).toBe("super-deluxe-room");
    expect(roomTypePath("Suite Room")).toBe("/Room/suite-room");
    expect(matchesRoomTypeSlug("Super Deluxe Room", "Super-Deluxe-Room")).toBe(true);
    expect(matchesRoomTypeSlug("Super Deluxe Room", "super%20deluxe%20room")).toBe(true);
    expect(matchesRoomTypeSlug("Deluxe Room", "super-deluxe-room")).toBe(false);
  });

  it("gives each type its own copy and an unknown type the default", () => {
    expect(listingCopyFor("luxury-room").heading).toBe("Luxury Rooms");
    expect(listingCopyFor("SUITE-ROOM").title).toBe("Suites");
    expect(listingCopyFor("penthouse").heading).toBe("Rooms & Suites");
    expect(listingCopyFor(undefined).roomTypeName).toBeNull();
    expect(listingCopyFor("garden-cottage", { room_type_name: "Garden Cottage", short_description: "By the river." })).toMatchObject({
      heading: "Garden Cottage",
      intro: "By the river.",
    });
  });
});

describe("room details paths", () => {
  it("reads the id from /RoomDetails/{id} or from the short paths", () => {
    expect(roomIdFromPath("/RoomDetails/3", "3")).toBe(3);
    expect(roomIdFromPath("/RoomDetails/abc", "abc")).toBeNull();
    expect(roomIdFromPath("/RoomDetails/0", "0")).toBeNull();
    expect(roomIdFromPath("/Deluxe", undefined)).toBe(1);
    expect(roomIdFromPath("/superdeluxe/", undefined)).toBe(2);
    expect(roomIdFromPath("/LuxuryRoom", undefined)).toBe(3);
    expect(roomIdFromPath("/SUITEROOM", undefined)).toBe(4);
    expect(roomIdFromPath("/Penthouse", undefined)).toBeNull();
  });
});
