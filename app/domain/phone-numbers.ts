/**
 * Phone rules. The wizard, chat and membership show a fixed +91 prefix, so they take an Indian
 * mobile number (10 digits starting 6–9) and forgive what people type around it: spaces, dashes,
 * a leading +91, 91 or 0. Enquiry forms may come from abroad, so they take any plausible number.
 */

/** The 10-digit mobile number, or null when `raw` is not one. */
export function normaliseIndianMobile(raw: string): string | null {
  let digits = raw.trim().replace(/[\s-]/g, "");
  if (digits.startsWith("+91")) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

export const minPhoneDigits = 7;
export const maxPhoneDigits = 15; // E.164's maximum

/** 7–15 digits, an optional leading +, and spaces or dashes between digits. */
export function isPlausiblePhone(raw: string): boolean {
  const value = raw.trim();
  if (!/^\+?[\d\s-]+$/.test(value)) return false;
  const digitCount = value.replace(/\D/g, "").length;
  return digitCount >= minPhoneDigits && digitCount <= maxPhoneDigits;
}
