import type { ReactNode } from "react";
import { FieldFrame } from "./field-frame";
import { describedBy, useFieldState } from "./field-state";

interface TextAreaProps {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  className?: string;
}

export function TextArea({ label, required = true, hint, rows = 4, maxLength, placeholder, className }: TextAreaProps) {
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
      <textarea
        id={state.id}
        name={state.field.name}
        value={state.value ?? ""}
        onChange={(event) => state.onChange(event.target.value)}
        onBlur={state.onBlur}
        required={required}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={describedBy(state, Boolean(hint))}
        className="field-input resize-y"
      />
    </FieldFrame>
  );
}
