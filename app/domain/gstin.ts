/**
 * The GSTIN, India's 15-character GST registration number (product-rules.md: Legal name and GSTIN):
 * a 2-digit state code, the holder's 10-character PAN, an entity number (1–9, then A–Z), the letter
 * Z, and a check character computed from the first fourteen. Pure, so the browser, the desk and
 * the server refuse the same numbers with the same reasons.
 */

export const gstinLength = 15;

/** Madhya Pradesh's state code: the hotel's own GSTIN is registered there. */
export const madhyaPradeshStateCode = "23";

/**
 * The state and union-territory codes GST registrations carry: 01–38 (25 Daman and Diu is now
 * under 26 but old registrations keep it; 28 is undivided Andhra Pradesh's old code), 97 for
 * "Other Territory" and 99 for the Centre's own jurisdiction.
 */
const stateCodes = new Set([...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, "0")), "97", "99"]);

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** State code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
const shape = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** What is wrong with a GSTIN, most basic first, so a guest fixes one thing at a time. */
export type GstinProblem = "length" | "state" | "format" | "checksum";

/** As typed, spaces and hyphens dropped and upper case: "23 aaacn1234c1z5" is "23AAACN1234C1Z5". */
export function normaliseGstin(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

/**
 * The check character of a GSTIN's first fourteen characters: each character's value (0–9, A=10 …
 * Z=35) times 1 or 2 alternately from the left, each product's base-36 digits added up, and the
 * character that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = alphabet.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36];
}

/** Null for a valid GSTIN (already normalised), otherwise the first thing wrong with it. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (gstin.length !== gstinLength) return "length";
  if (!stateCodes.has(gstin.slice(0, 2))) return "state";
  if (!shape.test(gstin)) return "format";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "checksum";
  return null;
}

/** The PAN inside a GSTIN, for a reader who wants it. */
export const panOfGstin = (gstin: string) => gstin.slice(2, 12);
