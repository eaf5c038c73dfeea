import { useId } from "react";
import { FieldFrame } from "./field-frame";
import { controlProps, frameProps, useFieldState } from "./field-state";
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
    <FieldFrame {...frameProps(state)} label={label} required={required} hint={hint} className={className}>
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
          {...controlProps(state, required, describedBy)}
          type="tel"
          className="field-input rounded-l-none"
        />
      </div>
    </FieldFrame>
  );
}
