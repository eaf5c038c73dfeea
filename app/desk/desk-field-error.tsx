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
