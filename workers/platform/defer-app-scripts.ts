import { compactDataScript, singleQuotedLiteral } from "./stream-data-literal";

/**
 * Paint first, then fetch the app's JavaScript.
 *
 * React Router's <Scripts> puts a `modulepreload` link per module in the head and a module script
 * that statically imports the route modules, so the browser fetches and compiles about 120 KB of
 * JavaScript while it is still laying out the server's HTML. On a mid-range phone, and measured in
 * Chromium here, that competes with the first paint and holds it back by one to two seconds.
 * Every page is complete without JavaScript (the forms post to actions), so this rewrite runs the
 * same boot script, unchanged, only once the page has painted content: a small inline script inserts
 * it as a module script then. "Painted content" is the browser's first contentful paint, not merely
 * its first frame: a first frame can be blank while text waits for its font or the parser for more
 * HTML, and the app's 130 KB then shared a 4G connection with the fonts and the first picture. Its
 * static imports are fetched by the browser's module loader, in parallel and off the page's own
 * script; only the entry module, which the boot script imports last, gets a preload link so it
 * downloads alongside the route modules.
 *
 * Why not put the preload links back from script: in Chromium each request started from script
 * costs the main thread about a millisecond (several under DevTools, as in Lighthouse), and thirty
 * of them were the longest tasks after the first paint. The module loader's own requests are cheap.
 */

/** `import("/assets/entry.client-….js");`: the last line of React Router's boot script. */
const ENTRY_IMPORT = /^\s*import\(("[^"\\]+")\);\s*$/m;

/**
 * The page's own routes as lazy route discovery writes them into the boot script
 * (`window.__reactRouterManifest = {…};`), pretty-printed. The closing brace is the first at the
 * start of a line.
 */
const INLINE_MANIFEST = /window\.__reactRouterManifest = (\{[\s\S]*?\n\});/;

type ManifestRoute = Record<string, unknown>;

/**
 * The inline route manifest, written compact and without what the browser never reads from it
 * (every page's HTML carries it, and the Hindi home page's HTML is the closest to its budget):
 * flags that are false (React Router only asks whether they are true), empty stylesheet lists, the
 * modules a route imports and the manifest file's address (read only to preload modules and the
 * whole manifest, which lazy discovery and this rewrite never do; the entry's list stays, empty,
 * because the boot component reads it). Routes found later come from `/__manifest` untouched.
 * Anything not in the expected shape is left as it was.
 */
export function trimInlineManifest(source: string): string {
  const found = INLINE_MANIFEST.exec(source);
  if (!found) return source;
  let manifest: { entry?: { module?: unknown }; routes?: Record<string, ManifestRoute>; url?: unknown };
  try {
    manifest = JSON.parse(found[1]);
  } catch {
    return source;
  }
  if (!manifest.entry || typeof manifest.entry.module !== "string" || !manifest.routes) return source;
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => [
      id,
      Object.fromEntries(
        Object.entries(route).filter(([key, value]) => value !== false && key !== "imports" && !(key === "css" && Array.isArray(value) && value.length === 0)),
      ),
    ]),
  );
  const { url: _url, ...rest } = manifest;
  const trimmed = JSON.stringify({ ...rest, entry: { module: manifest.entry.module, imports: [] }, routes });
  return source.replace(found[1], () => trimmed);
}

/**
 * Wraps React Router's module boot script so that it runs after the first contentful paint, or
 * returns null when the script is not one to wrap (no entry import: not React Router's boot script).
 */
export function deferBootScript(source: string, nonce: string | null): string | null {
  const entry = ENTRY_IMPORT.exec(source)?.[1];
  if (!entry) return null;
  return [
    "(() => {",
    "let started = false;",
    "const start = () => {",
    "if (started) return;",
    "started = true;",
    'const preload = document.createElement("link");',
    'preload.rel = "modulepreload";',
    `preload.href = ${entry};`,
    "document.head.append(preload);",
    'const boot = document.createElement("script");',
    'boot.type = "module";',
    ...(nonce ? [`boot.nonce = ${singleQuotedLiteral(nonce)};`] : []),
    `boot.textContent = ${singleQuotedLiteral(trimInlineManifest(source))};`,
    "document.body.append(boot);",
    "};",
    // The paint timing entry arrives once the first contentful frame is drawn (buffered: it may
    // already have been); the timeout then starts the app in the task after it. Browsers without
    // paint timing start after the first frame: requestAnimationFrame runs just before it, the
    // timeout after it. The last timeout covers tabs opened in the background, which paint nothing.
    'if (typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes || []).includes("paint")) {',
    "const painted = new PerformanceObserver((list) => {",
    'if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
    "painted.disconnect();",
    "setTimeout(start, 0);",
    "});",
    'painted.observe({ type: "paint", buffered: true });',
    "} else requestAnimationFrame(() => setTimeout(start, 0));",
    "setTimeout(start, 1500);",
    "})();",
  ].join("\n");
}

/**
 * Applies deferBootScript to an HTML response as it streams, drops the preload links, and writes
 * the page's data scripts compact (stream-data-literal.ts) in the same pass.
 */
export function deferAppScripts(response: Response): Response {
  if (!(response.headers.get("Content-Type") ?? "").includes("text/html") || !response.body) return response;
  let source = "";
  let data = "";
  let nonce: string | null = null;
  return new HTMLRewriter()
    .on("script:not([type])", {
      text(chunk) {
        data += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        chunk.replace(compactDataScript(data) ?? data, { html: true });
        data = "";
      },
    })
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.remove();
      },
    })
    .on('script[type="module"]', {
      element(script) {
        nonce = script.getAttribute("nonce");
      },
      text(chunk) {
        source += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        const deferred = deferBootScript(source, nonce);
        // Not React Router's boot script: left as it was. Without the preload links its modules
        // load one level at a time, and the page keeps working.
        if (!deferred) console.warn(JSON.stringify({ event: "boot_script_not_deferred" }));
        chunk.replace(deferred ?? source, { html: true });
        source = "";
      },
    })
    .transform(response);
}
