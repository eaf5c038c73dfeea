import { type Lang, PAGE_LANG_HEADER } from "~/i18n/lang";
import { idempotencyHeader } from "~/domain/idempotency-key";

/**
 * A POST of `body` as JSON to our API: the wizard's availability searches and bookings and the
 * chat's. A request that must happen once carries its attempt's idempotency key (a header,
 * product-rules.md: Idempotency); from a Hindi page it says so (`X-Page-Lang`, product-rules.md:
 * Hindi), so the server answers and writes to the guest in Hindi.
 */
export function jsonPost(body: unknown, options: { idempotencyKey?: string; signal?: AbortSignal; lang?: Lang }): RequestInit {
  return {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      ...(options.idempotencyKey === undefined ? {} : { [idempotencyHeader]: options.idempotencyKey }),
      ...(options.lang && options.lang !== "en" ? { [PAGE_LANG_HEADER]: options.lang } : {}),
    },
    body: JSON.stringify(body),
    signal: options.signal,
  };
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * The chat's bookings and forwarded questions: `jsonPost` with the attempt's key. A dropped
 * connection rejects (the caller says so); any HTTP answer resolves.
 */
export async function postJson(
  url: string,
  body: unknown,
  options: { idempotencyKey: string; signal?: AbortSignal; lang?: Lang },
): Promise<JsonAnswer> {
  const response = await fetch(url, jsonPost(body, options));
  const parsed: unknown = await response.json().catch(() => null);
  return { status: response.status, body: parsed };
}
