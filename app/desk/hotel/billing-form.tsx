import { Form } from "react-router";
import { DeskFieldError, invalidProps } from "~/desk/desk-field-error";

/**
 * How the hotel bills (product-rules.md: The folio and the tax invoice): whether it is "specified
 * premises", which decides the GST on its restaurant and room service from the day it is saved.
 */
export function BillingForm({ values, errors, formKey }: { values: Record<string, string>; errors: Record<string, string>; formKey: string }) {
  const id = "field-specified_premises";
  const hintId = `${id}-hint`;
  return (
    <Form method="post" className="mt-8 grid gap-3">
      <input type="hidden" name="intent" value="billing" />
      <input type="hidden" name="request_key" value={`${formKey}:billing`} />
      <fieldset className="grid gap-3 rounded-md border border-sand-200 bg-white p-4">
        <legend className="px-1 font-serif text-lg font-semibold">Billing</legend>
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            name="specified_premises"
            value="yes"
            defaultChecked={values.specified_premises === "yes"}
            className="mt-1 size-5 shrink-0"
            {...invalidProps(`${id}-error`, errors.specified_premises, hintId)}
          />
          <label htmlFor={id} className="font-medium">
            The hotel is specified premises for restaurant GST (it supplied a room above ₹7,500 a night in the previous financial year, or chose to be)
          </label>
        </div>
        <p id={hintId} className="text-sm text-ink-700">
          Not ticked: restaurant and room service bills carry 5% GST, without input tax credit. Ticked: 18%, with input tax credit.
          Charges already posted keep the rate they were posted at; the change applies to charges posted from now on.
        </p>
        <DeskFieldError id={`${id}-error`} message={errors.specified_premises} />
      </fieldset>
      <div>
        <button type="submit" className="btn-primary">
          Save billing
        </button>
      </div>
    </Form>
  );
}
