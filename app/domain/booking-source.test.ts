import { describe, expect, it } from "vitest";
import {
  bookingSources,
  channelSources,
  isBookingSource,
  isStaffSource,
  needsChannelReference,
  sourceLabel,
  sourceWords,
  staffSources,
} from "./booking-source";

describe("where a booking came from", () => {
  it("reads in the desk's words", () => {
    expect(bookingSources.map((source) => sourceWords[source])).toEqual([
      "Website",
      "Website chat",
      "Phone",
      "Walk-in",
      "E-mail",
      "Travel agent",
      "Booking.com",
      "MakeMyTrip",
      "Goibibo",
      "Agoda",
      "Airbnb",
      "Other",
    ]);
  });

  it("lets staff choose every source but the website's own two", () => {
    expect(staffSources).toEqual(bookingSources.filter((source) => source !== "wizard" && source !== "chat"));
    expect(isStaffSource("phone")).toBe(true);
    expect(isStaffSource("wizard")).toBe(false);
    expect(isStaffSource("chat")).toBe(false);
    expect(isStaffSource("fax")).toBe(false);
  });

  it("requires the channel's own reference for the online travel agencies only", () => {
    expect(bookingSources.filter(needsChannelReference)).toEqual(["booking_com", "makemytrip", "goibibo", "agoda", "airbnb"]);
    expect(channelSources.every(isStaffSource)).toBe(true);
    expect(needsChannelReference("travel_agent")).toBe(false);
    expect(needsChannelReference("phone")).toBe(false);
  });

  it("shows an unknown stored value as it is", () => {
    expect(isBookingSource("makemytrip")).toBe(true);
    expect(isBookingSource("MakeMyTrip")).toBe(false);
    expect(sourceLabel("walk_in")).toBe("Walk-in");
    expect(sourceLabel("telex")).toBe("telex");
  });
});
