import { type APIRequestContext, expect, test } from "@playwright/test";
import { openPage } from "./support/page";

/**
 * The Worker runs React Router's boot script only once the page has painted content
 * (workers/platform/defer-app-scripts.ts). That rewrite matches the script React Router generates,
 * so these checks read the real build's HTML: if an upgrade changes the script's shape, the page
 * falls back to loading its JavaScript before the first paint and this spec fails.
 */

/** The bodies of the page's inline module scripts. */
function moduleScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
}

/** The boot script a deferred wrapper carries as a string, to insert once the frame is drawn. */
function wrappedBootScript(wrapper: string): string {
  const literal = /^boot\.textContent = ('.*');$/m.exec(wrapper)?.[1];
  expect(literal, "the module script does not carry React Router's boot script as a string").toBeTruthy();
  // A single-quoted JavaScript literal (workers/platform/stream-data-literal.ts), read as the browser reads it.
  return new Function(`return ${literal ?? "''"};`)() as string;
}

async function expectDeferred(request: APIRequestContext, path: string, cacheStatus?: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  if (cacheStatus) expect(response.headers()["x-page-cache"], path).toBe(cacheStatus);
  const html = await response.text();

  // No preload links: they would fetch every route module while the page is still laid out.
  expect(html.includes('rel="modulepreload"'), `${path}: a modulepreload link is still in the HTML`).toBe(false);
  // No module import outside the wrapper's string: nothing fetches the app's modules before the first paint.
  const outsideString = html.replace(/^boot\.textContent = '.*';$/m, "");
  const eagerImport = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)"\/assets\/[^"]+"/.exec(outsideString)?.[0];
  expect(eagerImport, `${path}: a module import runs before the first paint`).toBeUndefined();

  const scripts = moduleScripts(html);
  expect(scripts, path).toHaveLength(1);
  const wrapper = scripts[0];
  expect(wrapper).toContain('painted.observe({ type: "paint", buffered: true });');
  expect(wrapper).toContain('list.getEntriesByName("first-contentful-paint")');
  expect(wrapper).toContain("} else requestAnimationFrame(() => setTimeout(start, 0));");
  expect(wrapper).toContain("setTimeout(start, 1500);");

  const boot = wrappedBootScript(wrapper);
  expect(boot).toMatch(/^\s*import \* as route0 from "\/assets\/root-[\w-]+\.js";$/m);
  const entry = /^\s*import\(("\/assets\/entry\.client-[\w-]+\.js")\);\s*$/m.exec(boot)?.[1];
  expect(entry, "the boot script no longer ends by importing the client entry").toBeTruthy();
  // Only the entry gets a preload link, added when the boot script starts.
  expect(wrapper).toContain(`preload.href = ${entry};`);
}

test.describe("the boot script runs after the first contentful paint", () => {
  test("rendered pages carry React Router's boot script deferred", async ({ request }) => {
    for (const path of ["/", "/RoomDetails/1", "/BookingForm"]) await expectDeferred(request, path);
  });

  test("pages from the edge page cache carry it deferred too", async ({ request }) => {
    // The cache stores the page after the rewrite, in the background of the first answer.
    await expect
      .poll(async () => (await request.get("/about")).headers()["x-page-cache"])
      .toBe("HIT");
    await expectDeferred(request, "/about", "HIT");
  });

  test("the deferred script starts the app: the entry is preloaded and the page hydrates", async ({ page }) => {
    await openPage(page, "/");
    await expect(page.locator('head link[rel="modulepreload"][href^="/assets/entry.client-"]')).toHaveCount(1);
    // The app's first request leaves after the page has painted content, not beside it.
    const timing = await page.evaluate(() => ({
      contentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      entryRequested: performance
        .getEntriesByType("resource")
        .find((entry) => new URL(entry.name).pathname.startsWith("/assets/entry.client-"))?.startTime,
    }));
    expect(timing.contentfulPaint, "no first contentful paint was recorded").toBeGreaterThan(0);
    expect(timing.entryRequested, "the client entry was never requested").toBeGreaterThan(0);
    // Unless nothing was painted within the fallback's 1.5 s (a busy machine's headless Chromium can hold
    // its first frame that long), the entry leaves after the paint.
    const requested = timing.entryRequested ?? 0;
    expect(requested >= (timing.contentfulPaint ?? Number.POSITIVE_INFINITY) || requested >= 1500, JSON.stringify(timing)).toBe(true);
  });
});
