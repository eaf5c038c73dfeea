import { describe, expect, it } from "vitest";
import { hotel } from "~/content/hotel";
import { addDays } from "~/domain/hotel-date";
import { isBookingOpen } from "./booking-open";

describe("isBookingOpen (product-rules.md: Booking calls to action)", () => {
  it("is closed on every day before the opening date", () => {
    expect(isBookingOpen(addDays(hotel.openingDate, -1))).toBe(false);
    expect(isBookingOpen("2025-01-01")).toBe(false);
  });

  it("opens on the opening date itself and stays open", () => {
    expect(hotel.openingDate).toBe("2025-09-26");
    expect(isBookingOpen(hotel.openingDate)).toBe(true);
    expect(isBookingOpen(addDays(hotel.openingDate, 1))).toBe(true);
    expect(isBookingOpen("2030-06-15")).toBe(true);
  });
});
