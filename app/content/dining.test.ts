import { describe, expect, it } from "vitest";
import { casualDining, fineDining, rooftopDining } from "./dining";
import { diningReservationPath } from "./dining-reservation";

describe("dining content", () => {
  it("reserves tables through the dining booking form", () => {
    expect(diningReservationPath).toBe("/DiningBookingForm");
  });

  it("fine dining: six cuisine categories and three specialities", () => {
    expect(fineDining.cuisines).toHaveLength(6);
    expect(fineDining.specialities).toHaveLength(3);
  });

  it("rooftop: five specialities, three tagged menu items, two chef's specials and the original site's timings", () => {
    expect(rooftopDining.specialities).toHaveLength(5);
    expect(rooftopDining.menu).toHaveLength(3);
    for (const item of rooftopDining.menu) expect(item.tags.length).toBeGreaterThan(0);
    expect(rooftopDining.chefSpecials).toHaveLength(2);
    expect(rooftopDining.hours.rows).toEqual([
      { label: "Sunset Experience", hours: "5:00 PM - 7:00 PM" },
      { label: "Chef's Special", hours: "7:00 PM - 10:00 PM" },
    ]);
  });

  it("casual dining: four specialities and six dining-space images", () => {
    expect(casualDining.specialities).toHaveLength(4);
    expect(casualDining.spaces).toHaveLength(6);
    expect(new Set(casualDining.spaces.map((image) => image.alt)).size).toBe(6);
  });
});
