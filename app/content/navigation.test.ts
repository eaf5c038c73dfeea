import { describe, expect, it } from "vitest";
import { shellWordsEn } from "~/features/shell/shell-words";
import { footerColumns, isCurrentGroup, isCurrentPath, mainNavigation, roomsGroup } from "./navigation";

describe("navigation", () => {
  it("lists the original site's top-level items in order", () => {
    expect(mainNavigation.map((item) => shellWordsEn.nav[item.key])).toEqual([
      "Home",
      "About",
      "Rooms & Suites",
      "Dining",
      "Amenities",
      "Event & Meeting",
      "Gallery",
      "Tourism",
      "Contact",
    ]);
  });

  it("has the footer columns exactly as on the original site", () => {
    const label = (key: keyof typeof shellWordsEn.nav) => shellWordsEn.nav[key];
    expect(footerColumns.map((column) => [label(column.heading), column.links.map((link) => label(link.key))])).toEqual([
      ["Links", ["Home", "About", "Rooms", "Gallery", "Contact"]],
      [
        "Services",
        ["Swimming Pool", "Quality Room", "Best Accommodation", "Wellness & Spa", "Restaurant & Bar"],
      ],
      ["Policies", ["FAQ", "Terms & Conditions", "Privacy Policy"]],
    ]);
    const services = footerColumns[1]?.links ?? [];
    expect(services.find((link) => label(link.key) === "Best Accommodation")?.to).toBe("/Facilities");
  });

  it("marks the current item case-insensitively", () => {
    expect(isCurrentPath("/ABOUT", "/about")).toBe(true);
    expect(isCurrentPath("/about/", "/about")).toBe(true);
    expect(isCurrentPath("/Room/deluxe-room", "/Room")).toBe(true);
    expect(isCurrentPath("/RoomDetails/1", "/Room")).toBe(false);
    expect(isCurrentPath("/Gallery", "/")).toBe(false);
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentGroup("/superdeluxe", roomsGroup)).toBe(true);
    expect(isCurrentGroup("/Gym", roomsGroup)).toBe(false);
    // The Hindi version of a page marks the same item.
    expect(isCurrentPath("/hi/Room/deluxe-room", "/Room")).toBe(true);
    expect(isCurrentPath("/hi", "/")).toBe(true);
    expect(isCurrentPath("/hi/BookingForm", "/")).toBe(false);
  });
});
