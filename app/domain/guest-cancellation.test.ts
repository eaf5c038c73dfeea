import { describe, expect, it } from "vitest";
import { hotel } from "../content/hotel";
import { cancellationDeadline, guestCancellation } from "./guest-cancellation";

describe("a guest's own cancellation (product-rules.md: The guest's booking page)", () => {
  it("is open until three days before arrival for up to four rooms, and 25 days for five or more", () => {
    expect(hotel.cancellation).toMatchObject({ individualDaysBefore: 3, groupMinRooms: 5, groupDaysBefore: 25 });
    expect(cancellationDeadline("2027-01-20", 1)).toBe("2027-01-17");
    expect(cancellationDeadline("2027-01-20", 4)).toBe("2027-01-17");
    expect(cancellationDeadline("2027-01-20", 5)).toBe("2026-12-26");
  });

  it("allows it on the deadline day itself and refuses it the day after", () => {
    const booking = { status: "confirmed", checkIn: "2027-01-20", rooms: 2 } as const;
    expect(guestCancellation(booking, "2027-01-17")).toEqual({ allowed: true, deadline: "2027-01-17" });
    expect(guestCancellation(booking, "2027-01-18")).toEqual({ allowed: false, reason: "deadline", deadline: "2027-01-17" });
  });

  it("allows it for a pending or confirmed booking only", () => {
    for (const status of ["pending", "confirmed"]) {
      expect(guestCancellation({ status, checkIn: "2027-01-20", rooms: 1 }, "2027-01-01").allowed).toBe(true);
    }
    for (const status of ["declined", "cancelled", "checked_in", "checked_out", "no_show"]) {
      expect(guestCancellation({ status, checkIn: "2027-01-20", rooms: 1 }, "2027-01-01")).toMatchObject({ allowed: false, reason: "status" });
    }
  });
});
