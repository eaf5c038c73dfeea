import { Form, Link } from "react-router";
import { nightsBetween } from "~/domain/hotel-date";
import { formatRupees, rupeesToPaise } from "~/domain/money";
import type { RatePeriod } from "~/domain/rate-periods";
import type { RateRoomType } from "~/desk/rates/desk-rates";
import { deskDate } from "../desk-time";

/** A rate period as saved: its nights, each room type's rate in it, and its change and remove buttons. */
export function PeriodCard({ period, types, formKey }: { period: RatePeriod; types: readonly RateRoomType[]; formKey: string }) {
  const nights = nightsBetween(period.firstNight, period.lastNight) + 1;
  return (
    <li className="rounded-md border border-sand-200 bg-white p-4" data-testid="rate-period">
      <h3 className="font-serif text-lg font-semibold">{period.name}</h3>
      <p className="text-sm text-ink-700">
        {deskDate(period.firstNight)} to {deskDate(period.lastNight)} · {nights} {nights === 1 ? "night" : "nights"}, both
        included
      </p>
      <ul className="mt-2 grid gap-1 text-sm">
        {types.map((type) => {
          const rate = period.rates[type.id];
          return (
            <li key={type.id}>
              {type.name}:{" "}
              {rate === undefined ? (
                <span className="text-ink-700">usual rate</span>
              ) : (
                <strong>{formatRupees(rupeesToPaise(rate))} a night</strong>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to={`?edit=${period.id}#period-form`} className="btn-secondary">
          Change<span className="sr-only"> {period.name}</span>
        </Link>
        <Form method="post">
          <input type="hidden" name="intent" value="remove-period" />
          <input type="hidden" name="period_id" value={period.id} />
          <input type="hidden" name="request_key" value={`${formKey}:remove:${period.id}`} />
          <button type="submit" className="btn-secondary border-red-700 text-red-800">
            Remove<span className="sr-only"> {period.name}</span>
          </button>
        </Form>
      </div>
    </li>
  );
}
