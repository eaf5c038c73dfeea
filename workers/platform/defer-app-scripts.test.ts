import { describe, expect, it } from "vitest";
import { deferAppScripts, deferBootScript } from "./defer-app-scripts";

// The shape React Router 8's <Scripts> renders with route discovery "initial" (the manifest is a
// module of its own); React hoists the module preloads into the head.
const BOOT = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/events-B.js";
import "/assets/manifest-M.js";


  window.__reactRouterRouteModules = {"root":route0,"routes/events":route1};

import("/assets/entry.client-C.js");`;

// The shape with lazy route discovery: the manifest is inline.
const LAZY_BOOT = `;
import * as route0 from "/assets/root-A.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js","imports":[]},"routes":{}};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-C.js");`;

const PAGE = `<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>
<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="n0nce"/>
<link rel="modulepreload" href="/assets/root-A.js" nonce="n0nce"/>
<link rel="stylesheet" href="/assets/root.css"/>
<script type="application/ld+json">{"@type":"Hotel"}</script></head>
<body><h1>Events</h1>
<script nonce="n0nce">window.__reactRouterContext = {};</script>
<script nonce="n0nce" type="module" async="">${BOOT}</script>
</body></html>`;

function htmlResponse(chunks: string[], type = "text/html; charset=utf-8"): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": type } });
}

describe("deferBootScript", () => {
  it("turns the static route imports into imports that start after the first frame", () => {
    const out = deferBootScript(BOOT, ["/assets/entry.client-C.js", "/assets/root-A.js"]);
    expect(out).not.toBeNull();
    const script = out ?? "";
    expect(script).not.toMatch(/^\s*import \* as/m);
    expect(script).toContain(
      'const modules = Promise.all([import("/assets/root-A.js"), import("/assets/events-B.js"), import("/assets/manifest-M.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/events":route1};');
    expect(script).toContain('import("/assets/entry.client-C.js");');
    expect(script).toContain('const preloads = ["/assets/entry.client-C.js","/assets/root-A.js"];');
    expect(script).toContain("requestAnimationFrame(() => setTimeout(start, 0));");
    // The route modules load before the manifest is published and the entry runs.
    expect(script).not.toMatch(/^\s*import "/m);
    expect(script).toContain("const [route0, route1] = await modules;");
    expect(script.indexOf("await modules")).toBeLessThan(script.indexOf("__reactRouterRouteModules"));
    expect(script.indexOf("__reactRouterRouteModules")).toBeLessThan(script.indexOf('import("/assets/entry.client-C.js")'));
  });

  it("parses as a script and runs the boot exactly once", async () => {
    const preloads = Array.from({ length: 14 }, (_, i) => `/assets/p${i}.js`);
    const out = deferBootScript(BOOT, preloads) ?? "";
    // Dynamic import cannot be stubbed, so run the script with `import(` pointed at a recorder.
    const runnable = out.replaceAll("import(", "load(");
    const loaded: string[] = [];
    const appended: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const fakeWindow: Record<string, unknown> = {};
    const fakeDocument = {
      createElement: () => ({ rel: "", href: "" }),
      head: { append: (link: { href: string }) => appended.push(link.href) },
    };
    const run = new Function("window", "document", "requestAnimationFrame", "setTimeout", "load", runnable);
    run(
      fakeWindow,
      fakeDocument,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      async (url: string) => {
        loaded.push(url);
        return { url };
      },
    );
    expect(loaded).toEqual([]);
    for (const frame of frames) frame();
    for (const timer of timers) timer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // All fourteen preloads, six per task.
    expect(appended).toEqual(preloads);
    expect(timers.length).toBeGreaterThanOrEqual(3);
    expect(loaded).toEqual([
      "/assets/root-A.js",
      "/assets/events-B.js",
      "/assets/manifest-M.js",
      "/assets/entry.client-C.js",
    ]);
    expect(fakeWindow.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-A.js" },
      "routes/events": { url: "/assets/events-B.js" },
    });
  });

  it("also takes the inline-manifest shape, and its output parses", () => {
    const out = deferBootScript(LAZY_BOOT, []) ?? "";
    expect(out).toContain('const modules = Promise.all([import("/assets/root-A.js")]);');
    expect(out).toContain("window.__reactRouterManifest = ");
    expect(() => new Function(out)).not.toThrow();
    expect(() => new Function(deferBootScript(BOOT, []) ?? "")).not.toThrow();
  });

  it("leaves a boot script of another shape alone", () => {
    expect(deferBootScript('import("/assets/entry.client-C.js");', [])).toBeNull();
    expect(deferBootScript('import * as route0 from "/assets/root-A.js";\nwindow.x = route0;', [])).toBeNull();
    expect(deferBootScript(`${BOOT}\nimport { y } from "/assets/y.js";`, [])).toBeNull();
    expect(deferBootScript(`${BOOT}\nimport z from "/assets/z.js";`, [])).toBeNull();
    expect(deferBootScript(`${BOOT}\nexport const w = 1;`, [])).toBeNull();
  });
});

describe("deferAppScripts", () => {
  it("drops the preload links and defers the boot script, leaving every other script as it was", async () => {
    const html = await deferAppScripts(htmlResponse([PAGE])).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Hotel"}</script>');
    expect(html).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
    expect(html).toContain('<script nonce="n0nce" type="module" async="">(() => {');
    expect(html).toContain('const preloads = ["/assets/entry.client-C.js","/assets/root-A.js"];');
    expect(html).not.toMatch(/^\s*import \* as/m);
  });

  it("handles a boot script that arrives split across many chunks", async () => {
    const cut = PAGE.indexOf("import * as route1");
    const chunks = [PAGE.slice(0, cut - 7), PAGE.slice(cut - 7, cut + 5), PAGE.slice(cut + 5, cut + 60), PAGE.slice(cut + 60)];
    const html = await deferAppScripts(htmlResponse(chunks)).text();
    expect(html).toContain("const [route0, route1] = await modules;");
    expect(html.match(/__reactRouterRouteModules/g)).toHaveLength(1);
  });

  it("keeps an unrecognised boot script intact", async () => {
    const odd = PAGE.replace(BOOT, 'import("/assets/entry.client-C.js");');
    const html = await deferAppScripts(htmlResponse([odd])).text();
    expect(html).toContain('<script nonce="n0nce" type="module" async="">import("/assets/entry.client-C.js");</script>');
  });

  it("passes responses that are not HTML through untouched", async () => {
    const json = htmlResponse(['{"a":"<link rel=\\"modulepreload\\">"}'], "application/json");
    expect(await deferAppScripts(json).text()).toBe('{"a":"<link rel=\\"modulepreload\\">"}');
  });
});
