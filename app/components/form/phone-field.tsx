import { useId } from "react";
import { FieldFrame } from "./field-frame";
import { useFieldState } from "./field-state";
import type { TextFieldProps } from "./text-fields";

/**
 * An Indian mobile number with the fixed +91 prefix (spec §2: wizard, membership). The guest types
 * the 10 digits; the schema forgives spaces and a typed +91 or 0.
 */
export function PhoneField({ label, required = true, hint, className, ...native }: TextFieldProps) {
  const state = useFieldState<string>();
  const prefixId = useId();
  const describedBy = [prefixId, hint ? state.hintId : null, state.errorId].filter(Boolean).join(" ");
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
      <div className="flex">
        <span
          id={prefixId}
          className="inline-flex items-center rounded-l-md border border-r-0 border-sand-500 bg-sand-100 px-3 text-ink-700"
        >
          <span className="sr-only">Country code </span>+91
        </span>
        <input
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={14}
          {...native}
          id={state.id}
          name={state.field.name}
          type="tel"
          value={state.value ?? ""}
          onChange={(event) => state.onChange(event.target.value)}
          onBlur={state.onBlur}
          required={required}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={describedBy}
          className="field-input rounded-l-none"
        />
      </div>
    </FieldFrame>
  );
}
