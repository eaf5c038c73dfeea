import type { IsoDate } from "~/content/hotel";
import type { RatePeriod } from "~/domain/rate-periods";

interface PeriodPriceRow {
  id: number;
  name: string;
  first_night: IsoDate;
  last_night: IsoDate;
  room_id: number | null;
  room_price: number | null;
}

/**
 * The rate periods (product-rules.md: Rates and rate periods) sharing a night with `from` to `to`
 * (both included), with their rates, in order of their first night. Without bounds: every period.
 */
export async function ratePeriodsBetween(db: D1Database, from?: IsoDate, to?: IsoDate): Promise<RatePeriod[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.name, p.first_night, p.last_night, pp.room_id, pp.room_price
       FROM rate_periods AS p LEFT JOIN rate_period_prices AS pp ON pp.period_id = p.id
       WHERE (?1 IS NULL OR p.last_night >= ?1) AND (?2 IS NULL OR p.first_night <= ?2)
       ORDER BY p.first_night, p.id`,
    )
    .bind(from ?? null, to ?? null)
    .all<PeriodPriceRow>();
  const periods = new Map<number, RatePeriod & { rates: Record<number, number> }>();
  for (const row of results) {
    let period = periods.get(row.id);
    if (!period) {
      period = { id: row.id, name: row.name, firstNight: row.first_night, lastNight: row.last_night, rates: {} };
      periods.set(row.id, period);
    }
    if (row.room_id !== null && row.room_price !== null) period.rates[row.room_id] = row.room_price;
  }
  return [...periods.values()];
}
