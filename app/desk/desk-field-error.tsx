import type { ReactNode } from "react";

/**
 * A desk field with its label above it, its hint under the label (`hintId` names it for the
 * control's aria-describedby) and its error under the control.
 */
export function DeskFieldFrame(props: { id: string; label: string; hint?: string; hintId?: string; error: string | undefined; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      {props.hint ? (
        <p id={props.hintId} className="text-sm text-ink-700">
          {props.hint}
        </p>
      ) : null}
      {props.children}
      <DeskFieldError id={`${props.id}-error`} message={props.error} />
    </div>
  );
}

/** A desk field's error, announced, with the id its input's aria-describedby names; nothing without one. */
export function DeskFieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} role="alert" className="field-error">
      {message}
    </p>
  ) : null;
}

/** The ARIA of an input whose error, when there is one, is announced and tied to it. */
export function invalidProps(errorId: string, message: string | undefined, hintId?: string) {
  const describedBy = [hintId, message ? errorId : undefined].filter(Boolean).join(" ");
  return { "aria-invalid": message ? true : undefined, "aria-describedby": describedBy || undefined } as const;
}
