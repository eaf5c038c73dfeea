import { Form } from "react-router";
import { DeskTextField } from "~/desk/desk-text-field";
import { defaultKeepYears, maxKeepYears, minKeepYears } from "~/domain/register-keeping";

/**
 * How long the guest register is kept after check-out (product-rules.md: Guest registration):
 * the Cron job clears each stay's registration once this many years have passed.
 */
export function RegisterForm({ values, errors, formKey }: { values: Record<string, string>; errors: Record<string, string>; formKey: string }) {
  return (
    <Form method="post" className="mt-8 grid gap-3">
      <input type="hidden" name="intent" value="register" />
      <input type="hidden" name="request_key" value={`${formKey}:register`} />
      <fieldset className="grid gap-3 rounded-md border border-sand-200 bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 font-serif text-lg font-semibold">Guest register</legend>
        <DeskTextField
          name="keep_years"
          label="Keep registrations for (years after check-out)"
          inputMode="numeric"
          required
          maxLength={2}
          values={values}
          errors={errors}
          hint={`From ${minKeepYears} to ${maxKeepYears}; ${defaultKeepYears} unless set. Older registrations are cleared automatically.`}
        />
      </fieldset>
      <div>
        <button type="submit" className="btn-primary">
          Save keeping period
        </button>
      </div>
    </Form>
  );
}
