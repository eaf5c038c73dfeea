/**
 * Money is integer paise everywhere (product-rules.md: One price and tax calculation); rupees exist
 * only at the edges (display, admin payloads). Formatting is done by hand rather than with Intl so
 * the Worker, every browser and the tests print the same characters (ICU builds differ in currency
 * spacing and symbols).
 */

/** Indian digit grouping: the last three digits, then pairs ("1,00,000"). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ",");
  return `${pairs},${digits.slice(-3)}`;
}

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a whole number, got ${paise}`);
}

/** "₹1,00,000", "₹7,000", "₹6,299.10": paise are shown only when there are some. */
export function formatRupees(paise: number): string {
  assertPaise(paise);
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  const rupees = groupIndian(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  return `${sign}₹${rupees}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

/** 6299.1 → 629910. Rounds to the nearest paisa to absorb binary floating-point noise. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  assertPaise(paise);
  return paise / 100;
}

/**
 * numerator / denominator rounded half up, in exact integer arithmetic (for percentages and basis
 * points of paise). Both arguments must be non-negative integers.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
