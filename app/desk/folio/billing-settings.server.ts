/**
 * How the hotel bills (product-rules.md: The folio and the tax invoice): whether it is "specified
 * premises" (it supplied a room above ₹7,500 a night in the previous financial year, or declared
 * itself so), which puts restaurant and room service at 18% instead of 5% without input credit.
 * Kept as the hotel setting 'billing'; read by the folio's posting, changed on the Hotel details
 * page (billing-setting-action.server.ts). Read only by the desk, so no page cache is involved.
 */

export interface BillingSettings {
  specifiedPremises: boolean;
}

/** The setting as saved, or the default (not specified premises) when never saved or unreadable. */
export function billingSettingsOf(value: string | null): BillingSettings {
  if (value === null) return { specifiedPremises: false };
  try {
    const parsed: unknown = JSON.parse(value);
    const specified = typeof parsed === "object" && parsed !== null && "specifiedPremises" in parsed ? parsed.specifiedPremises : false;
    return { specifiedPremises: specified === true };
  } catch {
    return { specifiedPremises: false };
  }
}

export async function readBillingSettings(db: D1Database): Promise<BillingSettings> {
  const row = await db.prepare("SELECT value FROM hotel_settings WHERE key = 'billing'").first<{ value: string }>();
  return billingSettingsOf(row?.value ?? null);
}
