import type { DeskFormFailure } from "~/desk/desk-form-post";
import { DeskSelectField } from "~/desk/desk-select-field";
import { DeskTextField } from "~/desk/desk-text-field";
import { type FolioFormState, FolioFormWithState } from "./folio-form-frame";
import { folioLimits, maxQuantity } from "./folio-forms";
import { adjustableCategories, adjustmentKindWords, categoryWords, postableCategories } from "./folio-messages";

type FormProps = { formKey: string; failure: DeskFormFailure | undefined };

/** The charge's kind from the catalogue (its SAC code and GST rate come with it). */
function CategoryField({ state, label, hint, keys }: { state: FolioFormState; label: string; hint: string; keys: readonly (keyof typeof categoryWords)[] }) {
  return (
    <DeskSelectField
      name="category"
      idPrefix={state.idPrefix}
      label={label}
      hint={hint}
      options={[["", "Choose"], ...keys.map((key): [string, string] => [key, categoryWords[key]])]}
      values={state.values}
      errors={state.errors}
      required
    />
  );
}

/** "Post a charge": a restaurant bill, laundry, a transfer… from the catalogue, taxed at its rate. */
export function PostChargeForm({ formKey, failure }: FormProps) {
  return (
    <FolioFormWithState intent="charge" form="charge" formKey={formKey} failure={failure} defaults={{ quantity: "1" }} title="Post a charge" submit="Post charge">
      {(state) => (
        <>
          <CategoryField state={state} label="What for" hint="Its SAC code and GST rate come from the catalogue." keys={postableCategories} />
          <DeskTextField name="description" label="Description" required maxLength={folioLimits.description} hint="For example Dinner for two, bill 2231." {...state.field} />
          <DeskTextField name="quantity" label="Quantity" type="number" inputMode="numeric" min={1} max={maxQuantity} required {...state.field} />
          <DeskTextField name="unit_price" label="Price each, before GST (₹)" inputMode="decimal" required maxLength={20} hint="For example 1,250.50" {...state.field} />
        </>
      )}
    </FolioFormWithState>
  );
}

/** "Discount or correction": taxable value taken off a kind of charge, with the reason kept. */
export function AdjustmentForm({ formKey, failure }: FormProps) {
  return (
    <FolioFormWithState
      intent="adjustment"
      form="adjustment"
      formKey={formKey}
      failure={failure}
      defaults={{ kind: "discount" }}
      title="Discount or correction"
      submit="Post discount or correction"
    >
      {(state) => (
        <>
          <DeskSelectField
            name="kind"
            idPrefix={state.idPrefix}
            label="Kind"
            options={Object.entries(adjustmentKindWords)}
            values={state.values}
            fallback="discount"
            errors={state.errors}
            required
          />
          <CategoryField state={state} label="Taken off" hint="The GST comes off at that charge's rate." keys={adjustableCategories} />
          <DeskTextField name="description" label="Description" required maxLength={folioLimits.description} {...state.field} />
          <DeskTextField name="amount" label="Amount taken off, before GST (₹)" inputMode="decimal" required maxLength={20} {...state.field} />
          <DeskTextField name="reason" label="Reason" required maxLength={folioLimits.reason} {...state.field} />
        </>
      )}
    </FolioFormWithState>
  );
}
