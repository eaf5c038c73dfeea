import { DeskFieldFrame, invalidProps } from "./desk-field-error";
import { ChoiceOptions } from "./desk-labelled";

interface DeskSelectFieldProps {
  /** The posted name; the select's id is `field-<name>`, or `field-<idPrefix>-<name>`. */
  name: string;
  /** Keeps ids apart when two forms on a page post the same names. */
  idPrefix?: string;
  label: string;
  hint?: string;
  /** Each choice as `[value, words]`, in the order shown. */
  options: readonly (readonly [value: string, words: string])[];
  values: Record<string, string>;
  errors: Record<string, string>;
  required?: boolean;
  /** The choice made when `values` has nothing for it. */
  fallback?: string;
}

/** A labelled desk select with its hint and its error, announced and tied to it. */
export function DeskSelectField({ name, idPrefix, label, hint, options, values, errors, required, fallback = "" }: DeskSelectFieldProps) {
  const id = `field-${idPrefix ? `${idPrefix}-` : ""}${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <DeskFieldFrame id={id} label={label} hint={hint} hintId={hintId} error={errors[name]}>
      <select id={id} name={name} defaultValue={values[name] ?? fallback} required={required} className="field-input" {...invalidProps(`${id}-error`, errors[name], hintId)}>
        <ChoiceOptions options={options} />
      </select>
    </DeskFieldFrame>
  );
}
