import { expect, type Page, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { openPage } from "./support/page";

// Route discovery is lazy (react-router.config.ts, app/route-discovery.ts): a page carries only its
// own routes, asks for the routes behind its links once every part of it has hydrated, and asks for
// one route at once when the guest follows a link before that.

function manifestRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/__manifest") paths.push(url.searchParams.get("paths") ?? "");
  });
  return paths;
}

const routeIdsOfPage = (page: Page) =>
  page.evaluate(() => Object.keys((window as unknown as { __reactRouterManifest: { routes: object } }).__reactRouterManifest.routes));

test("a page carries only its own routes, and asks for its links' routes only once every part has hydrated", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await page.setViewportSize({ width: 412, height: 823 });
  const asked = manifestRequests(page);
  await openPage(page, "/");
  expect(await routeIdsOfPage(page)).toEqual(["root", "site/home/home"]);

  // The sections below the first screen still hold the server's HTML: the links wait.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  const parts = page.locator("[data-part]");
  await expect(parts.first()).toHaveAttribute("data-part", "pending");
  expect(asked).toEqual([]);

  // Scrolled through, every part hydrates (the server-drawn ones stay the server's HTML, never
  // React's), and then the links' routes are asked for, once.
  const asking = page.waitForRequest((request) => new URL(request.url()).pathname === "/__manifest", { timeout: 30_000 });
  for (let i = 0; i < (await parts.count()); i++) {
    await parts.nth(i).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await asking;
  await page.waitForTimeout(1000);
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain("/Room");
  // Never the desk's: no public page links to it.
  expect(asked.join(",")).not.toContain("/admin");
  consoleErrors.expectNone();
});

test("a link followed before the page has fully hydrated navigates in the page, asking for its one route first", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  const asked = manifestRequests(page);
  await openPage(page, "/");
  expect(asked).toEqual([]);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(asked[0]).toBe("/about");
  // A navigation in the page, not a new document: the window kept what the test left on it.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  consoleErrors.expectNone();
});
