import { describe, expect, it } from "vitest";
import { bookingEntryInput } from "./guest-form-test-support";
import { parseBookingRequest } from "./parse-booking-request";

const today = "2026-11-21";
const entry = {
  ...bookingEntryInput("2026-11-22", "2026-11-24"),
  children: 1,
  room_category_id: 2,
  room_number_id: 2,
  services: [
    { name: "dinner", price: 0 },
    { name: "Room Decoration", price: 0 },
  ],
  name: " Asha Verma ",
  phone: "+91 98765 43210",
  special_requests: "Ground floor please",
  total_amount: 1,
};

describe("parseBookingRequest", () => {
  it("normalises the wizard's request; client amounts are ignored", () => {
    const result = parseBookingRequest(
      {
        bookings: [
          entry,
          { ...entry, room_category_id: 4, adults: 1, children: 0, services: [{ name: "lunch", price: 999 }] },
        ],
      },
      { today },
    );
    expect(result).toEqual({
      ok: true,
      value: {
        kind: "wizard",
        checkIn: "2026-11-22",
        checkOut: "2026-11-24",
        guest: {
          name: "Asha Verma",
          email: "asha@example.com",
          phone: "+919876543210",
          specialRequests: "Ground floor please",
          billing: null,
        },
        rooms: [
          { roomId: 2, adults: 2, children: 1, olderChildren: 0 },
          { roomId: 4, adults: 1, children: 0, olderChildren: 0 },
        ],
        services: ["roomDecoration", "lunch", "dinner"],
      },
    });
  });

  const raviStay = { name: "Ravi", email: "ravi@example.com", phone: "09876543210", checkIn: "2026-11-21", checkOut: "2026-11-25" };

  it("normalises the chat's request", () => {
    const result = parseBookingRequest(
      {
        ...raviStay,
        adults: 1,
        children: 2,
        roomType: "luxury",
      },
      { today },
    );
    expect(result).toEqual({
      ok: true,
      value: {
        kind: "chat",
        checkIn: "2026-11-21",
        checkOut: "2026-11-25",
        guest: { name: "Ravi", email: "ravi@example.com", phone: "+919876543210", specialRequests: "" },
        rooms: [{ roomTypeName: "Luxury Room", adults: 1, children: 2 }],
        services: [],
      },
    });
  });

  it("normalises the chat's several-room request: one type, each room's guests", () => {
    const result = parseBookingRequest(
      {
        ...raviStay,
        roomType: "super deluxe",
        rooms: [
          { adults: 2, children: 2 },
          { adults: 3, children: 0 },
        ],
      },
      { today },
    );
    expect(result).toMatchObject({
      ok: true,
      value: {
        kind: "chat",
        rooms: [
          { roomTypeName: "Super Deluxe Room", adults: 2, children: 2 },
          { roomTypeName: "Super Deluxe Room", adults: 3, children: 0 },
        ],
      },
    });
    expect(parseBookingRequest({ name: "Ravi", rooms: [] }, { today })).toMatchObject({
      ok: false,
      fieldErrors: { rooms: "Please select at least one room", roomType: "Room type is required" },
    });
  });

  it("returns field messages for a bad wizard request", () => {
    expect(parseBookingRequest({ bookings: [{ ...entry, adults: 0, extra: true }] }, { today })).toEqual({
      ok: false,
      fieldErrors: { "bookings.0.adults": "At least 1 adult per room", "bookings.0.extra": "Unknown field" },
    });
    expect(parseBookingRequest({ bookings: null }, { today })).toEqual({
      ok: false,
      fieldErrors: { bookings: "Please select at least one room" },
    });
  });

  it("judges a body without `bookings` as a chat request", () => {
    const result = parseBookingRequest({ name: "Ravi" }, { today });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.fieldErrors).toMatchObject({ email: "Email is required", roomType: "Room type is required" });
  });

  it.each([null, undefined, "text", 42, [], [{ bookings: [] }]])("refuses %j as a body", (body) => {
    expect(parseBookingRequest(body, { today })).toEqual({
      ok: false,
      fieldErrors: { body: "Expected a JSON object" },
    });
  });

  it("uses the caller's today", () => {
    const request = { bookings: [entry] };
    expect(parseBookingRequest(request, { today: "2026-11-22" }).ok).toBe(true);
    expect(parseBookingRequest(request, { today: "2026-11-23" })).toEqual({
      ok: false,
      fieldErrors: { "bookings.0.check_in_date": "Check-in date cannot be in the past" },
    });
  });
});
