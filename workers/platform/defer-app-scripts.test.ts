import { describe, expect, it } from "vitest";
import { deferAppScripts, deferBootScript, trimInlineManifest } from "./defer-app-scripts";
import { compactDataScript, singleQuotedLiteral } from "./stream-data-literal";

// The shape React Router 8's <Scripts> renders with route discovery "initial" (the manifest is a
// module of its own); React hoists the module preloads into the head.
const BOOT = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/events-B.js";
import "/assets/manifest-M.js";


  window.__reactRouterRouteModules = {"root":route0,"routes/events":route1};

import("/assets/entry.client-C.js");`;

// The shape with lazy route discovery (react-router.config.ts): the page's own routes are inline,
// pretty-printed as React Router 8.5 writes them (shortened).
const LAZY_MANIFEST = {
  entry: { module: "/assets/entry.client-C.js", imports: ["/assets/shell-S.js", "/assets/react-dom-R.js"], css: [] },
  routes: {
    root: {
      id: "root",
      path: "",
      hasAction: false,
      hasLoader: true,
      hasClientAction: false,
      hasDefaultExport: true,
      hasErrorBoundary: true,
      module: "/assets/root-A.js",
      imports: ["/assets/shell-S.js", "/assets/react-dom-R.js"],
      css: ["/assets/root.css"],
    },
    "site/events/events": {
      id: "site/events/events",
      parentId: "root",
      path: "hi?/Event",
      hasAction: true,
      hasLoader: true,
      hasClientAction: true,
      hasErrorBoundary: false,
      module: "/assets/events-main-B.js",
      imports: ["/assets/shell-S.js", "/assets/modal-M.js"],
      css: [],
      clientActionModule: "/assets/events-client-action-D.js",
    },
  },
  url: "/assets/manifest-M.js",
  version: "M",
};
const lazyBoot = (manifest: string) => `;
import * as route0 from "/assets/root-A.js";
  window.__reactRouterManifest = ${manifest};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-C.js");`;
const LAZY_BOOT = lazyBoot(JSON.stringify(LAZY_MANIFEST, null, 2));
// What the browser reads of it: true flags, modules, stylesheets, and the version discovery sends.
const TRIMMED_MANIFEST = {
  entry: { module: "/assets/entry.client-C.js", imports: [] },
  routes: {
    root: { id: "root", path: "", hasLoader: true, hasDefaultExport: true, hasErrorBoundary: true, module: "/assets/root-A.js", css: ["/assets/root.css"] },
    "site/events/events": { id: "site/events/events", parentId: "root", path: "hi?/Event", hasAction: true, hasLoader: true, hasClientAction: true, module: "/assets/events-main-B.js", clientActionModule: "/assets/events-client-action-D.js" },
  },
  version: "M",
};

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

type PaintList = { getEntriesByName: (name: string) => unknown[] };

/**
 * A browser's paint timing, as far as the wrapper uses it: `paint(name)` delivers an entry to every
 * observer still connected, as the browser does once that paint is drawn.
 */
function paintTiming() {
  const observers = new Set<{ callback: (list: PaintList) => void; observing: boolean }>();
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    private readonly entry: { callback: (list: PaintList) => void; observing: boolean };
    constructor(callback: (list: PaintList) => void) {
      this.entry = { callback, observing: false };
      observers.add(this.entry);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      this.entry.observing = true;
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  const paint = (name: string) => {
    for (const observer of [...observers]) {
      if (observer.observing) observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  };
  return { FakeObserver, paint, connected: () => observers.size };
}

/**
 * Runs a deferred boot script against a recording document; returns what it put in the page.
 * `observer` is the browser's PerformanceObserver, or undefined for a browser without paint timing.
 */
function runDeferred(script: string, observer?: unknown) {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const inHead: Record<string, string>[] = [];
  const inBody: Record<string, string>[] = [];
  const fakeDocument = {
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: Record<string, string>) => inHead.push(element) },
    body: { append: (element: Record<string, string>) => inBody.push(element) },
  };
  const run = new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", script);
  run(
    fakeDocument,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    observer,
  );
  return { frames, timers, inHead, inBody };
}

describe("deferBootScript", () => {
  it("runs React Router's boot script unchanged, as a module script inserted once content is painted", () => {
    const out = deferBootScript(BOOT, "n0nce") ?? "";
    const timing = paintTiming();
    const { frames, timers, inHead, inBody } = runDeferred(out, timing.FakeObserver);
    // Nothing happens while the page is still being parsed and painted, nor on a blank first paint.
    expect(frames).toEqual([]);
    timing.paint("first-paint");
    expect(timers).toHaveLength(1);
    expect(inHead).toEqual([]);
    expect(inBody).toEqual([]);
    timing.paint("first-contentful-paint");
    expect(timing.connected()).toBe(0);
    // The app starts in the task after the paint (the second timer; the first is the fallback).
    expect(timers).toHaveLength(2);
    timers[1]();
    // One preload link, for the entry the boot script imports last; the module loader fetches the rest.
    expect(inHead).toEqual([{ tag: "link", rel: "modulepreload", href: "/assets/entry.client-C.js" }]);
    expect(inBody).toEqual([{ tag: "script", type: "module", nonce: "n0nce", textContent: BOOT }]);
  });

  it("starts after the first frame in a browser without paint timing", () => {
    const { frames, timers, inBody } = runDeferred(deferBootScript(BOOT, "n0nce") ?? "");
    expect(frames).toHaveLength(1);
    expect(timers).toHaveLength(1);
    frames[0]();
    timers[1]();
    expect(inBody).toEqual([{ tag: "script", type: "module", nonce: "n0nce", textContent: BOOT }]);
  });

  it("starts after the first frame where paint timing cannot report paints", () => {
    // An observer constructor (typeof "function") whose browser reports resources but not paints.
    const NoPaints = Object.assign(() => undefined, { supportedEntryTypes: ["resource"] });
    const { frames, inBody } = runDeferred(deferBootScript(BOOT, "n0nce") ?? "", NoPaints);
    expect(frames).toHaveLength(1);
    expect(inBody).toEqual([]);
  });

  it("starts once, whether the paint or the fallback timer comes first", () => {
    const timing = paintTiming();
    const { timers, inBody } = runDeferred(deferBootScript(BOOT, "n0nce") ?? "", timing.FakeObserver);
    // A background tab: nothing painted, only the fallback timer.
    timers[0]();
    expect(inBody).toHaveLength(1);
    timing.paint("first-contentful-paint");
    for (const timer of timers.slice(1)) timer();
    expect(inBody).toHaveLength(1);
  });

  it("also takes the inline-manifest shape, trimmed, and leaves the nonce out when the page has none", () => {
    const { frames, timers, inBody } = runDeferred(deferBootScript(LAZY_BOOT, null) ?? "");
    for (const frame of frames) frame();
    for (const timer of [...timers]) timer();
    expect(inBody).toEqual([{ tag: "script", type: "module", textContent: trimInlineManifest(LAZY_BOOT) }]);
    expect(inBody[0].textContent).toContain('window.__reactRouterRouteModules = {"root":route0};');
  });

  it("cannot close its own <script> element, whatever the boot script contains", () => {
    const tricky = `${BOOT}\nwindow.note = "</script><script>alert(1)</script>";`;
    const out = deferBootScript(tricky, "n0nce") ?? "";
    expect(out.toLowerCase()).not.toContain("</script");
    const { timers, inBody } = runDeferred(out);
    for (const timer of timers) timer();
    expect(inBody[0].textContent).toBe(tricky);
  });

  it("leaves a script that is not React Router's boot script alone", () => {
    expect(deferBootScript('import * as route0 from "/assets/root-A.js";\nwindow.x = route0;', "n0nce")).toBeNull();
    expect(deferBootScript("", "n0nce")).toBeNull();
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
    expect(html).toContain("boot.nonce = 'n0nce';");
    expect(html).toContain(`boot.textContent = ${singleQuotedLiteral(BOOT)};`);
    expect(html).not.toMatch(/^\s*import \* as/m);
  });

  it("handles a boot script that arrives split across many chunks", async () => {
    const cut = PAGE.indexOf("import * as route1");
    const chunks = [PAGE.slice(0, cut - 7), PAGE.slice(cut - 7, cut + 5), PAGE.slice(cut + 5, cut + 60), PAGE.slice(cut + 60)];
    const html = await deferAppScripts(htmlResponse(chunks)).text();
    expect(html).toContain(`boot.textContent = ${singleQuotedLiteral(BOOT)};`);
    expect(html.match(/__reactRouterRouteModules/g)).toHaveLength(1);
  });

  it("keeps an unrecognised module script intact", async () => {
    const odd = PAGE.replace(BOOT, 'console.log("hello");');
    const html = await deferAppScripts(htmlResponse([odd])).text();
    expect(html).toContain('<script nonce="n0nce" type="module" async="">console.log("hello");</script>');
  });

  it("writes the page's data scripts with single quotes, in one piece however the HTML streams in", async () => {
    const data = 'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]\\n");';
    const page = PAGE.replace("</body>", `<script nonce="n0nce">${data}</script>\n<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body>`);
    const cut = page.indexOf("loaderData");
    const html = await deferAppScripts(htmlResponse([page.slice(0, cut), page.slice(cut, cut + 3), page.slice(cut + 3)])).text();
    expect(html).toContain(`<script nonce="n0nce">${compactDataScript(data)}</script>`);
    expect(html).toContain("enqueue('[{\"_1\":2},\"loaderData\"]\\n');");
    expect(html).toContain('<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script>');
    expect(html).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
  });

  it("passes responses that are not HTML through untouched", async () => {
    const json = htmlResponse(['{"a":"<link rel=\\"modulepreload\\">"}'], "application/json");
    expect(await deferAppScripts(json).text()).toBe('{"a":"<link rel=\\"modulepreload\\">"}');
  });
});

describe("trimInlineManifest", () => {
  const manifestOf = (source: string) => JSON.parse(/window\.__reactRouterManifest = (.*);\n/.exec(source)?.[1] ?? "null");

  it("keeps what the browser reads of the page's routes, written compact", () => {
    const trimmed = trimInlineManifest(LAZY_BOOT);
    expect(manifestOf(trimmed)).toEqual(TRIMMED_MANIFEST);
    expect(trimmed).toBe(lazyBoot(JSON.stringify(TRIMMED_MANIFEST)));
    expect(trimmed.length).toBeLessThan((LAZY_BOOT.length * 2) / 3);
  });

  it("leaves a manifest of another shape as it was", () => {
    const oneLine = lazyBoot(JSON.stringify(LAZY_MANIFEST));
    expect(trimInlineManifest(oneLine)).toBe(oneLine);
    const notJson = lazyBoot("{\n  entry: window.entry\n}");
    expect(trimInlineManifest(notJson)).toBe(notJson);
    const noEntry = lazyBoot(JSON.stringify({ routes: {} }, null, 2));
    expect(trimInlineManifest(noEntry)).toBe(noEntry);
    expect(trimInlineManifest(BOOT)).toBe(BOOT);
  });
});
