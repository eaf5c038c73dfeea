import { describe, expect, it } from "vitest";
import type { Offer } from "~/content/hotel";
import { hotel } from "~/content/hotel";
import { activeOffer, upcomingOffer } from "./festive-offer";

const festive: Offer = { id: "festive", title: "Festive season offer", percentOff: 10, startsOn: "2026-10-01", endsOn: "2027-01-31" };
const summer: Offer = { id: "summer", title: "Summer offer", percentOff: 5, startsOn: "2027-04-01", endsOn: "2027-05-31" };
const open: Offer = { id: "always", title: "Open offer", percentOff: 3 };

describe("activeOffer", () => {
  it("finds the offer whose window includes the day, both ends inclusive", () => {
    expect(activeOffer("2026-10-01", [festive])).toBe(festive);
    expect(activeOffer("2026-12-25", [festive])).toBe(festive);
    expect(activeOffer("2027-01-31", [festive])).toBe(festive);
  });

  it("returns null outside every window", () => {
    expect(activeOffer("2026-09-30", [festive])).toBeNull();
    expect(activeOffer("2027-02-01", [festive])).toBeNull();
    expect(activeOffer("2027-03-01", [festive, summer])).toBeNull();
  });

  it("treats a missing start or end as open-ended, and the first listed offer wins", () => {
    expect(activeOffer("2020-01-01", [open])).toBe(open);
    expect(activeOffer("2026-11-01", [festive, open])).toBe(festive);
    expect(activeOffer("2026-11-01", [open, festive])).toBe(open);
  });

  it("reads the identity config by default: the festive 10% of the original site", () => {
    const configured = hotel.offers.find((offer) => offer.id === "festive");
    expect(configured?.percentOff).toBe(10);
    expect(activeOffer(configured?.startsOn ?? "2026-10-01")?.id).toBe("festive");
  });
});

describe("upcomingOffer", () => {
  it("names the next offer that has not started yet", () => {
    expect(upcomingOffer("2026-09-01", [summer, festive])).toBe(festive);
    expect(upcomingOffer("2027-02-01", [summer, festive])).toBe(summer);
  });

  it("ignores running, finished and start-less offers", () => {
    expect(upcomingOffer("2026-10-01", [festive])).toBeNull();
    expect(upcomingOffer("2027-06-01", [festive, summer])).toBeNull();
    expect(upcomingOffer("2026-01-01", [open])).toBeNull();
  });
});
