import { describe, expect, it } from "vitest";
import { findService, payAtHotelLabel, serviceByKey, serviceKeySchema, servicePriceLabel, services } from "./services";

describe("service catalogue (product-rules.md: Services catalogue)", () => {
  it("has the four services, free online", () => {
    expect(services.map((s) => [s.key, s.label, s.pricePaise])).toEqual([
      ["roomDecoration", "Room Decoration", 0],
      ["lunch", "Lunch Package", 0],
      ["dinner", "Dinner Package", 0],
      ["airportPickup", "Airport Pickup / Railway Station", 0],
    ]);
  });

  it("shows free services as Pay at hotel", () => {
    expect(payAtHotelLabel).toBe("Pay at hotel");
    expect(services.map(servicePriceLabel)).toEqual(Array(4).fill("Pay at hotel"));
    expect(servicePriceLabel({ key: "lunch", label: "Lunch Package", pricePaise: 50_000 })).toBe("₹500");
  });

  it("validates keys, not labels or the original site's old breakfast key", () => {
    expect(serviceKeySchema.safeParse("lunch").success).toBe(true);
    expect(serviceKeySchema.safeParse("breakfast").success).toBe(false);
    expect(serviceKeySchema.safeParse("Lunch Package").success).toBe(false);
  });

  it("finds a service by key or label, any case", () => {
    expect(findService("lunch")?.key).toBe("lunch");
    expect(findService("LUNCH")?.key).toBe("lunch");
    expect(findService("lunch package")?.key).toBe("lunch");
    expect(findService("  Room   Decoration ")?.key).toBe("roomDecoration");
    expect(findService("airportpickup")?.key).toBe("airportPickup");
    expect(findService("Airport Pickup / Railway Station")?.key).toBe("airportPickup");
  });

  it("accepts the original site's airport names", () => {
    expect(findService("airportPickup/RailwayStation")?.key).toBe("airportPickup");
    expect(findService("Airport Pickup / Railway Stations")?.key).toBe("airportPickup");
  });

  it("finds nothing for unknown names", () => {
    expect(findService("breakfast")).toBeUndefined();
    expect(findService("")).toBeUndefined();
  });

  it("looks up by key", () => {
    expect(serviceByKey("dinner").label).toBe("Dinner Package");
  });
});
