import { expect, test } from "@playwright/test";

/**
 * Static files are answered by Workers Static Assets before the Worker runs; public/_headers gives
 * them the security headers pages get from the Worker, and hashed /assets/* a year's immutable cache.
 */

async function firstAssetPath(request: import("@playwright/test").APIRequestContext, pattern: RegExp) {
  const html = await (await request.get("/about")).text();
  const found = pattern.exec(html)?.[0];
  expect(found, `no ${pattern} in the page`).toBeTruthy();
  return found ?? "";
}

test.describe("static files carry the security headers", () => {
  test("illustrations, favicon, robots.txt, fonts, scripts and styles", async ({ request }) => {
    const paths = [
      "/favicon.svg",
      "/robots.txt",
      "/og-image.png",
      await firstAssetPath(request, /\/assets\/[\w.-]+\.css/),
      await firstAssetPath(request, /\/assets\/[\w.-]+\.js/),
      await firstAssetPath(request, /\/illustrations\/[\w./-]+\.(?:svg|webp|png|jpg|avif)/),
    ];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["strict-transport-security"], path).toContain("max-age=31536000");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["content-security-policy"], path).toContain("default-src 'none'");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
  });

  test("hashed /assets/* are cached for a year and immutable; other files are not", async ({ request }) => {
    const css = await request.get(await firstAssetPath(request, /\/assets\/[\w.-]+\.css/));
    expect(css.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["cache-control"] ?? "").not.toContain("immutable");
  });
});
