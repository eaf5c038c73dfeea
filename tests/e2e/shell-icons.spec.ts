import { expect, type Page, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { openPage } from "./support/page";

/** Every icon's <use> on the page, and whether its symbol is in the page with shapes to draw. */
async function iconsWithoutShapes(page: Page): Promise<{ icons: number; missing: string[] }> {
  return page.evaluate(() => {
    const uses = [...document.querySelectorAll("svg > use[href^='#icon-']")];
    const missing = uses
      .map((use) => use.getAttribute("href") ?? "")
      .filter((href) => (document.querySelector(`symbol${href}`)?.children.length ?? 0) === 0);
    return { icons: uses.length, missing: [...new Set(missing)] };
  });
}

test.describe("icons (one sprite in the page, drawn by the server)", () => {
  test("every icon has its shapes after hydration and after moving to another page in the browser", async ({ page }) => {
    const console = watchConsoleErrors(page);
    await openPage(page, "/");
    const home = await iconsWithoutShapes(page);
    expect(home.icons).toBeGreaterThan(5);
    expect(home.missing).toEqual([]);

    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    const about = await iconsWithoutShapes(page);
    expect(about.icons).toBeGreaterThan(5);
    expect(about.missing).toEqual([]);
    expect(await page.locator("#icon-sprite > symbol").count()).toBeGreaterThan(30);
    console.expectNone();
  });
});
