import type { ReactNode } from "react";
import { useWords } from "~/i18n/words";

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

/** "(optional)" after the label, in the page's language. */
function OptionalMark() {
  const { optional } = useWords("form");
  return <span className="font-normal text-ink-500">{` ${optional}`}</span>;
}
