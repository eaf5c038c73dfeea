import type { InputHTMLAttributes, ReactNode } from "react";

/** A desk control with its label above it, as every filter and plain desk field has it. */
export function DeskLabelled({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Each choice as `[value, words]`, in the order shown. */
type Choices = readonly (readonly [value: string | number, words: string])[];

/** A select's options, for the desk's filters and its form fields alike. */
export function ChoiceOptions({ options }: { options: Choices }) {
  return options.map(([value, words]) => (
    <option key={value} value={value}>
      {words}
    </option>
  ));
}

interface DeskSelectProps {
  /** The select's id and the name it posts or puts in the query. */
  id: string;
  name: string;
  label: string;
  options: Choices;
  /** The choice shown first: what the page's filter holds now; none for the first option. */
  defaultValue?: string;
  required?: boolean;
}

/** A labelled choice among fixed options: the desk's filters and the calendar's run of nights. */
export function DeskSelect({ id, name, label, options, defaultValue, required }: DeskSelectProps) {
  return (
    <DeskLabelled id={id} label={label}>
      <select id={id} name={name} defaultValue={defaultValue} className="field-input" required={required}>
        <ChoiceOptions options={options} />
      </select>
    </DeskLabelled>
  );
}

interface DeskDateRangeProps {
  /** The fields' ids are `<idPrefix>-from` and `<idPrefix>-to`. */
  idPrefix: string;
  labels: readonly [from: string, to: string];
  /** What else each end's input has: what it shows, its bounds. */
  input: (end: "from" | "to") => Pick<InputHTMLAttributes<HTMLInputElement>, "defaultValue" | "min" | "required">;
}

/** A range of days as its two date fields, posted or put in the query as `from` and `to`. */
export function DeskDateRange({ idPrefix, labels, input }: DeskDateRangeProps) {
  return (["from", "to"] as const).map((end, index) => (
    <DeskLabelled key={end} id={`${idPrefix}-${end}`} label={labels[index]}>
      <input id={`${idPrefix}-${end}`} name={end} type="date" {...input(end)} className="field-input" />
    </DeskLabelled>
  ));
}
