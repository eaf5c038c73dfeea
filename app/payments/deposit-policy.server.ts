/**
 * The hotel's deposit policy and the periods' own rules as D1 keeps them (product-rules.md:
 * Deposits): the policy is hotel_settings 'deposits' (JSON), a period's rule two columns of
 * rate_periods. Read fresh each time: a rule staff changed a minute ago counts at once.
 */
import type { IsoDate } from "~/content/hotel";
import {
  type DepositPolicy,
  type DepositRule,
  type PeriodDepositRule,
  depositPolicyOf,
  depositRuleForStay,
  depositRuleOf,
  noDepositPolicy,
} from "~/domain/deposit-rule";
import { addDays } from "~/domain/hotel-date";

export const depositsSettingKey = "deposits";

/** The saved policy; no deposit anywhere when none was saved (or a saved one no longer reads). */
export async function readDepositPolicy(db: D1Database): Promise<DepositPolicy> {
  const row = await db.prepare("SELECT value FROM hotel_settings WHERE key = ?").bind(depositsSettingKey).first<{ value: string }>();
  if (!row) return noDepositPolicy;
  try {
    const policy = depositPolicyOf(JSON.parse(row.value));
    if (policy) return policy;
  } catch {
    // Logged below with the same words as a value that parses but does not read.
  }
  console.error(JSON.stringify({ event: "deposit_policy_unreadable" }));
  return noDepositPolicy;
}

/** Saves the policy, naming who saved it; the caller checked it (depositPolicyOf). */
export async function saveDepositPolicy(db: D1Database, policy: DepositPolicy, by: string, now: Date): Promise<void> {
  await db
    .prepare(
      `INSERT INTO hotel_settings (key, value, updated_at, updated_by) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    )
    .bind(depositsSettingKey, JSON.stringify(policy), now.toISOString(), by)
    .run();
}

/** The periods with a rule of their own that share a night with the stay. */
export async function readPeriodDepositRules(db: D1Database, checkIn: IsoDate, checkOut: IsoDate): Promise<PeriodDepositRule[]> {
  const { results } = await db
    .prepare(
      `SELECT first_night, last_night, deposit_rule, deposit_percent FROM rate_periods
       WHERE deposit_rule IS NOT NULL AND last_night >= ?1 AND first_night <= ?2
       ORDER BY first_night, id`,
    )
    .bind(checkIn, addDays(checkOut, -1))
    .all<{ first_night: IsoDate; last_night: IsoDate; deposit_rule: string; deposit_percent: number | null }>();
  const rules: PeriodDepositRule[] = [];
  for (const row of results) {
    const rule = depositRuleOf(row.deposit_rule, row.deposit_percent);
    if (rule) rules.push({ firstNight: row.first_night, lastNight: row.last_night, rule });
  }
  return rules;
}

/** The rule in force for a stay: its earliest night in a period with its own rule, else the default. */
export async function depositRuleInForce(db: D1Database, checkIn: IsoDate, checkOut: IsoDate): Promise<DepositRule> {
  const [policy, periods] = await Promise.all([readDepositPolicy(db), readPeriodDepositRules(db, checkIn, checkOut)]);
  return depositRuleForStay(checkIn, checkOut, periods, policy.defaultRule);
}
