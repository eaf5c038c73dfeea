/**
 * One phone rule for every form (wizard, chat, membership, contact, event, dining, home request):
 * an Indian mobile, or any number with its country code, stored and forwarded in E.164 (`+` and
 * 7–15 digits), so staff and the admin API see one spelling whatever the guest typed.
 *
 * What is accepted (spaces and dashes between digits are forgiven):
 * - an Indian mobile: 10 digits starting 6–9, bare or after +91, 91, 0 or 0091;
 * - any number after `+` or `00` and its country code, 7–15 digits in all; after +91 exactly the
 *   10 digits every Indian number has;
 * - an Indian number written the way it is dialled inside India, with the trunk 0 and its area
 *   code: "0731 2345678" is the Indore landline +917312345678 (a guest on an enquiry form may well
 *   give a landline). Product choice: a bare number that is neither (no `+`, no leading 0, not a
 *   mobile) is refused rather than guessed at, and the message asks for the country code.
 */

export const minPhoneDigits = 7;
export const maxPhoneDigits = 15; // E.164's maximum

const india = "91";

function internationalDigits(value: string): string | null {
  if (value.startsWith("+")) return value.slice(1);
  if (value.startsWith("00")) return value.slice(2);
  return null;
}

/** The number in E.164 (`+919876543210`, `+442079460958`), or null when `raw` is not a phone number. */
export function normalisePhone(raw: string): string | null {
  const value = raw.trim();
  if (!/^\+?\d[\d -]*$/.test(value) || /[ -]{2}/.test(value) || /[ -]$/.test(value)) return null;
  const compact = value.replace(/[ -]/g, "");
  const international = internationalDigits(compact);
  if (international !== null) {
    if (!/^[1-9]\d*$/.test(international)) return null;
    if (international.length < minPhoneDigits || international.length > maxPhoneDigits) return null;
    if (international.startsWith(india) && !/^91[1-9]\d{9}$/.test(international)) return null;
    return `+${international}`;
  }
  if (/^[6-9]\d{9}$/.test(compact)) return `+${india}${compact}`;
  if (/^91[6-9]\d{9}$/.test(compact)) return `+${compact}`;
  if (/^0[1-9]\d{9}$/.test(compact)) return `+${india}${compact.slice(1)}`;
  return null;
}

/**
 * How the site shows a stored number: Indian ones as "+91 98765 43210", others as stored. Numbers
 * stored before E.164 (the bare 10 digits of an Indian mobile) are shown the same way.
 */
export function displayPhone(stored: string): string {
  const national = /^\+91(\d{10})$/.exec(stored)?.[1] ?? (/^\d{10}$/.test(stored) ? stored : null);
  return national ? `+${india} ${national.slice(0, 5)} ${national.slice(5)}` : stored;
}

/** The name a phone field's country-code select posts under, beside the number's own name. */
export function countryCodeFieldName(phoneFieldName: string): string {
  return `${phoneFieldName}_country`;
}

/**
 * One phone string from the field's two parts, the same in the browser and in a form action:
 * a number typed with its own "+" or "00" code keeps it; under +91 (the default) or "Other" the
 * number goes on as typed, since the Indian rules already read 0, 91 and +91 prefixes; under any
 * other code the code goes in front, dropping a trunk 0 ("020 7946 0958" under +44 is
 * "+44 20 7946 0958").
 */
export function composePhone(countryCode: string, typed: string): string {
  const number = typed.trim();
  if (number === "" || number.startsWith("+") || number.startsWith("00")) return number;
  if (countryCode === "" || countryCode === "+91") return number;
  return `${countryCode} ${number.replace(/^0/, "")}`;
}
