import { describe, expect, it } from "vitest";
import {
  bookingReferenceAlphabet,
  bookingReferenceLength,
  createBookingReference,
  isBookingReference,
} from "./booking-reference";
import { itGivesEach } from "./table-test-support";

describe("booking references (product-rules.md: Booking reference and status)", () => {
  it("uses upper-case letters and digits without look-alikes", () => {
    expect(bookingReferenceAlphabet).toBe("ABCDEFGHJKMNPQRSTUVWXYZ23456789");
    for (const lookAlike of ["0", "O", "1", "I", "L"]) expect(bookingReferenceAlphabet).not.toContain(lookAlike);
    expect(new Set(bookingReferenceAlphabet).size).toBe(bookingReferenceAlphabet.length);
  });

  it("is 8 characters from the alphabet", () => {
    expect(bookingReferenceLength).toBe(8);
    for (let i = 0; i < 200; i++) {
      const reference = createBookingReference();
      expect(reference).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
      expect(isBookingReference(reference)).toBe(true);
    }
  });

  it("redraws bytes that would bias the draw", () => {
    // 248 = 8 × 31: bytes 248–255 are rejected, so only the later bytes are used.
    const bytes = [255, 248, 0, 30, 31, 247, 62, 249, 1, 2, 3, 4];
    const fake = (target: Uint8Array) => {
      target.set(bytes.splice(0, target.length).concat(Array(target.length).fill(0)).slice(0, target.length));
      return target;
    };
    expect(createBookingReference(fake)).toBe("A9A9ABCD");
  });

  it("draws every character about equally often", () => {
    const counts = new Map<string, number>();
    const draws = 4000;
    for (let i = 0; i < draws; i++) {
      for (const char of createBookingReference()) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    const expected = (draws * bookingReferenceLength) / bookingReferenceAlphabet.length;
    expect(counts.size).toBe(bookingReferenceAlphabet.length);
    // Chi-square, 30 degrees of freedom: a fair draw exceeds 80 about once in a million runs;
    // plain `byte % 31` (no redraw) usually lands above it at this sample size.
    const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(80);
  });

  itGivesEach("recognises references: %j is one: %s", isBookingReference, [
    ["ABCD2345", true],
    ["abcd2345", false],
    ["ABCD0345", false],
    ["ABCDI345", false],
    ["ABC2345", false],
    ["ABCD23456", false],
    [12345678, false],
  ]);
});
