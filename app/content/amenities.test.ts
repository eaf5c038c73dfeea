import { seedSettings } from "./hotel-seed";
import { describe, expect, it } from "vitest";
import { formatRupees } from "../domain/money";
import { gym } from "./gym";
import { pool } from "./pool";
import { formatDuration, spa } from "./spa";

describe("spa", () => {
  it("has the three signature treatments with the original site's durations and prices", () => {
    expect(
      spa.treatments.map((treatment) => [
        treatment.name,
        formatDuration(treatment.durationMinutes),
        formatRupees(treatment.pricePaise),
      ]),
    ).toEqual([
      ["Aromatherapy Massage", "60 mins", "₹4,500"],
      ["Deep Tissue Massage", "90 mins", "₹6,000"],
      ["Couple's Retreat", "75 mins", "₹8,500"],
    ]);
  });

  it("has the original site's counts", () => {
    expect(spa.intro.highlights).toHaveLength(3);
    expect(spa.features).toHaveLength(4);
    expect(spa.wellness.features).toHaveLength(4);
  });
});

// The hours are the desk's (product-rules.md: What is open), seeded as the original site's weekday hours.
it.each([
  ["spa", spa, "09:00", "21:00"],
  ["pool", pool, "06:00", "22:00"],
  ["gym", gym, "05:00", "23:00"],
] as const)("the %s takes its hours from the desk, seeded as the original site's weekday hours", (key, copy, opens, closes) => {
  expect(seedSettings.facilities[key]).toMatchObject({ opens, closes });
  expect(JSON.stringify(copy)).not.toMatch(/\d:\d\d [AP]M/);
});

describe("swimming pool", () => {
  it("has three features, three gallery images and three services", () => {
    expect(pool.features).toHaveLength(3);
    expect(pool.gallery).toHaveLength(3);
    expect(pool.services).toHaveLength(3);
  });
});

describe("fitness center", () => {
  it("has four features and programmes of 60, 45 and 50 minutes", () => {
    expect(gym.features).toHaveLength(4);
    expect(gym.programmes.map((programme) => programme.durationMinutes)).toEqual([60, 45, 50]);
  });
});
