import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { watchConsoleErrors } from "./support/console-errors";
import { contentPages } from "./support/pages-list";
import { openPage } from "./support/page";
import { skipSessionIntro } from "./support/session-intro";

test.beforeEach(async ({ page }) => {
  await skipSessionIntro(page);
});

for (const content of contentPages) {
  test(`${content.path} answers 200 with its own h1, meta, figures, and passes axe`, async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    const response = await openPage(page, content.path);
    expect(response?.status()).toBe(200);

    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toContainText(content.h1);
    if (content.upcoming) await expect(h1).toContainText("Upcoming");

    await expect(page).toHaveTitle(new RegExp(content.titleIncludes));
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(60);
    expect(await page.locator('meta[name="keywords"]').getAttribute("content")).toBeTruthy();
    // The canonical URL is the page's own path on the site's configured address (also the og:url).
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe(content.canonicalPath);
    expect(new URL(canonical ?? "").origin).toBe(baseURL);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical ?? "");
    const breadcrumbs = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(breadcrumbs.some((json) => json.includes('"BreadcrumbList"'))).toBe(true);

    for (const text of content.mustShow ?? []) {
      await expect(page.getByText(text, { exact: false }).first(), `"${text}" on ${content.path}`).toBeVisible();
    }

    await expectNoSeriousA11yViolations(page);
    consoleErrors.expectNone();
  });
}

test("every content page has its own title and description", async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const content of contentPages) {
    const html = await (await request.get(content.path)).text();
    titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
  }
  expect(titles.size).toBe(contentPages.length);
  expect(descriptions.size).toBe(contentPages.length);
});

test("the facilities page shows all twelve facilities", async ({ page }) => {
  await page.goto("/Facilities");
  await expect(page.locator("section[aria-labelledby=facilities-list] li h3")).toHaveCount(12);
});

test("the About hero animates for 0.8 s, the subtitle 0.2 s later, and not at all with reduced motion", async ({
  page,
}) => {
  await page.goto("/about");
  const h1 = page.getByRole("heading", { level: 1 });
  const subtitle = page.getByText("Your Spiritual Haven in Sacred Omkareshwar");
  expect(await h1.evaluate((el) => getComputedStyle(el).animationDuration)).toBe("0.8s");
  expect(await subtitle.evaluate((el) => getComputedStyle(el).animationDelay)).toBe("0.2s");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await h1.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
});

test("dining pages link to the dining booking form", async ({ page }) => {
  for (const path of ["/Finedinning", "/Dining", "/Casual"]) {
    await page.goto(path);
    await expect(page.locator('main a[href="/DiningBookingForm"]').first()).toBeVisible();
  }
});

test("spa and gym open an enquiry dialog prefilled with the treatment or programme", async ({ page }) => {
  await openPage(page, "/Spa");
  await page.getByRole("link", { name: /^Book Now\s*:\s*Deep Tissue Massage$/ }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog")).toContainText("Deep Tissue Massage");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  await openPage(page, "/Gym");
  await expect(page.getByRole("link", { name: /^Join Now\s*:/ })).toHaveCount(3);
});
