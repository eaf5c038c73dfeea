import { type Lang, PAGE_LANG_HEADER } from "~/i18n/lang";
import { idempotencyHeader } from "~/domain/idempotency-key";

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * POSTs JSON to our API with the attempt's idempotency key (a header, product-rules.md:
 * Idempotency): the chat's bookings and forwarded questions. From a Hindi page it says so
 * (`X-Page-Lang`, product-rules.md: Hindi), so the server answers and writes to the guest in Hindi.
 * A dropped connection rejects (the caller says so); any HTTP answer resolves.
 */
export async function postJson(
  url: string,
  body: unknown,
  options: { idempotencyKey: string; signal?: AbortSignal; lang?: Lang },
): Promise<JsonAnswer> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      [idempotencyHeader]: options.idempotencyKey,
      ...(options.lang && options.lang !== "en" ? { [PAGE_LANG_HEADER]: options.lang } : {}),
    },
    body: JSON.stringify(body),
    signal: options.signal,
  });
  const parsed: unknown = await response.json().catch(() => null);
  return { status: response.status, body: parsed };
}
