import { describe, expect, it } from "vitest";
import { roomsGroup } from "../content/navigation";
import { isCurrentGroup, isCurrentPath } from "./nav-current";

describe("the current menu item", () => {
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
