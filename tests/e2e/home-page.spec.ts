import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { watchConsoleErrors } from "./support/console-errors";
import { hydrated, openPage } from "./support/page";

// The whole home page hydrates in parts; on a busy machine that needs more than the default 45 s.
test.describe.configure({ timeout: 90_000 });

/** The site address the test server is configured with (npm start passes its own port as SITE_URL). */
const SITE = baseURL;

/** Scrolls through the page so lazy images load, then back to the top. */
async function scrollThrough(page: import("@playwright/test").Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test("home: one h1 with the hotel's name, and the original site's meta, canonical, share tags and JSON-LD Hotel", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Narmada Riverside Resort, Omkareshwar");

  await expect(page).toHaveTitle("Narmada Riverside Resort, Omkareshwar | Riverside Hotel near Omkareshwar Jyotirlinga");
  const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
  expect(await meta('meta[name="description"]')).toMatch(/Narmada.*Jyotirlinga/);
  expect(await meta('meta[name="keywords"]')).toContain("Omkareshwar");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}/`);
  expect(await meta('meta[property="og:title"]')).toContain("Narmada Riverside Resort");
  expect(await meta('meta[property="og:description"]')).toBeTruthy();
  expect(await meta('meta[property="og:image"]')).toBe(`${SITE}/og-image.png`);
  expect(await meta('meta[property="og:url"]')).toBe(`${SITE}/`);
  expect(await meta('meta[property="og:type"]')).toBe("website");
  expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
  // The card's title, description and image are the Open Graph ones, written once.
  await expect(page.locator('meta[name^="twitter:"]')).toHaveCount(1);

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const hotel = jsonLd.map((text) => JSON.parse(text)).find((item) => item["@type"] === "Hotel");
  expect(hotel).toBeDefined();
  expect(hotel.address).toMatchObject({ "@type": "PostalAddress", postalCode: "450554", addressLocality: "Omkareshwar" });
  expect(hotel.geo["@type"]).toBe("GeoCoordinates");
  expect(typeof hotel.geo.latitude).toBe("number");
  expect(hotel.checkinTime).toBe("12:00");
  expect(hotel.checkoutTime).toBe("10:00");
  expect(hotel.amenityFeature.map((feature: { name: string }) => feature.name)).toContain("Banquet Hall");
  await hydrated(page);
  consoleErrors.expectNone();
});

test("home: the sections come in the original site's order, rooms 1-4 link to their pages, room 2 is emphasised", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await openPage(page, "/");
  const headings = await page.locator("main h2").allTextContents();
  const order = [
    "Check availability",
    "Everything a pilgrimage",
    "Your spiritual haven",
    "Plan your stay by the river",
    "Rooms & Suites",
    "The Omkareshwar Jyotirlinga is just 5 km away",
    "Simple rates",
    "Stays we are made for",
    "From our Instagram and Facebook",
  ];
  const positions = order.map((start) => headings.findIndex((heading) => heading.startsWith(start)));
  expect(positions.every((position) => position >= 0), JSON.stringify(headings)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  const facilities = page.getByRole("region", { name: /Everything a pilgrimage/ });
  await expect(facilities.getByRole("listitem")).toHaveCount(4);
  await expect(facilities.getByRole("link", { name: "Explore More" })).toHaveAttribute("href", "/Facilities");
  await expect(page.getByRole("link", { name: "Discover More" }).first()).toHaveAttribute("href", "/About");
  await expect(page.getByRole("region", { name: /Jyotirlinga is just 5 km/ })).toContainText("10 minute");
  await expect(page.getByRole("region", { name: /Jyotirlinga is just 5 km/ }).getByRole("link", { name: "Discover More" })).toHaveAttribute("href", "/Gallery");

  const rooms = page.getByRole("region", { name: "Rooms and suites" });
  for (const id of [1, 2, 3, 4]) await expect(rooms.locator(`a[href="/RoomDetails/${id}"]`).first()).toBeAttached();
  await expect(page.locator("[data-superdeluxe=true]")).toHaveCount(1);
  await expect(page.locator("[data-superdeluxe=true]")).toContainText("Super Deluxe");
  await expect(page.getByRole("region", { name: "Kinds of stay" }).getByRole("group")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Social media posts" }).getByRole("group")).toHaveCount(8);
  consoleErrors.expectNone();
});

test("home: the festive slide shows the running offer; the tour opens in a dialog that closes on Escape", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await openPage(page, "/");
  const hero = page.getByRole("region", { name: "Highlights" });
  await expect(hero.getByRole("heading", { level: 2 }).first()).toContainText(/% off|festival/);
  await hero.getByRole("button", { name: "Pause Highlights slideshow" }).click();
  await hero.getByRole("button", { name: "Next slide" }).click();
  await hero.getByRole("link", { name: "Take a tour" }).first().click();
  const dialog = page.getByRole("dialog", { name: "A tour of Narmada Riverside Resort" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  consoleErrors.expectNone();
});

test("home: no request leaves our own origin before a click (product-rules.md: Third-party facades)", async ({ page }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["localhost", "127.0.0.1"].includes(url.hostname) && url.protocol !== "data:") foreign.push(request.url());
  });
  await openPage(page, "/");
  await scrollThrough(page);
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
});

test("home: below-the-fold images are lazy and every image has its size set", async ({ page }) => {
  await openPage(page, "/");
  const images = await page.locator("img").evaluateAll((nodes) =>
    nodes.map((node) => {
      const image = node as HTMLImageElement;
      const top = image.getBoundingClientRect().top + window.scrollY;
      return { src: image.src, loading: image.loading, width: image.getAttribute("width"), height: image.getAttribute("height"), top };
    }),
  );
  expect(images.length).toBeGreaterThan(10);
  for (const image of images) {
    expect(image.width, image.src).toBeTruthy();
    expect(image.height, image.src).toBeTruthy();
    if (image.top > 1200) expect(image.loading, image.src).toBe("lazy");
  }
});

test("home: no serious accessibility violation, and nothing wider than a 360 px screen", async ({ page }) => {
  // Two full axe scans of a long page.
  test.setTimeout(120_000);
  const consoleErrors = watchConsoleErrors(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await openPage(page, "/");
  await scrollThrough(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousA11yViolations(page);
  consoleErrors.expectNone();
});
