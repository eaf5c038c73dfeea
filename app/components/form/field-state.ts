import { useId } from "react";
import { useFieldContext } from "./form-contexts";
import { useServerFieldError } from "./server-field-errors";

/** A TanStack error is a string or a Standard Schema issue; we show the first message. */
function firstMessage(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === "string" && error !== "") return error;
    if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") {
      return error.message;
    }
  }
  return undefined;
}

/**
 * Everything a field component needs: ids that tie label, hint and error together, the message to
 * show (the client's schema check first, else the server's), and change/blur handlers. Schema
 * errors come from the submit check; editing the field clears its message (TanStack drops
 * submit-time errors on change, and the server's message is hidden once edited).
 */
export function useFieldState<T>() {
  const field = useFieldContext<T>();
  const id = useId();
  const server = useServerFieldError(field.name);
  const error = firstMessage(field.state.meta.errors) ?? server.message;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return {
    field,
    id,
    errorId,
    hintId,
    error,
    value: field.state.value,
    onChange(value: T) {
      server.markEdited();
      field.handleChange(value);
    },
    onBlur: () => field.handleBlur(),
  };
}

export type FieldState<T> = ReturnType<typeof useFieldState<T>>;

/** aria-describedby for a control: its hint (when any) and its error slot. */
export function describedBy(state: { errorId: string; hintId: string }, hasHint: boolean): string {
  return hasHint ? `${state.hintId} ${state.errorId}` : state.errorId;
}

/** FieldFrame's wiring for a field: the ids that tie label, hint and error together, and the message. */
export function frameProps(state: FieldState<string>) {
  return { id: state.id, hintId: state.hintId, error: state.error, errorId: state.errorId };
}

/** What every native control of a text-valued field carries: name, value, handlers, required and ARIA. */
export function controlProps(state: FieldState<string>, required: boolean, ariaDescribedBy: string) {
  return {
    id: state.id,
    name: state.field.name,
    value: state.value ?? "",
    onChange: (event: { target: { value: string } }) => state.onChange(event.target.value),
    onBlur: state.onBlur,
    required,
    "aria-invalid": state.error ? true : undefined,
    "aria-describedby": ariaDescribedBy,
  };
}
