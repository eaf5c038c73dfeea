import type { ReactNode } from "react";
import { FieldFrame } from "./field-frame";
import { controlProps, describedBy, frameProps, useFieldState } from "./field-state";

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first choice ("Select Event Type"); omit when a value is always chosen. */
  placeholder?: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  autoComplete?: string;
}

/** A native select: values stay strings, as a posted form sends them; the schema converts counts. */
export function SelectField({ label, options, placeholder, required = true, hint, className, autoComplete }: SelectFieldProps) {
  const state = useFieldState<string>();
  return (
    <FieldFrame {...frameProps(state)} label={label} required={required} hint={hint} className={className}>
      <select
        {...controlProps(state, required, describedBy(state, Boolean(hint)))}
        autoComplete={autoComplete}
        className="field-input"
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
