import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { DOCUMENT_404, watchConsoleErrors } from "./support/console-errors";
import { openPage } from "./support/page";

test("an unknown path answers 404 and shows the home page under a 'page not found' notice (product-rules.md: Routes and not-found)", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page, [DOCUMENT_404]);
  const response = await openPage(page, "/no-such-page/here");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("main")).toContainText("/no-such-page/here");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // The home content follows: hero, booking strip, rooms.
  await expect(page.getByRole("region", { name: "Highlights" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Check availability" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Rooms and suites" })).toBeAttached();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
  consoleErrors.expectNone();
});

test("the 404 page has no serious accessibility violation", async ({ page }) => {
  // A full axe scan of the long home content.
  test.setTimeout(120_000);
  await openPage(page, "/missing");
  await expectNoSeriousA11yViolations(page);
});
