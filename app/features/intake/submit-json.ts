import { turnstileFieldName } from "~/components/turnstile-widget";
import { idempotencyHeader } from "../idempotency";

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * POSTs JSON to our API with the attempt's idempotency key (a header, product-rules.md:
 * Idempotency) and the Turnstile token from the form (the body's `cf-turnstile-response` field,
 * which the intake takes out before it validates). A dropped connection rejects (the caller says
 * so); any HTTP answer resolves.
 */
export async function postJson(
  url: string,
  body: unknown,
  options: { idempotencyKey: string; form?: HTMLFormElement | null; signal?: AbortSignal },
): Promise<JsonAnswer> {
  const token = options.form ? new FormData(options.form).get(turnstileFieldName) : null;
  const withToken = typeof token === "string" && token !== "" && typeof body === "object" && body !== null;
  const payload = withToken ? { ...body, [turnstileFieldName]: token } : body;
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", [idempotencyHeader]: options.idempotencyKey },
    body: JSON.stringify(payload),
    signal: options.signal,
  });
  const parsed: unknown = await response.json().catch(() => null);
  return { status: response.status, body: parsed };
}
