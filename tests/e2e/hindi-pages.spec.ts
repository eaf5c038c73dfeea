import { expect, test } from "@playwright/test";
import { hindiRoutePaths } from "../../app/i18n/hindi-pages";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { allowedLatinWords, readableText, untranslatedWords } from "./support/hindi-text";
import { openPage } from "./support/page";

const SITE = "https://narmada-riverside.example";

/** A concrete English path for each route path with a Hindi version. */
const concrete = (routePath: string) =>
  `/${routePath.replace(":type", "super-deluxe-room").replace(":id", "2")}`.replace(/\/$/, "") || "/";

// The newsletter's confirm and unsubscribe pages answer a link from an e-mail, and are never indexed.
const PAGES = hindiRoutePaths.filter((path) => !path.startsWith("newsletter/")).map(concrete);
const hindi = (path: string) => (path === "/" ? "/hi" : `/hi${path}`);

test.describe("every page with a Hindi version (product-rules.md: Hindi)", () => {
  for (const path of PAGES) {
    test(`${hindi(path)} answers in Hindi, and both versions name each other`, async ({ request }) => {
      const response = await request.get(hindi(path));
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="hi"/);
      expect(html).toMatch(/[\u0900-\u097F]{4,}/);
      expect(html).toContain(`<link rel="canonical" href="${SITE}${hindi(path)}"/>`);
      const english = await (await request.get(path)).text();
      expect(english).toMatch(/<html lang="en-IN"/);
      for (const page of [html, english]) {
        expect(page).toContain(`<link rel="alternate" hrefLang="en-IN" href="${SITE}${path}"/>`);
        expect(page).toContain(`<link rel="alternate" hrefLang="hi-IN" href="${SITE}${hindi(path)}"/>`);
        expect(page).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE}${path}"/>`);
      }
    });
  }
});

test.describe("a Hindi page shows no English outside the allowlist", () => {
  const allowed = allowedLatinWords();
  for (const path of PAGES) {
    test(`${hindi(path)}`, async ({ page }) => {
      await openPage(page, hindi(path));
      expect(untranslatedWords(await readableText(page), allowed)).toEqual([]);
    });
  }
});

test("a Hindi page is free of serious accessibility problems, and its switch keeps the page", async ({ page }) => {
  await openPage(page, "/hi/Room");
  await expectNoSeriousA11yViolations(page);
  const header = page.locator("header");
  await header.getByRole("link", { name: /Read in English/ }).click();
  await expect(page).toHaveURL(/\/Room$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await header.getByRole("link", { name: /Read in Hindi/ }).click();
  await expect(page).toHaveURL(/\/hi\/Room$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u0900-\u097F]/);
});

test("the switch keeps the booking wizard's stay and step", async ({ page }) => {
  await openPage(page, "/BookingForm");
  const from = new URL(page.url());
  // Whatever the wizard wrote into its URL (its stay and step) goes across unchanged.
  await page.locator("header").getByRole("link", { name: /Read in Hindi/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/hi/BookingForm" && url.search === from.search);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
});

test("an English page does not fetch the Devanagari face; a Hindi page preloads it", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("noto-sans-devanagari")) fonts.push(request.url());
  });
  await openPage(page, "/Room");
  expect(fonts).toEqual([]);
  await openPage(page, "/hi/Room");
  await expect(page.locator('link[rel="preload"][href*="noto-sans-devanagari-400"]')).toBeAttached();
});
