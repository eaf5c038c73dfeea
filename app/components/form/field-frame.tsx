import type { ReactNode } from "react";
import { useWords } from "~/i18n/words";
import { controlProps, describedBy, frameProps, useFieldState } from "./field-state";

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  hintId: string;
  error: string | undefined;
  errorId: string;
  className?: string;
  children: ReactNode;
}

/**
 * Label, control, hint and error in one column. The error paragraph is always in the document and
 * is a polite live region, so a message that appears is announced without stealing focus; the
 * control points at it with aria-describedby.
 */
export function FieldFrame({ id, label, required, hint, hintId, error, errorId, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? null : <OptionalMark />}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-500">
          {hint}
        </p>
      ) : null}
      <p id={errorId} aria-live="polite" className="field-error empty:mt-0">
        {error ?? ""}
      </p>
    </div>
  );
}

interface ControlFrameProps {
  label: ReactNode;
  required: boolean;
  hint?: ReactNode;
  className?: string;
  /** The native control (input, select, textarea), given what it must carry to be this field. */
  children: (control: ReturnType<typeof controlProps>) => ReactNode;
}

/**
 * A text-valued field with one native control: the frame around it, and the control's name,
 * value, handlers, `required` and ARIA, so each kind of field only says which control it is.
 */
export function ControlFrame({ label, required, hint, className, children }: ControlFrameProps) {
  const state = useFieldState<string>();
  return (
    <FieldFrame {...frameProps(state)} label={label} required={required} hint={hint} className={className}>
      {children(controlProps(state, required, describedBy(state, Boolean(hint))))}
    </FieldFrame>
  );
}

/** "(optional)" after the label, in the page's language. */
function OptionalMark() {
  const { optional } = useWords("form");
  return <span className="font-normal text-ink-500">{` ${optional}`}</span>;
}
