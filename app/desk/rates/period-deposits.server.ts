import { type DepositRule, depositRuleOf } from "~/domain/deposit-rule";

/**
 * Each rate period's own deposit rule by its id (product-rules.md: Deposits); null where the
 * hotel's default applies. Read beside the periods' rates, which the site reads without it.
 */
export async function periodDepositsById(db: D1Database): Promise<Map<number, DepositRule | null>> {
  const { results } = await db
    .prepare("SELECT id, deposit_rule, deposit_percent FROM rate_periods")
    .all<{ id: number; deposit_rule: string | null; deposit_percent: number | null }>();
  return new Map(results.map((row) => [row.id, depositRuleOf(row.deposit_rule, row.deposit_percent)]));
}
