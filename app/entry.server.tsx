import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { requestInfoContext } from "./context";
import { DocumentNonce } from "./document-nonce";
import { langOfPath } from "./i18n/lang";
import { ServerDrawnWords } from "./i18n/words";
import { serverDrawnWordsIn } from "./server-drawn-words.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The same nonce the Worker puts in the Content-Security-Policy header (product-rules.md:
  // Untrusted HTML).
  const { nonce } = loadContext.get(requestInfoContext);
  let shellRendered = false;

  const body = await renderToReadableStream(
    // The words of the parts the browser keeps as drawn, which the page's data leaves out.
    <DocumentNonce value={nonce}>
      <ServerDrawnWords value={serverDrawnWordsIn(langOfPath(new URL(request.url).pathname))}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerDrawnWords>
    </DocumentNonce>,
    {
      nonce,
      // Never move finished sections out of line: React otherwise streams large Suspense boundaries
      // (the deferred parts, see app/components/deferred.tsx) as hidden templates revealed by a
      // script, which delays the first paint and hides them from visitors without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  // The whole page before the first byte, for every visitor: a part whose code the browser loads
  // lazily (the booking wizard's checkout) would otherwise arrive as a hidden template that only a
  // script reveals, and a guest whose script has not run, or never will, would not see it. Loaders
  // have already run here, so this waits only for such parts, milliseconds.
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
