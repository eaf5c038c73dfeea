import { Form } from "react-router";
import type { FieldErrors } from "~/domain/field-errors";
import type { RoomFactsInput } from "~/domain/room-facts-form";
import { DeskFieldError, invalidProps } from "../desk-field-error";

/** What the facts form shows: the saved facts, or what was sent when it was refused. */
export type RoomFactsValues = Record<"size_m2" | "beds" | "beds_hi" | "view" | "view_hi", string>;

export function roomFactsValues(facts: RoomFactsInput): RoomFactsValues {
  return { size_m2: facts.sizeM2 === null ? "" : String(facts.sizeM2), beds: facts.beds, beds_hi: facts.bedsHi, view: facts.view, view_hi: facts.viewHi };
}

const rows = [
  { name: "size_m2", label: "Size (m²)", hint: "Whole square metres, for example 24" },
  { name: "beds", label: "Beds", hint: "As a guest says it: King bed, Twin beds" },
  { name: "beds_hi", label: "Beds in Hindi", hint: "For example किंग बेड; empty shows the English" },
  { name: "view", label: "View", hint: "For example Narmada river view" },
  { name: "view_hi", label: "View in Hindi", hint: "For example नर्मदा का नज़ारा; empty shows the English" },
] as const;

/**
 * A room type's facts (product-rules.md: Room facts), which /Room's comparison and the home rate
 * cards show beside its most guests (kept on the Rates page). Hindi beside English.
 */
export function RoomFactsForm({ values, errors, error, formKey }: { values: RoomFactsValues; errors: FieldErrors; error?: string; formKey: string }) {
  return (
    <Form method="post" className="mt-8 rounded-lg border border-sand-200 bg-white p-5" aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="heading-3">
        Size, beds and view
      </h2>
      {error ? (
        <p role="alert" className="mt-2 text-red-800">
          {error}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="facts" />
      <input type="hidden" name="request_key" value={`${formKey}:facts`} />
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {rows.map(({ name, label, hint }) => (
          <div key={name}>
            <label htmlFor={`fact-${name}`} className="field-label">
              {label}
            </label>
            <p className="text-sm text-ink-700">{hint}</p>
            <input
              id={`fact-${name}`}
              name={name}
              defaultValue={values[name]}
              className="field-input"
              lang={name.endsWith("_hi") ? "hi" : undefined}
              {...invalidProps(`fact-${name}-error`, errors[name])}
            />
            <DeskFieldError id={`fact-${name}-error`} message={errors[name]} />
          </div>
        ))}
      </div>
      <button type="submit" className="btn-primary mt-4">
        Save facts
      </button>
    </Form>
  );
}
