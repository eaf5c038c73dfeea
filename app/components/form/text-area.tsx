import type { ReactNode } from "react";
import { ControlFrame } from "./field-frame";

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
  return (
    <ControlFrame label={label} required={required} hint={hint} className={className}>
      {(control) => (
        <textarea {...control} rows={rows} maxLength={maxLength} placeholder={placeholder} className="field-input resize-y" />
      )}
    </ControlFrame>
  );
}

/** Optional free text (special requests, requirements): never required, three lines to start with. */
export function NotesField(props: Omit<TextAreaProps, "required">) {
  return <TextArea required={false} rows={3} {...props} />;
}
