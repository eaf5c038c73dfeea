import type { DeskFormFailure } from "~/desk/desk-form-post";
import { DeskSelectField } from "~/desk/desk-select-field";
import { DeskTextField } from "~/desk/desk-text-field";
import { FolioForm, folioFormState } from "./folio-form-frame";
import { folioLimits, maxQuantity } from "./folio-forms";
import { adjustableCategories, adjustmentKindWords, categoryWords, postableCategories } from "./folio-messages";

const choose = ["", "Choose"] as const;
const options = (keys: readonly (keyof typeof categoryWords)[]) => [choose, ...keys.map((key): [string, string] => [key, categoryWords[key]])];

/** "Post a charge": a restaurant bill, laundry, a transfer… from the catalogue, taxed at its rate. */
export function PostChargeForm({ formKey, failure }: { formKey: string; failure: DeskFormFailure | undefined }) {
  const state = folioFormState(failure, "charge", { quantity: "1" });
  const field = { idPrefix: state.idPrefix, values: state.values, errors: state.errors };
  return (
    <div key={state.key}>
      <FolioForm intent="charge" form="charge" formKey={formKey} title="Post a charge" submit="Post charge">
        <DeskSelectField
          name="category"
          idPrefix={state.idPrefix}
          label="What for"
          hint="Its SAC code and GST rate come from the catalogue."
          options={options(postableCategories)}
          defaultValue={state.values.category ?? ""}
          errors={state.errors}
          required
        />
        <DeskTextField name="description" label="Description" required maxLength={folioLimits.description} hint="For example Dinner for two, bill 2231." {...field} />
        <DeskTextField name="quantity" label="Quantity" type="number" inputMode="numeric" min={1} max={maxQuantity} required {...field} />
        <DeskTextField name="unit_price" label="Price each, before GST (₹)" inputMode="decimal" required maxLength={20} hint="For example 1,250.50" {...field} />
      </FolioForm>
    </div>
  );
}

/** "Discount or correction": taxable value taken off a kind of charge, with the reason kept. */
export function AdjustmentForm({ formKey, failure }: { formKey: string; failure: DeskFormFailure | undefined }) {
  const state = folioFormState(failure, "adjustment", { kind: "discount" });
  const field = { idPrefix: state.idPrefix, values: state.values, errors: state.errors };
  return (
    <div key={state.key}>
      <FolioForm intent="adjustment" form="adjustment" formKey={formKey} title="Discount or correction" submit="Post discount or correction">
        <DeskSelectField
          name="kind"
          idPrefix={state.idPrefix}
          label="Kind"
          options={Object.entries(adjustmentKindWords)}
          defaultValue={state.values.kind ?? "discount"}
          errors={state.errors}
          required
        />
        <DeskSelectField
          name="category"
          idPrefix={state.idPrefix}
          label="Taken off"
          hint="The GST comes off at that charge's rate."
          options={options(adjustableCategories)}
          defaultValue={state.values.category ?? ""}
          errors={state.errors}
          required
        />
        <DeskTextField name="description" label="Description" required maxLength={folioLimits.description} {...field} />
        <DeskTextField name="amount" label="Amount taken off, before GST (₹)" inputMode="decimal" required maxLength={20} {...field} />
        <DeskTextField name="reason" label="Reason" required maxLength={folioLimits.reason} {...field} />
      </FolioForm>
    </div>
  );
}
