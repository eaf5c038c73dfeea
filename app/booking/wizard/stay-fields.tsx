import { LabelledField } from "./labelled-field";

interface StayFieldProps<Value> {
  id: string;
  label: string;
  name: string;
  value: Value;
  onChange: (value: Value) => void;
}

/** A guest count as a select of the numbers it may be, for the booking strip and the home request. */
export function CountSelect({ id, label, name, value, options, onChange }: StayFieldProps<number> & { options: readonly number[] }) {
  return (
    <LabelledField id={id} label={label}>
      <select id={id} name={name} value={value} onChange={(event) => onChange(Number(event.target.value))} className="field-input h-12">
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** A stay's date between the bookable days; the wizard checks the rest. */
export function StayDate({ id, label, name, min, max, value, onChange, required }: StayFieldProps<string> & { min: string; max: string; required?: boolean }) {
  return (
    <LabelledField id={id} label={label}>
      <input
        id={id}
        type="date"
        name={name}
        required={required}
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="field-input h-12"
      />
    </LabelledField>
  );
}
