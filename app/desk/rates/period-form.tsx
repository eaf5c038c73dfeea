import { Form, Link } from "react-router";
import { formatRupees, rupeesToPaise } from "~/domain/money";
import { MAX_PERIOD_NAME_LENGTH, periodFormValues, periodRateField } from "~/domain/rate-forms";
import type { DepositRule } from "~/domain/deposit-rule";
import type { DeskRatePeriod, RateRoomType } from "~/desk/rates/desk-rates";
import { DeskFieldError } from "../desk-field-error";
import { OutcomeNotices } from "../outcome-notices";
import { periodDepositValues } from "./deposit-forms";
import { PeriodDepositFields } from "./period-deposit-fields";
import { RateFormField } from "./rate-form-field";
import type { RatesFailure } from "./rates-failure";

/** Adds a rate period, or changes the one being edited: its name, its nights and a rate per room type. */
export function PeriodForm(props: {
  types: readonly RateRoomType[];
  editing: DeskRatePeriod | null;
  today: string;
  formKey: string;
  failure: RatesFailure | null;
  /** The hotel's default deposit rule, named in the period's deposit choice. */
  defaultDeposit: DepositRule;
}) {
  const { types, editing, today, formKey } = props;
  const failure = props.failure?.form === "period" ? props.failure : null;
  const values =
    failure?.values ?? (editing ? { ...periodFormValues(editing, types.map((type) => type.id)), ...periodDepositValues(editing.deposit) } : {});
  const problem = (name: string) => failure?.fields[name];
  // The period's own fields; a rate for each room type follows.
  const ownFields = [
    { id: "period-name", name: "name", label: "Name", className: "sm:col-span-2", input: { required: true, maxLength: MAX_PERIOD_NAME_LENGTH } },
    { id: "period-first", name: "first_night", label: "First night", input: { type: "date", required: true } },
    { id: "period-last", name: "last_night", label: "Last night", input: { type: "date", min: today, required: true } },
  ];
  return (
    <section id="period-form" aria-labelledby="period-form-heading" className="mt-6 rounded-md border border-sand-200 bg-white p-4">
      <h3 id="period-form-heading" className="heading-3">
        {editing ? `Change “${editing.name}”` : "Add a rate period"}
      </h3>
      <p id="period-hint" className="mt-1 text-sm text-ink-700">
        A festival week, Shravan, Mahashivratri or the off-season: its nights, both included, cost the rates below. Leave
        a room type blank to keep its usual rate. Periods cannot share a night.
      </p>
      {failure && Object.keys(failure.fields).length === 0 ? <OutcomeNotices done={null} error={failure.error} /> : null}
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" aria-describedby="period-hint">
        <input type="hidden" name="intent" value="period" />
        {editing ? <input type="hidden" name="period_id" value={editing.id} /> : null}
        <input type="hidden" name="request_key" value={`${formKey}:period`} />
        {ownFields.map((field) => (
          <RateFormField key={field.name} {...field} defaultValue={values[field.name] ?? ""} error={problem(field.name)} />
        ))}
        <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2" aria-describedby={problem("rates") ? "period-rates-error" : undefined}>
          <legend className="field-label">Rate a night (₹) for each room type</legend>
          {types.map((type) => {
            const field = periodRateField(type.id);
            return (
              <RateFormField
                key={type.id}
                id={`period-rate-${type.id}`}
                name={field}
                label={type.name}
                labelClassName="text-sm font-semibold"
                input={{ inputMode: "numeric", placeholder: `Usual ${formatRupees(rupeesToPaise(type.roomPrice))}` }}
                defaultValue={values[field] ?? ""}
                error={problem(field)}
              />
            );
          })}
          <DeskFieldError id="period-rates-error" message={problem("rates")} />
        </fieldset>
        <PeriodDepositFields values={values} errors={failure?.fields ?? {}} defaultRule={props.defaultDeposit} />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className="btn-primary">
            {editing ? "Save changes" : "Add period"}
          </button>
          {editing ? (
            <Link to="/admin/rates" className="btn-secondary">
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
