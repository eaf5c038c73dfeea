/**
 * How long the guest register is kept after check-out (product-rules.md: Guest registration):
 * whole years from 1 to 10, three when the hotel has set none, as hotel registers are kept.
 */
export const defaultKeepYears = 3;
export const minKeepYears = 1;
export const maxKeepYears = 10;

export const keepYearsMessage = `Enter a whole number of years from ${minKeepYears} to ${maxKeepYears}.`;

/** The years typed on the desk, or null when they are not a whole number from 1 to 10. */
export function parseKeepYears(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const years = Number(text);
  return years >= minKeepYears && years <= maxKeepYears ? years : null;
}

/** The keeping period a stored setting holds, or the default for none or one that is not valid. */
export function keepYearsOf(stored: string | null): number {
  if (stored === null) return defaultKeepYears;
  try {
    const value: unknown = JSON.parse(stored);
    const years = typeof value === "object" && value !== null && "keepYears" in value ? value.keepYears : null;
    return typeof years === "number" && Number.isInteger(years) && years >= minKeepYears && years <= maxKeepYears ? years : defaultKeepYears;
  } catch {
    return defaultKeepYears;
  }
}
