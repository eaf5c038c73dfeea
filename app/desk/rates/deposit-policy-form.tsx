import { Form } from "react-router";
import type { DepositPolicy } from "~/domain/deposit-rule";
import { DeskSelectField } from "../desk-select-field";
import { DeskTextField } from "../desk-text-field";
import { OutcomeNotices } from "../outcome-notices";
import { depositPolicyValues } from "./deposit-forms";
import { depositKinds, depositKindWords, depositLimits, depositMessages } from "./deposit-messages";
import type { RatesFailure } from "./rates-failure";

const kindOptions = depositKinds.map((kind) => [kind, depositKindWords[kind]] as const);

/**
 * The hotel's deposit rule (product-rules.md: Deposits): the default asked on nights no rate period
 * sets its own, how long a guest has to pay, the latest it may fall before arrival, and whether a
 * paid deposit confirms the request. It says plainly when online payment is off; it still saves.
 */
export function DepositPolicyForm({ policy, off, formKey, failure }: { policy: DepositPolicy; off: string | null; formKey: string; failure: RatesFailure | null }) {
  const mine = failure?.form === "deposits" ? failure : null;
  const values = mine ? mine.values : depositPolicyValues(policy);
  const errors = mine?.fields ?? {};
  const field = { idPrefix: "deposit", values, errors };
  const { payWithinHours, latestDaysBeforeArrival } = depositLimits;
  return (
    <section id="deposit-form" aria-labelledby="deposit-heading" className="mt-8 scroll-mt-4">
      <h2 id="deposit-heading" className="heading-3">
        Deposits
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        With no deposit, guests pay at the hotel as before. With one, a booking request asks it online and lapses, freeing its rooms,
        if it is not paid in time. A rate period can set its own rule below.
      </p>
      <p className={`mt-3 rounded-md border-l-4 bg-white p-3 ${off ? "border-saffron-700" : "border-river-700"}`} data-testid="deposits-online">
        {off ? `${off} You can still save the rule; guests are asked for a deposit once online payment is on.` : depositMessages.on}
      </p>
      {mine && Object.keys(mine.fields).length === 0 ? <OutcomeNotices done={null} error={mine.error} /> : null}
      <Form method="post" className="mt-3 grid gap-3 rounded-md border border-sand-200 bg-white p-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="deposits" />
        <input type="hidden" name="request_key" value={`${formKey}:deposits`} />
        <DeskSelectField name="default_rule" idPrefix="deposit" label="Default deposit" options={kindOptions} values={values} fallback="none" errors={errors} required />
        <DeskTextField
          name="default_percent"
          label="Percentage (with “A percentage of the stay”)"
          hint="A whole number from 1 to 100."
          inputMode="numeric"
          maxLength={4}
          {...field}
        />
        <DeskTextField
          name="pay_within_hours"
          label="Hours a guest has to pay"
          hint={`From ${payWithinHours.min} to ${payWithinHours.max}, for example 24.`}
          inputMode="numeric"
          required
          maxLength={4}
          {...field}
        />
        <DeskTextField
          name="latest_days"
          label="And at the latest, days before arrival"
          hint={`From ${latestDaysBeforeArrival.min} to ${latestDaysBeforeArrival.max}: the deadline is never later than midnight this many days before arrival.`}
          inputMode="numeric"
          required
          maxLength={3}
          {...field}
        />
        <label className="flex items-start gap-2 sm:col-span-2">
          <input type="checkbox" name="confirm_on_payment" value="yes" defaultChecked={values.confirm_on_payment === "yes"} className="mt-1 size-5" />
          <span>Confirm a request as soon as its deposit is paid (otherwise staff confirm it as usual)</span>
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary">
            Save deposit rule
          </button>
        </div>
      </Form>
    </section>
  );
}
