import { describe, expect, it } from "vitest";
import { FEED_ALERT_HOURS, failingWords, feedHealth } from "./feed-health";

describe("feedHealth", () => {
  const now = new Date("2027-03-12T12:00:00.000Z");
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

  it("is fine while the feed has not failed", () => {
    expect(feedHealth(null, now)).toEqual({ kind: "fine" });
  });

  it("is failing under six hours and an alert from six hours on", () => {
    expect(FEED_ALERT_HOURS).toBe(6);
    expect(feedHealth(hoursAgo(0.5), now)).toEqual({ kind: "failing", hours: 0 });
    expect(feedHealth(hoursAgo(5.99), now)).toEqual({ kind: "failing", hours: 5 });
    expect(feedHealth(hoursAgo(6), now)).toEqual({ kind: "alert", hours: 6 });
    expect(feedHealth(hoursAgo(30), now)).toEqual({ kind: "alert", hours: 30 });
  });

  it("says how long in words", () => {
    expect(failingWords(0)).toBe("Failing for less than an hour");
    expect(failingWords(1)).toBe("Failing for 1 hour");
    expect(failingWords(7)).toBe("Failing for 7 hours");
  });
});
