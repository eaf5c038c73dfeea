import type { Context } from "hono";
import { MAX_BODY_BYTES, readLimitedBody } from "../platform/read-limited-body";

export type BodyReadResult =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413 | 415; code: string; message: string };

/**
 * Reads a JSON request body defensively (product-rules.md: Bad input): too large → 413, not JSON →
 * 400; never throws. The shared limited reader counts real bytes, so a lying or missing
 * Content-Length cannot smuggle a large body.
 */
export async function readJsonBody(c: Context): Promise<BodyReadResult> {
  if (!c.req.raw.body) return { ok: false, status: 400, code: "invalid_json", message: "The request body must be JSON." };
  const body = await readLimitedBody(c.req.raw);
  if (!body.ok) return tooLarge();
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(body.bytes)) };
  } catch {
    return { ok: false, status: 400, code: "invalid_json", message: "The request body must be valid JSON." };
  }
}

function tooLarge(): BodyReadResult {
  return {
    ok: false,
    status: 413,
    code: "payload_too_large",
    message: `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`,
  };
}

/** The error envelope of product-rules.md: Bad input. */
export function errorBody(code: string, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}
