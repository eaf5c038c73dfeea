import { describe, expect, it } from "vitest";
import { footerColumns, isCurrentGroup, isCurrentPath, mainNavigation, roomsGroup } from "./navigation";

describe("navigation", () => {
  it("lists the original site's top-level items in order", () => {
    expect(mainNavigation.map((item) => item.label)).toEqual([
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
    expect(footerColumns.map((column) => [column.heading, column.links.map((link) => link.label)])).toEqual([
      ["Links", ["Home", "About", "Rooms", "Gallery", "Contact"]],
      [
        "Services",
        ["Swimming Pool", "Quality Room", "Best Accommodation", "Wellness & Spa", "Restaurant & Bar"],
      ],
      ["Policies", ["FAQ", "Terms & Conditions", "Privacy Policy"]],
    ]);
    const services = footerColumns[1]?.links ?? [];
    expect(services.find((link) => link.label === "Best Accommodation")?.to).toBe("/Facilities");
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
  });
});
