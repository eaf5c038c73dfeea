import { describe, expect, it } from "vitest";
import { hotel } from "./hotel";
import { attractions, directionsUrl } from "./tourism";

describe("tourism", () => {
  it("lists ten distinct attractions, each with a title, description and image", () => {
    expect(attractions).toHaveLength(10);
    expect(new Set(attractions.map((attraction) => attraction.id)).size).toBe(10);
    for (const attraction of attractions) {
      expect(attraction.title).not.toBe("");
      expect(attraction.description.length).toBeGreaterThan(60);
      expect(attraction.image.width).toBeGreaterThan(0);
    }
  });

  it("takes the temple distance from the identity config", () => {
    expect(attractions[0]?.distance).toBe(
      `${hotel.temple.km} km · about ${hotel.temple.minutesByCar} minutes by car`,
    );
  });

  it("builds a maps search URL for directions", () => {
    expect(directionsUrl({ mapsQuery: "Gauri Somnath Temple, Omkareshwar" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=Gauri%20Somnath%20Temple%2C%20Omkareshwar",
    );
  });
});
