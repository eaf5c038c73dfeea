import { Form, Link } from "react-router";
import { nightsBetween } from "~/domain/hotel-date";
import { formatRupees, rupeesToPaise } from "~/domain/money";
import type { DepositRule } from "~/domain/deposit-rule";
import type { DeskRatePeriod, RateRoomType } from "~/desk/rates/desk-rates";
import { deskDate } from "../desk-time";
import { periodDepositWords } from "./deposit-messages";

/** A rate period as saved: its nights, each room type's rate in it, and its change and remove buttons. */
export function PeriodCard({
  period,
  types,
  formKey,
  defaultDeposit,
}: {
  period: DeskRatePeriod;
  types: readonly RateRoomType[];
  formKey: string;
  defaultDeposit: DepositRule;
}) {
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
      <p className="mt-2 text-sm" data-testid="period-deposit">
        Deposit: <strong>{periodDepositWords(period.deposit, defaultDeposit)}</strong>
      </p>
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
