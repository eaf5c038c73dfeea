import { describe, expect, it } from "vitest";
import { airbnbFeed, bookingComFeed } from "../../tests/worker/channel-fixtures";
import { parseFeed } from "./ical-events";

// 27 Nov 2026, 10:00 in the hotel.
const now = new Date("2026-11-27T04:30:00Z");
const options = { siteHost: "www.narmadariversideresort.com", hotelName: "Narmada Riverside Resort", now };

describe("reading a channel's calendar", () => {
  it("reads Airbnb's reservations and blocks as nights, keeping only the summary", () => {
    const parsed = parseFeed(
      airbnbFeed([
        { uid: "1418fb94e984-a@airbnb.com", start: "2027-03-12", end: "2027-03-14", summary: "Reserved" },
        { uid: "1418fb94e984-b@airbnb.com", start: "2027-03-25", end: "2027-04-01", summary: "Airbnb (Not available)" },
      ]),
      options,
    );
    expect(parsed).toEqual({
      ok: true,
      ours: 0,
      events: [
        { uid: "1418fb94e984-a@airbnb.com", firstNight: "2027-03-12", untilDate: "2027-03-14", summary: "Reserved", cancelled: false },
        { uid: "1418fb94e984-b@airbnb.com", firstNight: "2027-03-25", untilDate: "2027-04-01", summary: "Airbnb (Not available)", cancelled: false },
      ],
    });
    expect(JSON.stringify(parsed)).not.toContain("4821");
    expect(JSON.stringify(parsed)).not.toContain("HMQ4Z8K2XA");
  });

  it("takes a missing DTEND as one night, and an end on or before the start as one night", () => {
    const parsed = parseFeed(
      bookingComFeed([
        { uid: "a@booking.com", start: "2027-01-05", summary: "CLOSED - Not available" },
        { uid: "b@booking.com", start: "2027-01-09", end: "2027-01-08", summary: "CLOSED - Not available" },
      ]),
      options,
    );
    expect(parsed.ok && parsed.events.map((event) => [event.firstNight, event.untilDate])).toEqual([
      ["2027-01-05", "2027-01-06"],
      ["2027-01-09", "2027-01-10"],
    ]);
  });

  it("takes a timed event's dates in hotel time", () => {
    // 12 Mar 20:00 UTC is 13 Mar 01:30 in the hotel; 14 Mar 05:00 UTC is 10:30 the same day there.
    const parsed = parseFeed(bookingComFeed([{ uid: "t@booking.com", start: "20270312T200000Z", end: "20270314T050000Z", summary: "CLOSED - Not available" }]), options);
    expect(parsed.ok && parsed.events[0]).toMatchObject({ firstNight: "2027-03-13", untilDate: "2027-03-14" });
  });

  it("leaves out stays that ended before today, but keeps one ending today's morning out too and one still running", () => {
    const parsed = parseFeed(
      airbnbFeed([
        { uid: "past@airbnb.com", start: "2026-11-20", end: "2026-11-25", summary: "Reserved" },
        { uid: "ends-today@airbnb.com", start: "2026-11-25", end: "2026-11-27", summary: "Reserved" },
        { uid: "running@airbnb.com", start: "2026-11-26", end: "2026-11-29", summary: "Reserved" },
      ]),
      options,
    );
    expect(parsed.ok && parsed.events.map((event) => event.uid)).toEqual(["running@airbnb.com"]);
  });

  it("marks cancelled events, and skips our own export's events (no echo)", () => {
    const parsed = parseFeed(
      bookingComFeed([
        { uid: "c@booking.com", start: "2027-02-01", end: "2027-02-03", summary: "CLOSED - Not available", status: "CANCELLED" },
        { uid: "unit-7-2027-02-10@www.narmadariversideresort.com", start: "2027-02-10", end: "2027-02-12", summary: "Not available" },
        // The same shape from another site is not ours.
        { uid: "unit-7-2027-02-10@other.example", start: "2027-02-10", end: "2027-02-12", summary: "Not available" },
      ]),
      options,
    );
    expect(parsed.ok && parsed.ours).toBe(1);
    expect(parsed.ok && parsed.events.map((event) => [event.uid, event.cancelled])).toEqual([
      ["c@booking.com", true],
      ["unit-7-2027-02-10@other.example", false],
    ]);
  });

  it("skips every event of a calendar whose PRODID is our export's", () => {
    const text = bookingComFeed([{ uid: "x@elsewhere", start: "2027-02-10", end: "2027-02-12", summary: "Not available" }]).replace(
      "PRODID:-//admin.booking.com//EN",
      "PRODID:-//Narmada Riverside Resort//Channel calendar//EN",
    );
    expect(parseFeed(text, options)).toEqual({ ok: true, events: [], ours: 1 });
  });

  it("gives a feed without UIDs a key from the event's dates, and cuts the summary to 120 characters", () => {
    const text = bookingComFeed([{ uid: "", start: "2027-02-10", end: "2027-02-12", summary: "x".repeat(200) }]).replace("UID:\r\n", "");
    const parsed = parseFeed(text, options);
    expect(parsed.ok && parsed.events[0]).toMatchObject({ uid: "no-uid:2027-02-10:2027-02-12", summary: "x".repeat(120) });
  });

  it("refuses what is not an iCalendar file, or an event without a start", () => {
    expect(parseFeed("<html>Sign in</html>", options).ok).toBe(false);
    expect(parseFeed("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nEND:VEVENT\r\n", options).ok).toBe(false);
    const noStart = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    expect(parseFeed(noStart, options)).toEqual({ ok: false, error: "Could not read the feed: an event has no start date." });
  });
});
