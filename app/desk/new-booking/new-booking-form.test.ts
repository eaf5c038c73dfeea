import { describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { openOccupancy } from "~/domain/occupancy";
import {
  maxDeskNights,
  newBookingMessages,
  parseGuestDetails,
  parseNightRates,
  parseStay,
  prefillValues,
  pricedForKey,
  roomCountOf,
  type RoomTypeChoice,
  valuesToShow,
} from "./new-booking-form";
import { nightWords } from "./night-names";

const today: IsoDate = "2026-12-01";
const deluxe: RoomTypeChoice = {
  id: 1,
  name: "Deluxe Room",
  occupancy: { baseGuests: 2, maxAdults: 3, maxGuests: 3, extraBeds: 1, extraAdultPaise: 80_000, extraChildPaise: 50_000 },
};
const suite: RoomTypeChoice = { id: 4, name: "Suite Room", occupancy: openOccupancy };
const stay = { check_in: "2026-12-12", check_out: "2026-12-14", room_count: "1", room_type_0: "1", adults_0: "2" };

describe("the stay", () => {
  it("reads dates and rooms, children under 6 and aged 6–11 together", () => {
    expect(parseStay({ ...stay, under6_0: "1", older_0: "" }, today, [deluxe])).toEqual({
      ok: true,
      value: { checkIn: "2026-12-12", checkOut: "2026-12-14", rooms: [{ roomId: 1, adults: 2, children: 1, olderChildren: 0 }] },
    });
  });

  it("refuses past, far, reversed and over-long stays with the field's message", () => {
    const errors = (fields: Record<string, string>) => {
      const parsed = parseStay({ ...stay, ...fields }, today, [deluxe]);
      return parsed.ok ? null : parsed.fields;
    };
    expect(errors({ check_in: "2026-11-30" })).toEqual({ check_in: newBookingMessages.checkInPast });
    expect(errors({ check_in: "2029-01-01", check_out: "2029-01-02" })).toEqual({ check_in: newBookingMessages.checkInTooFar });
    expect(errors({ check_out: "2026-12-12" })).toEqual({ check_out: newBookingMessages.checkOutNotAfter });
    expect(errors({ check_out: "2027-03-13" })).toEqual({ check_out: newBookingMessages.tooLong });
    expect(maxDeskNights).toBe(90);
    expect(errors({ check_in: "" })).toEqual({ check_in: newBookingMessages.checkInRequired });
  });

  it("refuses a room without a type, a count out of range and a party the type cannot hold", () => {
    const parsed = parseStay(
      { ...stay, room_count: "3", room_type_1: "", adults_1: "2", room_type_2: "1", adults_2: "0", under6_2: "x" },
      today,
      [deluxe],
    );
    expect(parsed).toEqual({
      ok: false,
      fields: { room_type_1: newBookingMessages.roomTypeRequired, adults_2: newBookingMessages.adults, under6_2: newBookingMessages.children },
    });
    const crowd = parseStay({ ...stay, adults_0: "2", older_0: "2" }, today, [deluxe]);
    expect(crowd.ok ? null : crowd.fields.adults_0).toBe(
      "A Deluxe Room takes at most 3 guests. Please add another room for the rest of your party, or choose a larger room type.",
    );
    expect(parseStay({ ...stay, room_type_0: "4", adults_0: "4" }, today, [deluxe, suite]).ok).toBe(true);
  });

  it("shows between one and four rooms", () => {
    expect(roomCountOf({ room_count: "9" })).toBe(4);
    expect(roomCountOf({ room_count: "0" })).toBe(1);
    expect(roomCountOf({})).toBe(1);
  });
});

describe("each night's rate", () => {
  const inForce = [[450_000, 520_000]];
  const at = { checkIn: "2026-12-12" as IsoDate };

  it("is the rate in force unless typed otherwise; a changed one needs a reason", () => {
    expect(parseNightRates({ rate_0_0: "4,500", rate_0_1: "" }, at, inForce)).toEqual({ ok: true, value: { byRoom: inForce, overrides: [] } });
    expect(parseNightRates({ rate_0_1: "₹4,000" }, at, inForce)).toEqual({
      ok: false,
      fields: { reason_0_1: newBookingMessages.reasonRequired },
    });
    expect(parseNightRates({ rate_0_1: "0", reason_0_1: "  Anniversary\n gift " }, at, inForce)).toEqual({
      ok: true,
      value: {
        byRoom: [[450_000, 0]],
        overrides: [{ room: 0, night: "2026-12-13", ratePaise: 0, inForcePaise: 520_000, reason: "Anniversary gift" }],
      },
    });
  });

  it("refuses anything but whole rupees within the desk's largest rate, and an over-long reason", () => {
    for (const typed of ["45.50", "-1", "abc", "10000001"]) {
      expect(parseNightRates({ rate_0_0: typed, reason_0_0: "x" }, at, inForce)).toEqual({ ok: false, fields: { rate_0_0: newBookingMessages.rate } });
    }
    expect(parseNightRates({ rate_0_0: "1", reason_0_0: "x".repeat(201) }, at, inForce)).toEqual({
      ok: false,
      fields: { reason_0_0: newBookingMessages.reasonTooLong },
    });
  });

  it("is dropped from the form when the stay priced changes", () => {
    const key = pricedForKey({ checkIn: "2026-12-12", checkOut: "2026-12-14", rooms: [{ roomId: 1, adults: 2, children: 0, olderChildren: 0 }] });
    expect(key).toBe("2026-12-12|2026-12-14|1:2:0:0");
    const fields = { priced_for: key, rate_0_0: "1", reason_0_0: "x", guest_name: "A" };
    expect(valuesToShow(fields, key)).toEqual(fields);
    expect(valuesToShow(fields, "other")).toEqual({ priced_for: key, guest_name: "A" });
  });
});

describe("the guest and source", () => {
  const guest = { guest_name: " Sunita  Patil ", guest_phone: "98765 43210", source: "walk_in" };

  it("reads name and phone as the website does; e-mail optional; confirmed unless held", () => {
    expect(parseGuestDetails(guest)).toEqual({
      ok: true,
      value: {
        name: "Sunita Patil",
        phone: "+919876543210",
        email: "",
        specialRequests: "",
        source: "walk_in",
        channelReference: "",
        status: "confirmed",
      },
    });
    const held = parseGuestDetails({ ...guest, hold: "pending", guest_email: " s@example.com " });
    expect(held.ok && held.value).toMatchObject({ status: "pending", email: "s@example.com" });
  });

  it("requires a channel's reference for the online agencies only", () => {
    for (const [source, words] of [
      ["booking_com", "Booking.com"],
      ["makemytrip", "MakeMyTrip"],
      ["goibibo", "Goibibo"],
      ["agoda", "Agoda"],
      ["airbnb", "Airbnb"],
    ]) {
      expect(parseGuestDetails({ ...guest, source })).toEqual({
        ok: false,
        fields: { channel_reference: `Enter the ${words} booking reference.` },
      });
    }
    expect(parseGuestDetails({ ...guest, source: "email" }).ok).toBe(true);
    expect(parseGuestDetails({ ...guest, source: "chat" })).toEqual({ ok: false, fields: { source: newBookingMessages.sourceRequired } });
  });
});

describe("the form's first view", () => {
  it("opens on the free cell's room type and night, or tonight", () => {
    expect(prefillValues(new URLSearchParams("type=2&checkIn=2026-12-20"), today)).toEqual({
      check_in: "2026-12-20",
      check_out: "2026-12-21",
      room_count: "1",
      room_type_0: "2",
      adults_0: "2",
    });
    expect(prefillValues(new URLSearchParams("type=x&checkIn=2020-01-01"), today)).toMatchObject({
      check_in: today,
      check_out: "2026-12-02",
      room_type_0: "",
    });
  });

  it("names nights as the desk's messages do", () => {
    expect(nightWords("2026-12-12")).toBe("Sat 12 Dec");
  });
});
