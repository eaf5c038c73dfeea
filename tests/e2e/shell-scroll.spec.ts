import { expect, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { openPage } from "./support/page";

test("the back-to-top button appears only past 300 px and scrolls to the top", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await openPage(page, "/");
  const button = page.getByRole("button", { name: "Back to top" });
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 320));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
  consoleErrors.expectNone();
});

test("every navigation starts at the top of the new page", async ({ page }) => {
  await openPage(page, "/");
  const footerLink = page.getByRole("contentinfo").getByRole("navigation", { name: "Links" }).getByRole("link", { name: "Gallery" });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await footerLink.click();
  await expect(page).toHaveURL(/\/Gallery$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
