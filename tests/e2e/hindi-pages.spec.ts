import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { hindiRoutePaths } from "../../app/i18n/hindi-routes";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { allowedLatinWords, readableText, untranslatedWords } from "./support/hindi-text";
import { bookableDay } from "./support/hotel-dates";
import { openPage } from "./support/page";

/** The site address the test server is configured with (npm start passes its own port as SITE_URL). */
const SITE = baseURL;

/** A concrete English path for each route path with a Hindi version. */
const concrete = (routePath: string) =>
  `/${routePath.replace(":type", "super-deluxe-room").replace(":id", "2")}`.replace(/\/$/, "") || "/";

/** The original site's short room paths show a room's details page, which is their canonical page. */
const ALIASES: Record<string, string> = {
  "/Deluxe": "/RoomDetails/1",
  "/SuperDeluxe": "/RoomDetails/2",
  "/LuxuryRoom": "/RoomDetails/3",
  "/SuiteRoom": "/RoomDetails/4",
};

// The newsletter's confirm and unsubscribe pages and a guest's booking page answer a link from an
// e-mail, and are never indexed.
const PAGES = hindiRoutePaths.filter((path) => !path.startsWith("newsletter/") && !path.startsWith("MyBooking")).map(concrete);
const hindi = (path: string) => (path === "/" ? "/hi" : `/hi${path}`);

test.describe("every page with a Hindi version (product-rules.md: Hindi)", () => {
  for (const path of PAGES) {
    test(`${hindi(path)} answers in Hindi, and both versions name each other`, async ({ request }) => {
      const response = await request.get(hindi(path));
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="hi"/);
      expect(html).toMatch(/[\u0900-\u097F]{4,}/);
      const canonical = ALIASES[path] ?? path;
      expect(html).toContain(`<link rel="canonical" href="${SITE}${hindi(canonical)}"/>`);
      const english = await (await request.get(path)).text();
      expect(english).toMatch(/<html lang="en-IN"/);
      expect(english).toContain(`<link rel="canonical" href="${SITE}${canonical}"/>`);
      for (const page of [html, english]) {
        expect(page).toContain(`<link rel="alternate" hrefLang="en-IN" href="${SITE}${canonical}"/>`);
        expect(page).toContain(`<link rel="alternate" hrefLang="hi-IN" href="${SITE}${hindi(canonical)}"/>`);
        expect(page).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE}${canonical}"/>`);
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

test.describe("at 390 px every Hindi page fits: no sideways scroll, no heading wider than its box", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of PAGES) {
    test(hindi(path), async ({ page }) => {
      await openPage(page, hindi(path));
      const overflow = await page.evaluate(() => ({
        sideways: document.documentElement.scrollWidth > window.innerWidth,
        headings: [...document.querySelectorAll("h1, h2, h3")]
          // Visually hidden headings are 1 px wide by design.
          .filter((heading) => heading.getBoundingClientRect().width > 1)
          .filter((heading) => heading.scrollWidth > heading.clientWidth + 1)
          .map((heading) => heading.textContent?.trim() ?? ""),
      }));
      expect(overflow).toEqual({ sideways: false, headings: [] });
    });
  }
});

test("a Hindi page is free of serious accessibility problems, and its switch keeps the page", async ({ page }) => {
  await openPage(page, "/hi/Room");
  await expectNoSeriousA11yViolations(page);
  const header = page.locator("header");
  await header.getByRole("link", { name: /^English\s*: यह पृष्ठ अंग्रेज़ी में पढ़ें$/ }).click();
  await expect(page).toHaveURL(/\/Room$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await header.getByRole("link", { name: /^हिन्दी\s*: read this page in Hindi$/ }).click();
  await expect(page).toHaveURL(/\/hi\/Room$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u0900-\u097F]/);
});

test("the switch keeps the booking wizard's stay and step", async ({ page }) => {
  const query = `?check_in=${bookableDay(10)}&check_out=${bookableDay(12)}&guests=2-0&step=2`;
  await openPage(page, `/BookingForm${query}`);
  await expect(page.locator('li[aria-current="step"]')).toContainText("2");
  const from = new URL(page.url());
  await page.locator("header").getByRole("link", { name: /^हिन्दी\s*: read this page in Hindi$/ }).click();
  // Whatever the wizard wrote into its URL (its stay, rooms and step) goes across unchanged.
  await expect(page).toHaveURL((url) => url.pathname === "/hi/BookingForm" && url.search === from.search);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator('li[aria-current="step"]')).toContainText("कमरा");
  await expect(page.getByRole("heading", { level: 2, name: "अपना कमरा चुनें" })).toBeVisible();
});

test("on the wizard's last step the switch keeps what the guest typed, both ways", async ({ page }) => {
  const query = `?check_in=${bookableDay(20)}&check_out=${bookableDay(21)}&guests=2-0&selected=1&step=4`;
  await openPage(page, `/BookingForm${query}`);
  await page.getByLabel("Full name").fill("Sita Devi");
  await page.locator("main").getByLabel("Email", { exact: true }).fill("sita.devi@example.com");
  await page.locator("header").getByRole("link", { name: /^हिन्दी\s*: read this page in Hindi$/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "आपकी जानकारी" })).toBeVisible();
  await expect(page.getByLabel("पूरा नाम")).toHaveValue("Sita Devi");
  await expect(page.locator("main").getByLabel("ईमेल", { exact: true })).toHaveValue("sita.devi@example.com");
  await page.getByLabel("फ़ोन").fill("98765 43210");
  await page.locator("header").getByRole("link", { name: /^English/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Guest Information" })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Sita Devi");
  await expect(page.getByLabel("Phone")).toHaveValue("98765 43210");
});

test("an English page does not fetch the Devanagari face; a Hindi page preloads its two weights and no Latin text face, and sets its wordmark in the small Fraunces cut", async ({
  browser,
}) => {
  /** Each page in a browser of its own, so neither finds the other's fonts in its cache. */
  async function visit(path: string) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname);
    });
    await openPage(page, path);
    await page.evaluate(() => document.fonts.ready);
    const preloads = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    return { page, context, fonts, preloads };
  }

  const english = await visit("/Room");
  expect(english.fonts.filter((font) => font.includes("noto-sans-devanagari"))).toEqual([]);
  expect(english.preloads.filter((href) => href.includes("noto-sans-devanagari"))).toEqual([]);
  await english.context.close();

  const hindi = await visit("/hi/Room");
  expect(hindi.preloads).toHaveLength(2);
  expect(hindi.preloads.some((href) => href.includes("noto-sans-devanagari-400"))).toBe(true);
  expect(hindi.preloads.some((href) => href.includes("noto-sans-devanagari-600"))).toBe(true);
  expect(hindi.fonts.filter((font) => font.includes("inter-"))).toEqual([]);
  expect(hindi.fonts.filter((font) => font.includes("fraunces-latin"))).toEqual([]);
  // Text and headings are set in the Devanagari face with the system's Latin, never in Inter; the
  // brand's wordmark keeps Fraunces, in its small wordmark cut.
  const families = await hindi.page.evaluate(() => {
    const family = (element: Element) => getComputedStyle(element).fontFamily;
    const texts = [...document.querySelectorAll("main :is(h1, h2, h3, p, a, button, label, li)")].filter((element) =>
      /[\u0900-\u097F]/.test(element.textContent ?? ""),
    );
    return {
      // Every family a piece of Hindi text on the page is set in: headings, their styles and the text.
      hindi: [...new Set(texts.map(family))],
      wordmark: family(document.querySelector("header .font-brand") as Element),
    };
  });
  expect(families.hindi).toEqual(['"Noto Sans Devanagari Site", system-ui, sans-serif']);
  expect(families.wordmark.startsWith('"Fraunces Wordmark"')).toBe(true);
  expect(hindi.fonts.some((font) => /\/fraunces-wordmark-600-[\w-]+\.woff2$/.test(font))).toBe(true);
  expect(await hindi.page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Site"', "कमरा"))).toBe(true);
  await hindi.context.close();
});
