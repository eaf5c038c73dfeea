import { expect, type Locator, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { openPage } from "./support/page";

/**
 * On a phone the header's hidden parts (the desktop bar below 1200 px, the top bar below 768 px) stay
 * as the server drew them: React hydrates none of their links, so the phone's first seconds go to
 * what a guest can use (app/components/kept-html.ts). They come alive when they can be seen: the
 * window widens, or the page changes language.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Whether React owns the element (it hydrated or rendered it): React marks such nodes with its props. */
const reactOwns = (locator: Locator) =>
  locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")));

test("a phone keeps the hidden desktop bar and top bar as drawn; widened, the bar works", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await openPage(page, "/about");
  const bar = page.getByRole("navigation", { name: "Main", includeHidden: true });
  const barLink = bar.getByRole("link", { name: "Home", includeHidden: true });
  // The top bar's call link, first in the page.
  const topBarCall = page.locator('a[href^="tel:"]').first();
  expect(await reactOwns(barLink)).toBe(false);
  expect(await reactOwns(topBarCall)).toBe(false);
  // What a phone uses is React's: the menu button works.
  const toggle = page.getByRole("button", { name: "Menu" });
  expect(await reactOwns(toggle)).toBe(true);
  await toggle.click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await toggle.click();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  expect(await reactOwns(bar.getByRole("link", { name: "Home" }))).toBe(true);
  const dining = bar.getByRole("button", { name: "Dining" });
  await dining.click();
  await expect(dining).toHaveAttribute("aria-expanded", "true");
  await bar.getByRole("link", { name: "Fine Dining" }).click();
  await expect(page).toHaveURL(/\/Finedinning$/);
  await expect(bar.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  consoleErrors.expectNone();
});

test("a phone that switches language gets the bar and top bar in the new language when the window widens", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await openPage(page, "/about");
  await page.getByRole("banner").getByRole("link", { name: /हिन्दी/ }).click();
  await expect(page).toHaveURL(/\/hi\/about$/i);
  await page.setViewportSize({ width: 1280, height: 800 });
  const bar = page.getByRole("navigation", { name: "मुख्य" });
  await expect(bar.getByRole("link", { name: "हमारे बारे में" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator('a[href^="tel:"]').first()).toHaveAccessibleName(/फ़ोन करें/);
  consoleErrors.expectNone();
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the desktop bar is React's from the start", async ({ page }) => {
    await openPage(page, "/about");
    const bar = page.getByRole("navigation", { name: "Main" });
    expect(await reactOwns(bar.getByRole("link", { name: "Home" }))).toBe(true);
  });
});
