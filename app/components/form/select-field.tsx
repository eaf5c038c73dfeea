import type { ReactNode } from "react";
import { ControlFrame } from "./field-frame";

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
  return (
    <ControlFrame label={label} required={required} hint={hint} className={className}>
      {(control) => (
        <select {...control} autoComplete={autoComplete} className="field-input">
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </ControlFrame>
  );
}
