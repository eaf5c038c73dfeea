import { Form } from "react-router";
import type { Occupancy } from "~/domain/occupancy";
import { paiseToRupees } from "~/domain/money";
import { RateFormField } from "./rate-form-field";
import type { RatesFailure } from "./rates-failure";

const wholeNumber = { inputMode: "numeric", required: true } as const;

/** A room type's occupancy (product-rules.md: Occupancy): who the rate includes, who fits, what extra guests pay. */
export function OccupancyForm({ type, occupancy, formKey, failure }: {
  type: { id: number; name: string };
  occupancy: Occupancy;
  formKey: string;
  failure: RatesFailure | null;
}) {
  const mine = failure?.form === `occupancy:${type.id}` ? failure : null;
  // What was refused is shown again as it was typed; otherwise what is saved.
  const fields = [
    { name: "base_guests", label: "Guests the rate includes", saved: occupancy.baseGuests },
    { name: "max_adults", label: "Most adults", saved: occupancy.maxAdults },
    { name: "max_guests", label: "Most guests", saved: occupancy.maxGuests },
    { name: "extra_beds", label: "Extra beds", saved: occupancy.extraBeds },
    { name: "extra_adult", label: "Extra adult a night (₹)", saved: paiseToRupees(occupancy.extraAdultPaise) },
    { name: "extra_child", label: "Extra child 6–11 a night (₹)", saved: paiseToRupees(occupancy.extraChildPaise) },
  ] as const;
  return (
    <Form method="post" className="mt-4 border-t border-sand-200 pt-3" aria-label={`Occupancy of ${type.name}`}>
      <input type="hidden" name="intent" value="occupancy" />
      <input type="hidden" name="room_id" value={type.id} />
      <input type="hidden" name="request_key" value={`${formKey}:occupancy:${type.id}`} />
      <p className="text-sm text-ink-700">Guests: children up to 5 stay free; 12 and over count as adults.</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {fields.map(({ name, label, saved }) => (
          <RateFormField
            key={name}
            id={`room-${type.id}-${name}`}
            name={name}
            label={label}
            input={wholeNumber}
            defaultValue={mine ? (mine.values[name] ?? "") : String(saved)}
            error={mine?.fields[name]}
          />
        ))}
      </div>
      <button type="submit" className="btn-secondary mt-3">
        Save occupancy<span className="sr-only"> of {type.name}</span>
      </button>
    </Form>
  );
}
