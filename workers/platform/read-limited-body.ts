/** Bodies over 16 KiB are refused before anything parses them: no form or API call needs more. */
export const MAX_BODY_BYTES = 16 * 1024;

export type LimitedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: "too_large" };

/**
 * Reads a request body into memory, refusing it as soon as it passes `limit` bytes. It counts the
 * bytes that actually arrive, so a lying or absent Content-Length cannot smuggle a large body. A
 * refused body is left where it stopped; the Worker's root drains what remains before answering
 * (see drain-unread-body.ts), so this never cancels the stream itself.
 */
export async function readLimitedBody(request: Request, limit = MAX_BODY_BYTES): Promise<LimitedBody> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return { ok: false, reason: "too_large" };
  const body = request.body;
  if (!body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) return { ok: false, reason: "too_large" };
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
