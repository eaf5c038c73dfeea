import type { ReactNode } from "react";
import { FieldFrame } from "./field-frame";
import { describedBy, useFieldState } from "./field-state";

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
    <FieldFrame
      id={state.id}
      label={label}
      required={required}
      hint={hint}
      hintId={state.hintId}
      error={state.error}
      errorId={state.errorId}
      className={className}
    >
      <select
        id={state.id}
        name={state.field.name}
        value={state.value ?? ""}
        onChange={(event) => state.onChange(event.target.value)}
        onBlur={state.onBlur}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={describedBy(state, Boolean(hint))}
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
