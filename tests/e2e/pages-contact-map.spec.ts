import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { watchConsoleErrors } from "./support/console-errors";
import { hydrated } from "./support/page";
import { SESSION_INTRO_KEYS } from "./support/session-intro";

test("the contact map loads nothing from a third party until the guest asks for it (product-rules.md: Third-party facades)", async ({ page }) => {
  // Like skipSessionIntro, but only in the top frame: the map's frame may not touch storage.
  await page.addInitScript((keys) => {
    if (window.top !== window) return;
    window.sessionStorage.setItem(keys.splash, "1");
    window.sessionStorage.setItem(keys.welcome, "1");
  }, SESSION_INTRO_KEYS);
  const consoleErrors = watchConsoleErrors(page);
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL) && !request.url().startsWith("data:")) thirdParty.push(request.url());
  });
  // The test never reaches the internet: the embed's request is answered locally once it is made.
  await page.route("https://www.google.com/maps**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>map</title>" }),
  );

  await page.goto("/Contact");
  await hydrated(page);
  await expect(page.locator('img[src="/illustrations/map-preview.svg"]')).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);

  await page.getByRole("button", { name: /show the interactive map/i }).click();
  await expect(page.locator('iframe[src^="https://www.google.com/maps"]')).toBeAttached();
  await expect.poll(() => thirdParty.some((url) => url.startsWith("https://www.google.com/maps"))).toBe(true);
  consoleErrors.expectNone();
});
