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
