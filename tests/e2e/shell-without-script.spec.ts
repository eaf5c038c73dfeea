import { expect, test } from "@playwright/test";
import { skipSessionIntro } from "./support/session-intro";

/**
 * The shell without the page's script (product-rules.md: Before the script): what looks tappable
 * works as plain HTML, or is not shown until the script can make it work.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

test("the menu opens and its groups and links work as plain HTML on a phone", async ({ page }) => {
  await skipSessionIntro(page);
  await page.goto("/about");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeHidden();
  await page.locator("header summary", { hasText: "Menu" }).click();
  await expect(menu).toBeVisible();
  await menu.getByText("Rooms & Suites").click();
  await menu.getByRole("link", { name: "Super Deluxe" }).click();
  await expect(page).toHaveURL(/\/SuperDeluxe$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Super Deluxe");
  await page.locator("header summary", { hasText: "Menu" }).click();
  await menu.getByRole("link", { name: "Book Now" }).click();
  await expect(page).toHaveURL(/\/BookingForm$/);
});

test("carousel controls keep their place but stay unseen, and the slides still scroll", async ({ page }) => {
  await skipSessionIntro(page);
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Highlights" });
  const next = hero.getByRole("button", { name: "Next slide", includeHidden: true });
  await expect(next).toBeAttached();
  await expect(next).toBeHidden();
  const track = hero.locator(".carousel-viewport");
  const scrolled = await track.evaluate((viewport) => {
    viewport.scrollBy({ left: viewport.clientWidth, behavior: "instant" });
    return viewport.scrollLeft;
  });
  expect(scrolled).toBeGreaterThan(0);
});

test("a gallery photo opens the photo itself, and Take a tour leads to the gallery", async ({ page, request }) => {
  await skipSessionIntro(page);
  await page.goto("/Gallery");
  const first = page.locator("main ul a[aria-haspopup=dialog]").first();
  const href = (await first.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/media\/gallery\/.+\.svg$/);
  expect((await request.get(href)).status()).toBe(200);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Take a tour" }).first()).toHaveAttribute("href", "/Gallery");
});
