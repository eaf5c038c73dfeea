import { describe, expect, it } from "vitest";
import { conflictNote, holderName, spanWords } from "./channel-messages";
import { itGivesEachOf } from "~/domain/table-test-support";

describe("channel words", () => {
  itGivesEachOf("words a hold's span from its first night (%s) to the morning it ends (%s): %s", spanWords, [
    ["2027-03-12", "2027-03-14", "12–14 Mar 2027"],
    ["2027-03-30", "2027-04-02", "30 Mar–2 Apr 2027"],
    ["2026-12-30", "2027-01-02", "30 Dec 2026–2 Jan 2027"],
  ]);

  itGivesEachOf("names the channel, or the feed's own name for a channel manager or other: %s, %s → %s", holderName, [
    ["booking_com", "BDC suites", "Booking.com"],
    ["airbnb", "Airbnb 401", "Airbnb"],
    ["channel_manager", "eZee for MakeMyTrip", "eZee for MakeMyTrip"],
    ["other", "Agoda", "Agoda"],
  ]);

  it("says what a hold collides with in staff words", () => {
    const hold = { holder: "Booking.com", typeName: "Suite", unitNumber: "401", firstNight: "2027-03-12" as const, untilDate: "2027-03-14" as const };
    expect(conflictNote(hold, [{ kind: "unit-stay", references: ["K7Q2M9XD"] }])).toBe("Booking.com holds Suite 401 on 12–14 Mar 2027; the site sold it to K7Q2M9XD");
    expect(conflictNote(hold, [{ kind: "unit-repair" }, { kind: "unit-hold", holders: ["Airbnb 401"] }])).toBe(
      "Booking.com holds Suite 401 on 12–14 Mar 2027; the room is out of order then; Airbnb 401 holds it too",
    );
    expect(conflictNote({ ...hold, unitNumber: null }, [{ kind: "type-full", references: ["A1", "B2", "C3", "D4", "E5", "F6"] }])).toBe(
      "Booking.com holds a Suite on 12–14 Mar 2027; the site sold every Suite then (A1, B2, C3, D4 and 2 more)",
    );
    expect(conflictNote({ ...hold, unitNumber: null }, [{ kind: "type-full", references: [] }])).toBe("Booking.com holds a Suite on 12–14 Mar 2027; every Suite is taken then");
  });
});
