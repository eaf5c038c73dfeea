/**
 * Paint first, then fetch the app's JavaScript.
 *
 * React Router's <Scripts> puts a `modulepreload` link per module in the head and a module script
 * that statically imports the route modules, so the browser fetches and compiles about 120 KB of
 * JavaScript while it is still laying out the server's HTML. On a mid-range phone, and measured in
 * Chromium here, that competes with the first paint and holds it back by one to two seconds.
 * Every page is complete without JavaScript (the forms post to actions), so this rewrite starts the
 * same module graph only after the first frame: the preload links are added back from script at
 * that moment (the graph still downloads in parallel), then the route modules and the entry load
 * exactly as React Router would have loaded them.
 *
 * If React Router's boot script ever changes shape, its script is left as rendered (only the preload
 * links are gone, so the modules load one level at a time).
 */

const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"\\]+");\s*$/gm;
/** `import "/assets/manifest-….js";`: the route manifest, when route discovery is "initial". */
const SIDE_EFFECT_IMPORT = /^\s*import ("[^"\\]+");\s*$/gm;
const ENTRY_IMPORT = /^\s*import\(("[^"\\]+")\);\s*$/m;

/** Rewrites React Router's module boot script to start after the first paint, or null when it does not recognise it. */
export function deferBootScript(source: string, preloads: readonly string[]): string | null {
  const imports = [...source.matchAll(STATIC_IMPORT)].map(([, name, specifier]) => ({ name, specifier }));
  const sideEffects = [...source.matchAll(SIDE_EFFECT_IMPORT)].map(([, specifier]) => specifier);
  if (imports.length === 0 || !ENTRY_IMPORT.test(source)) return null;
  const rest = source.replace(STATIC_IMPORT, "").replace(SIDE_EFFECT_IMPORT, "").trim();
  // Any other static import or export cannot move into a function: leave such a script alone.
  if (/^\s*(import\s*[^\s(]|export\b)/m.test(rest)) return null;
  const names = imports.map((entry) => entry.name).join(", ");
  // Every module loads in parallel; the route modules and the manifest are in place before the
  // rest of the script publishes them and imports the entry, as with the static imports.
  const loads = [...imports.map((entry) => entry.specifier), ...sideEffects].map((specifier) => `import(${specifier})`);
  return [
    "(() => {",
    "let started = false;",
    "const start = async () => {",
    "if (started) return;",
    "started = true;",
    `const modules = Promise.all([${loads.join(", ")}]);`,
    // Each preload link costs about a millisecond to start on a slow phone: a few per task, so
    // putting thirty of them back never blocks a tap for long.
    `const preloads = ${JSON.stringify(preloads).replaceAll("<", "\\u003c")};`,
    "const preloadSome = () => {",
    "for (const href of preloads.splice(0, 6)) {",
    'const link = document.createElement("link");',
    'link.rel = "modulepreload";',
    "link.href = href;",
    "document.head.append(link);",
    "}",
    "if (preloads.length > 0) setTimeout(preloadSome, 0);",
    "};",
    "preloadSome();",
    `const [${names}] = await modules;`,
    rest,
    "};",
    // requestAnimationFrame runs just before the first frame; the timeout runs after it. The second
    // timeout covers tabs opened in the background, where animation frames wait for the tab.
    "requestAnimationFrame(() => setTimeout(start, 0));",
    "setTimeout(start, 1500);",
    "})();",
  ].join("\n");
}

/** Applies deferBootScript to an HTML response as it streams. */
export function deferAppScripts(response: Response): Response {
  if (!(response.headers.get("Content-Type") ?? "").includes("text/html") || !response.body) return response;
  const preloads: string[] = [];
  let source = "";
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (!href) return;
        preloads.push(href);
        link.remove();
      },
    })
    .on('script[type="module"]', {
      text(chunk) {
        source += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        const deferred = deferBootScript(source, preloads);
        // Unrecognised: the original script still loads every module through its imports (without
        // the preloads, one level at a time), so the page keeps working.
        if (!deferred) console.warn(JSON.stringify({ event: "boot_script_not_deferred" }));
        chunk.replace(deferred ?? source, { html: true });
        source = "";
      },
    })
    .transform(response);
}
