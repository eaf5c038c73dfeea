import type { MiddlewareHandler } from "hono";

/**
 * How much of a body left unread we still read through before answering: Cloudflare's edge refuses
 * bodies over 100 MB itself, so on the edge only the time limit below can stop a drain. Reading is
 * waiting on the network, not CPU, so a drain costs the isolate almost nothing.
 */
export const DRAIN_MAX_BYTES = 100 * 1024 * 1024;
/** And for how long, so a trickling or endless upload cannot hold a request open. */
export const DRAIN_MAX_MS = 5_000;

/**
 * A request body we can always finish reading. Whoever handles the request reads `stream`; when it
 * stops early (a 413 after 16 KiB, a refusal that never looks at the body) or cancels it, the
 * source is left intact for `drain`. Cancelling the source instead does not help: in workerd the
 * connection then still holds the unread bytes, and the next request on it fails with "Network
 * connection lost" (a 500 carrying miniflare's stack locally).
 */
function drainableBody(source: ReadableStream<Uint8Array>) {
  const reader = source.getReader();
  let finished = false;
  // workerd allows one pending read on a request body: reads from `stream` and from `drain` queue here.
  let last: Promise<unknown> = Promise.resolve();
  const read = () => {
    const next = last.then(() => reader.read());
    last = next.catch(() => {});
    return next;
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await read();
        if (done) {
        finished = true;
          controller.close();
        } else {
          controller.enqueue(value);
        }
      },
      // The reader of `stream` is done with it; what remains is drained before we answer.
      cancel() {},
    },
    // Pull only when someone reads: nothing is read ahead of a handler that never looks.
    { highWaterMark: 0 },
  );

  async function drain(): Promise<"drained" | "gave_up"> {
    if (finished) return "drained";
    const deadline = Date.now() + DRAIN_MAX_MS;
    let drained = 0;
    const timedOut = Symbol("timeout");
    while (drained <= DRAIN_MAX_BYTES) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const next = await Promise.race([
        read(),
        new Promise<typeof timedOut>((resolve) => {
          timer = setTimeout(() => resolve(timedOut), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (next === timedOut) break;
      if (next.done) {
        finished = true;
        return "drained";
      }
      drained += next.value.byteLength;
    }
    await reader.cancel().catch(() => {});
    return "gave_up";
  }

  return { stream, drain };
}

/**
 * Root middleware: every request body is read to its end before the answer leaves, whatever
 * answered (a 413, 403, 405, 415, an unknown path, a GET route sent a body). Past DRAIN_MAX_BYTES or
 * DRAIN_MAX_MS we stop and ask the client to close the connection instead.
 */
export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  const source = c.req.raw.body;
  if (!source) return next();
  const body = drainableBody(source);
  try {
    c.req.raw = new Request(c.req.raw, { body: body.stream });
  } catch {
    // A GET or HEAD sent with a body cannot be rebuilt with one; nothing reads it there anyway.
  }
  await next();
  if ((await body.drain()) === "gave_up") {
    console.warn(JSON.stringify({ event: "request_body_not_drained", path: c.req.path }));
    try {
      c.res.headers.set("Connection", "close");
    } catch {
      // Immutable headers (a fetched response): closing is only a hint, the answer stands.
    }
  }
};
