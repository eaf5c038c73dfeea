/**
 * How an issued tax document writes its figures, the same on the printable page, in the PDF and in
 * the e-mail: amounts always with two decimals and Indian grouping ("12,34,567.89", as an Indian
 * invoice's columns line up), GST rates from basis points ("2.5%"), dates in words so no reader
 * mistakes 04/11 for 11 April.
 */
import type { IsoDate } from "../content/hotel";
import { dayMonthYear } from "./calendar-days";
import { groupIndian } from "./money";

/** 123456789 paise → "12,34,567.89"; −150000 → "-1,500.00". */
export function formatAmount(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a whole number, got ${paise}`);
  const magnitude = Math.abs(paise);
  const rupees = groupIndian(String(Math.floor(magnitude / 100)));
  return `${paise < 0 ? "-" : ""}${rupees}.${String(magnitude % 100).padStart(2, "0")}`;
}

/**
 * An amount with its currency, in letters a PDF's standard fonts can draw ("Rs. 12,300.00"): the
 * rupee sign is not in their character set.
 */
export function formatRsAmount(paise: number): string {
  return `Rs. ${formatAmount(paise)}`;
}

/** 250 basis points → "2.5%", 900 → "9%", 0 → "0%". */
export function formatRate(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  if (rest === 0) return `${whole}%`;
  return `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")}%`;
}

/** "27 November 2026"; a kept value that is not a calendar day is shown as it was kept. */
export function documentDate(date: IsoDate): string {
  try {
    return dayMonthYear(date, "en");
  } catch {
    return date;
  }
}

/** "Madhya Pradesh (23)", as rule 46 asks the place of supply with its state code. */
export function stateWithCode(state: { stateName: string; stateCode: string }): string {
  return `${state.stateName} (${state.stateCode})`;
}

/** The document's number as a file name: "NRR/26-27/000123" → "NRR-26-27-000123.pdf". */
export function taxDocumentFilename(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
}
