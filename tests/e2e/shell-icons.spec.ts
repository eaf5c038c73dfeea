import { expect, type Page, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { openPage } from "./support/page";

/**
 * Every icon's <use> on the page, the sprite files they point into, and the icons whose symbol that
 * file lacks or draws empty.
 */
async function iconsWithoutShapes(page: Page): Promise<{ icons: number; files: string[]; missing: string[] }> {
  const hrefs = await page.locator("svg > use").evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
  const files = [...new Set(hrefs.map((href) => href.split("#")[0]))];
  const missing: string[] = [];
  for (const file of files) {
    const sprite = await page.request.get(file);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
    expect(sprite.headers()["cache-control"]).toContain("immutable");
    const source = await sprite.text();
    for (const href of hrefs.filter((each) => each.startsWith(`${file}#`))) {
      const id = href.split("#")[1];
      if (!new RegExp(`<symbol id="${id}"[^>]*><(path|rect|circle)\\b`).test(source)) missing.push(href);
    }
  }
  return { icons: hrefs.length, files, missing: [...new Set(missing)] };
}

/** Whether the browser drew the icon: a <use> whose symbol it could not load renders no box. */
async function drawnWidth(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((svg) => (svg.querySelector("use") as SVGGraphicsElement).getBBox().width);
}

test.describe("icons (one sprite file for the whole site)", () => {
  test("every icon points into the one sprite, which has its shapes, after hydration and after moving to another page", async ({
    page,
  }) => {
    const console = watchConsoleErrors(page);
    await openPage(page, "/");
    const home = await iconsWithoutShapes(page);
    expect(home.icons).toBeGreaterThan(5);
    expect(home.files).toHaveLength(1);
    expect(home.missing).toEqual([]);
    // The page's HTML no longer carries the shapes.
    expect(await page.locator("symbol").count()).toBe(0);
    expect(await drawnWidth(page, "footer svg:has(use)")).toBeGreaterThan(0);

    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    const about = await iconsWithoutShapes(page);
    expect(about.icons).toBeGreaterThan(5);
    expect(about.files).toEqual(home.files);
    expect(about.missing).toEqual([]);
    console.expectNone();
  });
});
