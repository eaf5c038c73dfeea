import { describe, expect, it } from "vitest";
import type { HoldPrefill } from "~/channels/channel-services";
import { itGivesEach } from "~/domain/table-test-support";
import { holdBookingValues, referenceIn } from "./hold-prefill";
import { targetOf } from "./feed-targets.server";

const hold: HoldPrefill = {
  holdId: 17,
  roomId: 4,
  unitId: null,
  checkIn: "2027-03-12",
  checkOut: "2027-03-14",
  channel: "booking_com",
  feedName: "Booking.com – Suites",
  summary: "CLOSED - Not available",
};

describe("a hold as the new-booking form's first values", () => {
  it("carries its nights, its room type, the channel as the source, and the hold itself", () => {
    expect(holdBookingValues(hold)).toEqual({
      check_in: "2027-03-12",
      check_out: "2027-03-14",
      room_count: "1",
      room_type_0: "4",
      adults_0: "2",
      source: "booking_com",
      channel_reference: "",
      channel_hold: "17",
    });
  });

  // A channel manager's source is left for staff to choose (MakeMyTrip or Goibibo); Airbnb and other are kept as they are.
  itGivesEach("a hold from %j gives the source %j", (channel: HoldPrefill["channel"]) => holdBookingValues({ ...hold, channel }).source, [
    ["channel_manager", ""],
    ["airbnb", "airbnb"],
    ["other", "other"],
  ]);

  // The event's title is the channel's reference only when it reads as a booking number.
  itGivesEach("the title %j gives the reference %j", referenceIn, [
    ["HMXK2P9Q4", "HMXK2P9Q4"],
    [" 4123-889-01 ", "4123-889-01"],
    ["Reserved", ""],
    ["Airbnb (Not available)", ""],
    ["A1", ""],
    ["1".repeat(41), ""],
  ]);
});

describe("the add-feed form's target", () => {
  it("is a room type, or a type and one of its numbered rooms", () => {
    expect(targetOf("4")).toEqual({ roomId: 4, unitId: null });
    expect(targetOf("4:31")).toEqual({ roomId: 4, unitId: 31 });
    expect(targetOf("")).toBeNull();
    expect(targetOf("4:")).toBeNull();
    expect(targetOf("x")).toBeNull();
  });
});
