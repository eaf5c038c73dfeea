import { expect, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { skipSessionIntro } from "./support/session-intro";

test.beforeEach(async ({ page }) => {
  await skipSessionIntro(page);
});

test("each of the ten attractions has a Get directions link to a maps search in a new tab", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await page.goto("/omkareshwar-tourism");
  const attractions = page.locator("main ol > li");
  await expect(attractions).toHaveCount(10);
  const links = page.getByRole("link", { name: /^Get directions to / });
  await expect(links).toHaveCount(10);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  }
  await expect(page.locator('main a[href^="tel:+91"]').filter({ hasText: "Contact Us" })).toBeVisible();
  consoleErrors.expectNone();
});
