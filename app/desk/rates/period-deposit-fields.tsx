import type { DepositRule } from "~/domain/deposit-rule";
import { DeskSelectField } from "../desk-select-field";
import { DeskTextField } from "../desk-text-field";
import { hotelDefault } from "./deposit-forms";
import { depositKinds, depositKindWords, depositRuleWords } from "./deposit-messages";

/**
 * A rate period's own deposit rule in its form: the hotel's default (named with what it is now),
 * or a rule of its own that beats the default on the period's nights. Without JavaScript the
 * percentage field is always there; it is read only with "A percentage of the stay".
 */
export function PeriodDepositFields({ values, errors, defaultRule }: { values: Record<string, string>; errors: Record<string, string>; defaultRule: DepositRule }) {
  const options = [
    [hotelDefault, `Hotel's default (${depositRuleWords(defaultRule).toLowerCase()})`] as const,
    ...depositKinds.map((kind) => [kind, depositKindWords[kind]] as const),
  ];
  return (
    <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="field-label">Deposit on this period's nights</legend>
      <DeskSelectField
        name="deposit_rule"
        idPrefix="period"
        label="Deposit rule"
        hint="A stay is asked the rule of its earliest night in a period with its own rule; otherwise the hotel's default."
        options={options}
        values={values}
        fallback={hotelDefault}
        errors={errors}
      />
      <DeskTextField
        name="deposit_percent"
        idPrefix="period"
        label="Percentage (with “A percentage of the stay”)"
        hint="A whole number from 1 to 100."
        inputMode="numeric"
        maxLength={4}
        values={values}
        errors={errors}
      />
    </fieldset>
  );
}
