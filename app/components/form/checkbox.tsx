import type { ReactNode } from "react";
import { useFieldState } from "./field-state";

interface CheckboxProps {
  /** The visible label; may hold a link (terms). */
  label: ReactNode;
  required?: boolean;
  className?: string;
}

/** A checkbox whose posted value is "on", as a plain form sends it; the form holds a boolean. */
export function Checkbox({ label, required = true, className }: CheckboxProps) {
  const state = useFieldState<boolean>();
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={state.id}
          name={state.field.name}
          type="checkbox"
          checked={state.value === true}
          onChange={(event) => state.onChange(event.target.checked)}
          onBlur={state.onBlur}
          required={required}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.errorId}
          className="mt-1 h-5 w-5 shrink-0 accent-river-700"
        />
        <label htmlFor={state.id} className="text-sm text-ink-700">
          {label}
        </label>
      </div>
      <p id={state.errorId} aria-live="polite" className="field-error empty:mt-0">
        {state.error ?? ""}
      </p>
    </div>
  );
}
