import { useId, useState } from "react";
import { useRootData } from "~/root-data";

/**
 * The hidden input every submitting form carries (product-rules.md: Idempotency); actions read it,
 * fetches send it as a header.
 */
export const idempotencyFieldName = "idempotency_key";
export const idempotencyHeader = "Idempotency-Key";

/** A fresh key for one attempt; falls back to getRandomValues where randomUUID is missing (old WebViews). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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
