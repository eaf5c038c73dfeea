/**
 * An extra-guest charge in words (product-rules.md: Occupancy): "Extra adult × 1 × 2 nights", the
 * same line on the summary, the receipt, /MyBooking, the desk and the e-mails, in either language.
 */
import type { ExtraCharge } from "./extra-guest-charges";

/** `{count}` and `{nights}` are filled; `night` and `nights` say one night and several ("{n} nights"). */
export interface ExtraChargeWords {
  adult: string;
  child: string;
  night: string;
  nights: string;
}

export const extraChargeWordsEn: ExtraChargeWords = {
  adult: "Extra adult × {count} × {nights}",
  child: "Extra child (6–11) × {count} × {nights}",
  night: "{n} night",
  nights: "{n} nights",
};

export function extraChargeText(line: Pick<ExtraCharge, "kind" | "count" | "nights">, words: ExtraChargeWords = extraChargeWordsEn): string {
  const nights = (line.nights === 1 ? words.night : words.nights).replace("{n}", String(line.nights));
  return (line.kind === "adult" ? words.adult : words.child).replace("{count}", String(line.count)).replace("{nights}", nights);
}

/** Extra-guest lines as a stored booking room keeps them (JSON), or none for rows booked before. */
export function extraChargesFromJson(json: string | null | undefined): ExtraCharge[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (line): line is ExtraCharge =>
        typeof line === "object" &&
        line !== null &&
        (line.kind === "adult" || line.kind === "child") &&
        [line.count, line.nightly, line.nights, line.amount].every((n) => Number.isSafeInteger(n) && n >= 0),
    );
  } catch {
    return [];
  }
}
