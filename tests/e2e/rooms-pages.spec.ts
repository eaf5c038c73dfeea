import { type Page, expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expectAutoplayAfter, pauseClock } from "./support/carousel";
import { DOCUMENT_404, watchConsoleErrors } from "./support/console-errors";
import { hydrated, openPage } from "./support/page";
import { partOf, reachPart } from "./support/reach-part";
import { skipSessionIntro } from "./support/session-intro";

// Axe scans and real bookings are slow on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await skipSessionIntro(page);
});

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

test("/Room lists every type as a card and opens a room's photos in a lightbox", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  expect((await openPage(page, "/Room"))?.status()).toBe(200);
  await expect(h1(page)).toHaveText("Rooms & Suites");
  await expect(page).toHaveTitle(/Rooms & Suites/);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(4);

  const deluxe = cards.filter({ has: page.getByRole("heading", { name: "Deluxe Room", exact: true }) });
  await expect(deluxe.getByText("₹4,500")).toBeVisible();
  await expect(deluxe.getByText("+ taxes")).toBeVisible();
  await expect(deluxe.getByRole("link", { name: "Deluxe Room", exact: true })).toHaveAttribute("href", "/RoomDetails/1");
  await expect(deluxe.getByRole("link", { name: /View details/i })).toHaveAttribute("href", "/RoomDetails/1");
  await expect(deluxe.getByRole("img", { name: "Free Wi-Fi" })).toBeVisible();
  // The seeded descriptions are under 150 characters: no Read More toggle.
  await expect(deluxe.getByRole("button", { name: "Read More" })).toHaveCount(0);

  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.filter((json) => json.includes('"HotelRoom"') && json.includes('"Offer"'))).toHaveLength(4);

  await deluxe.getByRole("button", { name: "View photos of the Deluxe Room" }).click();
  const dialog = page.getByRole("dialog", { name: "Deluxe Room: photos" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Photo 1 of 3")).toBeVisible();
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByText("Photo 2 of 3")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  consoleErrors.expectNone();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("/Room hydrates the cards past the first, and the comparison, only as they near the screen; they work then", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openPage(page, "/Room");
    const cards = page.getByRole("article");
    const suite = cards.filter({ has: page.getByRole("heading", { name: "Suite Room", exact: true }) });
    const comparison = page.getByTestId("room-comparison");
    // Drawn by the server and shown, but not yet hydrated: a phone's first seconds go to the first card.
    await expect(partOf(suite)).toHaveAttribute("data-part", "pending");
    await expect(partOf(comparison)).toHaveAttribute("data-part", "pending");
    await expect(partOf(cards.first())).toHaveCount(0);
    await expect(suite.getByRole("link", { name: /View details/i })).toHaveAttribute("href", "/RoomDetails/4");

    await reachPart(suite);
    await suite.getByRole("button", { name: "View photos of the Suite Room" }).click();
    await expect(page.getByRole("dialog", { name: "Suite Room: photos" })).toBeVisible();
    await page.keyboard.press("Escape");
    await reachPart(comparison);
    await expect(comparison.getByRole("columnheader", { name: "Suite Room" })).toBeVisible();
    consoleErrors.expectNone();
  });
});

test.describe("on a phone, switching language before scrolling", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("/Room keeps every card and the comparison, now in Hindi", async ({ page }) => {
    await openPage(page, "/Room");
    await page.getByRole("banner").getByRole("link", { name: /हिन्दी/ }).click();
    await expect(page).toHaveURL(/\/hi\/Room$/);
    await expect(h1(page)).toHaveText("कमरे और सुइट");
    // The parts not yet hydrated are drawn afresh in Hindi at once, not when the guest reaches them.
    await expect(page.getByRole("article")).toHaveCount(4, { timeout: 5000 });
    await expect(page.getByTestId("room-comparison")).toBeAttached({ timeout: 5000 });
  });
});

const typePages = [
  { slug: "deluxe-room", heading: "Deluxe Rooms", title: /Deluxe Rooms/, card: "Deluxe Room" },
  { slug: "Super-Deluxe-Room", heading: "Super Deluxe Rooms", title: /Super Deluxe Rooms/, card: "Super Deluxe Room" },
  { slug: "luxury-room", heading: "Luxury Rooms", title: /Luxury Rooms/, card: "Luxury Room" },
  { slug: "suite%20room", heading: "Suites", title: /Suites/, card: "Suite Room" },
];

for (const type of typePages) {
  test(`/Room/${type.slug} shows its own heading, title, copy and only its rooms`, async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    expect((await page.goto(`/Room/${type.slug}`))?.status()).toBe(200);
    await expect(h1(page)).toHaveText(type.heading);
    await expect(page).toHaveTitle(type.title);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toContain(type.card.replace(" Room", ""));
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article").getByRole("heading", { name: type.card, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: type.card, exact: true }).first()).toBeVisible();
    consoleErrors.expectNone();
  });
}

test("an unknown room type answers 404 with the default copy and every room, and is never cached", async ({ page, request }) => {
  expect((await page.goto("/Room/penthouse"))?.status()).toBe(404);
  await expect(h1(page)).toHaveText("Rooms & Suites");
  await expect(page.getByRole("article")).toHaveCount(4);
  // The edge cache keeps pages per path: a made-up type must never become an entry.
  const path = `/Room/made-up-${Date.now()}`;
  for (let visit = 0; visit < 2; visit += 1) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(response.headers()["x-page-cache"]).toBeUndefined();
  }
  const known = await request.get("/Room/suite-room");
  expect(known.status()).toBe(200);
  expect(known.headers()["x-page-cache"]).toBeDefined();
});

test("/RoomDetails/1: hero, carousel, price, description, features, children note, help", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  expect((await openPage(page, "/RoomDetails/1"))?.status()).toBe(200);
  await expect(h1(page)).toHaveText("Deluxe Room");
  await expect(page.getByText("A calm, air-conditioned room with one bed").first()).toBeVisible();
  const carousel = page.getByRole("region", { name: "Deluxe Room photos" });
  await expect(carousel.getByRole("group")).toHaveCount(3);
  const firstImage = carousel.getByRole("img").first();
  await expect(firstImage).toHaveAttribute("height", "800");
  const box = await firstImage.boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(500);
  await carousel.getByRole("button", { name: "Go to slide 2" }).click();
  await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
  await expect(carousel.getByRole("button", { name: /Pause|Play/ })).toBeVisible();
  await expect(carousel.getByRole("button", { name: "Next slide" })).toBeVisible();

  await expect(page.getByText("₹4,500").first()).toBeVisible();
  await expect(page.getByTestId("room-from-rate")).toContainText("a night + GST");
  await expect(page.getByText("Good for:")).toBeVisible();
  for (const feature of ["Air-conditioned", "Free Wi-Fi", "TV", "Heater", "Phone", "Laundry on request", "Shower"]) {
    await expect(page.getByRole("listitem").filter({ hasText: new RegExp(`^${feature}$`) })).toBeVisible();
  }
  await expect(
    page.getByText(
      "Children aged 12 years and above are considered as adults. Extra beds are subject to availability and chargeable.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "+91 90000 00001" }).first()).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((json) => json.includes('"HotelRoom"') && json.includes('"Offer"') && json.includes('"INR"'))).toBe(true);
  await expectNoSeriousA11yViolations(page);
  consoleErrors.expectNone();
});

test("/RoomDetails/1 keeps its features as the server drew them; another room reached in the page shows its own", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await openPage(page, "/RoomDetails/1");
  const features = page.locator("section").filter({ has: page.locator("#room-features") });
  const isReacts = (element: ReturnType<Page["locator"]>) =>
    element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber")));
  await expect(features.getByRole("listitem").filter({ hasText: /^Phone$/ })).toBeVisible();
  // Words and icons only: React hydrates none of it, while the booking panel beside it is React's.
  expect(await isReacts(features.getByRole("listitem").first())).toBe(false);
  expect(await isReacts(page.locator("#book-room-panel form"))).toBe(true);
  // The same route with another room (a client-side visit, as a link to it would make).
  await page.evaluate(() =>
    (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(
      "/RoomDetails/2",
    ),
  );
  await expect(h1(page)).toHaveText("Super Deluxe Room");
  await expect(features.getByRole("listitem").filter({ hasText: /^Window over the Narmada$/ })).toBeVisible();
  await expect(features.getByRole("listitem").filter({ hasText: /^Phone$/ })).toHaveCount(0);
  consoleErrors.expectNone();
});

test("/RoomDetails/1: the room's photos move on their own every 2500 ms (product-rules.md: Carousels)", async ({ page }) => {
  await page.clock.install();
  await page.goto("/RoomDetails/1");
  await hydrated(page);
  const carousel = page.getByRole("region", { name: "Deluxe Room photos" });
  await pauseClock(page);
  await expectAutoplayAfter(page, carousel, 2500);
});

test("the short room paths show rooms 1 to 4; an unknown id answers 404 Room not found", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page, [DOCUMENT_404]);
  for (const [path, name] of [
    ["/Deluxe", "Deluxe Room"],
    ["/SuperDeluxe", "Super Deluxe Room"],
    ["/LuxuryRoom", "Luxury Room"],
    ["/SuiteRoom", "Suite Room"],
    ["/roomdetails/4", "Suite Room"],
  ]) {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(h1(page)).toHaveText(name);
  }
  expect((await page.goto("/RoomDetails/99"))?.status()).toBe(404);
  await expect(h1(page)).toHaveText("Room not found");
  await hydrated(page);
  expect((await page.goto("/RoomDetails/abc"))?.status()).toBe(404);
  consoleErrors.expectNone();
});

test("Book A Room panel: every message beside its field, announced, cleared on edit", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await openPage(page, "/RoomDetails/2");
  const panel = page.locator("#book-room-panel");
  const checkIn = panel.getByLabel("Check-in");
  const checkOut = panel.getByLabel("Check-out");
  const adults = panel.getByLabel("Adults");
  const children = panel.getByLabel(/Children/);
  const submit = panel.getByRole("button", { name: "Book This Room" });

  await checkIn.fill("");
  await checkOut.fill("");
  await adults.selectOption("");
  await children.selectOption("");
  await submit.click();
  await expect(checkIn).toHaveAccessibleDescription("Check-in date is required");
  await expect(checkOut).toHaveAccessibleDescription("Check-out date is required");
  await expect(adults).toHaveAccessibleDescription("Please select number of adults");
  await expect(children).toHaveAccessibleDescription("Please select number of children");
  await expect(checkIn).toBeFocused();
  await expect(panel.locator('[aria-live="polite"]').filter({ hasText: "Check-in date is required" })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await adults.selectOption("2");
  await expect(adults).toHaveAccessibleDescription("");
  await expect(children).toHaveAccessibleDescription("Please select number of children");

  await checkIn.fill("2025-09-01");
  await checkOut.fill("2025-09-03");
  await submit.click();
  await expect(checkIn).toHaveAccessibleDescription("Check-in date must be September 26th or later");

  await checkIn.fill("2026-01-10");
  await submit.click();
  await expect(checkIn).toHaveAccessibleDescription("Check-in date cannot be in the past");
  consoleErrors.expectNone();
});

test("Book A Room panel: check-out must follow check-in", async ({ page }) => {
  await openPage(page, "/RoomDetails/3");
  const panel = page.locator("#book-room-panel");
  const checkIn = panel.getByLabel("Check-in");
  const checkOut = panel.getByLabel("Check-out");
  const value = await checkIn.inputValue();
  await checkOut.fill(value);
  await panel.getByRole("button", { name: "Book This Room" }).click();
  await expect(checkOut).toHaveAccessibleDescription("Check-out must be after check-in date");
  await checkOut.fill("");
  await expect(checkOut).toHaveAccessibleDescription("");
});

test("pages that list rooms send each room's summary, not the full description only its own page shows", async ({ request }) => {
  // A sentence of the Suite's full description (the embedded data's brief_description).
  const fullDescription = "so a family can spread out or receive visitors in comfort";
  for (const path of ["/", "/Room", "/Room/suite-room"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain("Suite Room");
    expect(html, path).not.toContain(fullDescription);
  }
  expect(await (await request.get("/RoomDetails/4")).text()).toContain(fullDescription);
});
