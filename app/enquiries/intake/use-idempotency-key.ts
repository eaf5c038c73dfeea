import { useId, useState } from "react";
import { idempotencyFieldName, newIdempotencyKey } from "~/domain/idempotency-key";
import { useRootData } from "~/root-data";

/**
 * One key per form attempt. The server renders a key into the hidden input, built from the
 * response's form token (which the edge page cache replaces on every response, so a cached page
 * never hands two guests the same key) and the form's name; on hydration the client adopts that
 * same key from the DOM (so nothing mismatches), and a form that mounts later makes its own.
 * `renew()` after an answer that ends the attempt (success, or fields to fix).
 */
export function useIdempotencyKey(formName: string) {
  const inputId = useId();
  const root = useRootData();
  const [key, setKey] = useState(() => {
    if (typeof document === "undefined") {
      return root?.formToken ? `${root.formToken}-${formName}` : newIdempotencyKey();
    }
    const rendered = document.getElementById(inputId);
    return rendered instanceof HTMLInputElement && rendered.value ? rendered.value : newIdempotencyKey();
  });
  return {
    key,
    /** Starts a new attempt; returns its key at once (state updates land on the next render). */
    renew: () => {
      const next = newIdempotencyKey();
      setKey(next);
      return next;
    },
    inputProps: { id: inputId, type: "hidden", name: idempotencyFieldName, value: key } as const,
  };
}
