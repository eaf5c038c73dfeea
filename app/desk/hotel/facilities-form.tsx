import { Form } from "react-router";
import { facilityKeys } from "~/content/facility-status";
import { facilityField, facilityNames } from "~/domain/facility-form";
import { DeskSelect } from "~/desk/desk-labelled";
import { DeskTextField } from "~/desk/desk-text-field";
import { DeskFieldError } from "~/desk/desk-field-error";

const stateChoices = [
  ["open", "Open now"],
  ["opening", "Opening on a date"],
  ["planned", "Planned (no date yet)"],
] as const;

/**
 * What is open (product-rules.md: What is open): each facility's state and daily hours, which every
 * page, the menus, the footer, the membership page and the assistant say. A facility opening on a
 * date counts as open from that day without another save.
 */
export function FacilitiesForm({ values, errors, formKey }: { values: Record<string, string>; errors: Record<string, string>; formKey: string }) {
  const field = { values, errors };
  return (
    <Form method="post" className="mt-6 grid gap-6" aria-labelledby="facilities-title">
      <h2 id="facilities-title" className="heading-3">
        What is open
      </h2>
      <p className="text-ink-700">
        The site names no bar and offers no alcohol: Omkareshwar is a holy town where liquor is not sold. Guests see a
        facility as open only when it is open here.
      </p>
      <input type="hidden" name="intent" value="facilities" />
      <input type="hidden" name="request_key" value={`${formKey}:facilities`} />
      {facilityKeys.map((key) => (
        <fieldset key={key} className="grid gap-3 rounded-md border border-sand-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="px-1 font-serif text-lg font-semibold">{facilityNames[key]}</legend>
          <div>
            <DeskSelect
              id={`field-${facilityField(key, "state")}`}
              name={facilityField(key, "state")}
              label="State"
              options={stateChoices}
              defaultValue={values[facilityField(key, "state")]}
              required
            />
            <DeskFieldError id={`field-${facilityField(key, "state")}-error`} message={errors[facilityField(key, "state")]} />
          </div>
          <DeskTextField name={facilityField(key, "opens_on")} label="Opens on (when opening)" type="date" {...field} />
          <DeskTextField name={facilityField(key, "opens")} label="Daily from" type="time" required {...field} />
          <DeskTextField name={facilityField(key, "closes")} label="Daily until" type="time" required {...field} />
        </fieldset>
      ))}
      <div>
        <button type="submit" className="btn-primary">
          Save what is open
        </button>
      </div>
    </Form>
  );
}
