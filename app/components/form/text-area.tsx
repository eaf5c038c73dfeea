import type { ReactNode } from "react";
import { FieldFrame } from "./field-frame";
import { controlProps, describedBy, frameProps, useFieldState } from "./field-state";

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
    <FieldFrame {...frameProps(state)} label={label} required={required} hint={hint} className={className}>
      <textarea
        {...controlProps(state, required, describedBy(state, Boolean(hint)))}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        className="field-input resize-y"
      />
    </FieldFrame>
  );
}

/** Optional free text (special requests, requirements): never required, three lines to start with. */
export function NotesField(props: Omit<TextAreaProps, "required">) {
  return <TextArea required={false} rows={3} {...props} />;
}
