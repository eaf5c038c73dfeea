import { describe, expect, it } from "vitest";
import type { IsoDate } from "../content/hotel";
import { itRefuses } from "./form-result-test-support";
import { addDays } from "./hotel-date";
import { crowdedNights, nightsFrom, parseOutOfOrderForm, parseRoomNumberForm, roomNumberMessages } from "./room-numbers";

const today = "2026-12-01" as IsoDate;
const day = (offset: number) => addDays(today, offset);

describe("parseRoomNumberForm: a room's number", () => {
  it("takes 1 to 12 letters, digits and hyphens, trimmed, letters in capitals", () => {
    expect(parseRoomNumberForm({ number: " 101 " })).toEqual({ ok: true, value: "101" });
    expect(parseRoomNumberForm({ number: "g-2" })).toEqual({ ok: true, value: "G-2" });
    expect(parseRoomNumberForm({ number: "A" })).toEqual({ ok: true, value: "A" });
    expect(parseRoomNumberForm({ number: "ABCDEF-12345" })).toEqual({ ok: true, value: "ABCDEF-12345" });
  });

  itRefuses("refuses %o with a message on %s", parseRoomNumberForm, [
    [{ number: "" }, "number", roomNumberMessages.required],
    [{ number: "   " }, "number", roomNumberMessages.required],
    [{ number: "ABCDEF-123456" }, "number", roomNumberMessages.tooLong],
    [{ number: "1 01" }, "number", roomNumberMessages.characters],
    [{ number: "101/A" }, "number", roomNumberMessages.characters],
    [{ number: "१०१" }, "number", roomNumberMessages.characters],
  ]);
});

describe("parseOutOfOrderForm: the dates a room is out of order", () => {
  const form = { first_night: day(2), until_date: day(5), reason: "Bathroom tiles" };
  const parse = (change: Readonly<Record<string, string>>) => parseOutOfOrderForm({ ...form, ...change }, today);

  it("takes a first night from tonight, a day back after it and a reason", () => {
    expect(parse({})).toEqual({ ok: true, value: { firstNight: day(2), untilDate: day(5), reason: "Bathroom tiles" } });
    expect(parse({ first_night: today, until_date: day(1) })).toMatchObject({ ok: true });
    expect(parse({ first_night: today, until_date: day(365) })).toMatchObject({ ok: true });
  });

  itRefuses("refuses %o with a message on %s", parse, [
    [{ first_night: "" }, "first_night", roomNumberMessages.firstNight],
    [{ first_night: day(-1) }, "first_night", roomNumberMessages.firstNightPast],
    [{ first_night: "2026-02-30" }, "first_night", "Enter a valid date"],
    [{ until_date: "" }, "until_date", roomNumberMessages.until],
    [{ until_date: day(2) }, "until_date", roomNumberMessages.untilNotAfter],
    [{ until_date: day(1) }, "until_date", roomNumberMessages.untilNotAfter],
    [{ first_night: today, until_date: day(366) }, "until_date", roomNumberMessages.tooLong365],
    [{ reason: " " }, "reason", roomNumberMessages.reason],
    [{ reason: "x".repeat(501) }, "reason", "The reason must be 500 characters or fewer"],
  ]);
});

describe("nightsFrom", () => {
  it("lists each night up to, not including, the day back", () => {
    expect(nightsFrom(day(0), day(3))).toEqual([day(0), day(1), day(2)]);
    expect(nightsFrom(day(3), day(3))).toEqual([]);
  });
});

describe("crowdedNights: nights more rooms are taken than are in service", () => {
  const spans = [
    { firstNight: day(-2), untilDate: day(2), reference: "AAA111" },
    { firstNight: day(1), untilDate: day(3), reference: "BBB222" },
    { firstNight: day(1), untilDate: day(2), reference: null },
  ];

  it("counts from today on, naming each night's bookings", () => {
    expect(crowdedNights(spans, { from: today, inService: 2 })).toEqual([{ night: day(1), taken: 3, references: ["AAA111", "BBB222"] }]);
    expect(crowdedNights(spans, { from: today, inService: 0 })).toEqual([
      { night: day(0), taken: 1, references: ["AAA111"] },
      { night: day(1), taken: 3, references: ["AAA111", "BBB222"] },
      { night: day(2), taken: 1, references: ["BBB222"] },
    ]);
    expect(crowdedNights(spans, { from: today, inService: 3 })).toEqual([]);
  });

  it("with one more room taken over a span, counts only that span's nights, empty ones too", () => {
    expect(crowdedNights(spans, { from: day(2), until: day(4), inService: 1, extra: 1 })).toEqual([
      { night: day(2), taken: 1, references: ["BBB222"] },
    ]);
    expect(crowdedNights([], { from: day(2), until: day(4), inService: 0, extra: 1 }).map((entry) => entry.night)).toEqual([day(2), day(3)]);
  });
});
