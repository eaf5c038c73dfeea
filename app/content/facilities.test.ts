import { describe, expect, it } from "vitest";
import { facilities, facilityTeaser } from "./facilities";

describe("facilities", () => {
  it("has the original site's twelve facilities with ids 1 to 12, each once", () => {
    expect(facilities).toHaveLength(12);
    expect(facilities.map((facility) => facility.id).toSorted((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it("keeps id 5 (Swimming Pools) in the third position, as the original site does", () => {
    expect(facilities[2]).toMatchObject({ id: 5, title: "Swimming Pools" });
  });

  it("gives the original site's figures", () => {
    const byTitle = (title: string) => facilities.find((facility) => facility.title === title);
    expect(byTitle("Banquet Hall")?.highlight).toBe("10,000 sq ft");
    expect(byTitle("Lavish Marriage Garden")?.highlight).toBe("27,000 sq ft");
    expect(byTitle("Room Service")?.highlight).toBe("24-hour");
    expect(byTitle("Swimming Pools")?.highlight).toBe("Star-category pool · party area · kids' pool · fun pool");
    expect(byTitle("24/7 Wi-Fi")).toBeDefined();
    expect(byTitle("Corporate Conference Hall")).toBeDefined();
    expect(byTitle("Dedicated Parking")).toBeDefined();
    expect(byTitle("Concierge Services")).toBeDefined();
  });

  it("teases the first four on the home page", () => {
    expect(facilityTeaser.map((facility) => facility.id)).toEqual([1, 2, 5, 3]);
  });

  it("has real copy and an image with a size for every card", () => {
    for (const facility of facilities) {
      expect(facility.description.length).toBeGreaterThan(60);
      expect(facility.image.width).toBeGreaterThan(0);
      expect(facility.image.height).toBeGreaterThan(0);
    }
  });
});
