import type { Context } from "hono";

/** D7: bodies over 16 KiB are refused before they are parsed. */
export const MAX_BODY_BYTES = 16 * 1024;

export type BodyReadResult =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413 | 415; code: string; message: string };

/**
 * Reads a JSON request body defensively (D8): too large → 413, not JSON → 400; never throws.
 * Reads the stream itself so a lying or missing Content-Length cannot smuggle a large body.
 */
export async function readJsonBody(c: Context): Promise<BodyReadResult> {
  const declared = Number(c.req.header("Content-Length") ?? "0");
  if (declared > MAX_BODY_BYTES) return tooLarge();
  const body = c.req.raw.body;
  if (!body) return { ok: false, status: 400, code: "invalid_json", message: "The request body must be JSON." };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) };
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

/** The D8 error envelope. */
export function errorBody(code: string, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}
