/**
 * Booking references (product-rules.md: Booking reference and status): made by the server, 8
 * characters a guest can read out on the phone. The alphabet leaves out look-alikes (0/O, 1/I/L),
 * and characters are drawn uniformly by rejection sampling, because `byte % 31` alone would favour
 * the first characters.
 */

export const bookingReferenceAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const bookingReferenceLength = 8;

/** Fills the array with random bytes; injectable so tests can drive the sampler. */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const cryptoRandomBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

// The largest multiple of the alphabet size that fits in a byte: bytes at or above it are redrawn.
const acceptBelow = 256 - (256 % bookingReferenceAlphabet.length);

export function createBookingReference(randomBytes: RandomBytes = cryptoRandomBytes): string {
  let reference = "";
  while (reference.length < bookingReferenceLength) {
    for (const byte of randomBytes(new Uint8Array(bookingReferenceLength * 2))) {
      if (byte >= acceptBelow) continue;
      reference += bookingReferenceAlphabet[byte % bookingReferenceAlphabet.length];
      if (reference.length === bookingReferenceLength) break;
    }
  }
  return reference;
}

const referencePattern = new RegExp(`^[${bookingReferenceAlphabet}]{${bookingReferenceLength}}$`);

export function isBookingReference(value: unknown): value is string {
  return typeof value === "string" && referencePattern.test(value);
}
