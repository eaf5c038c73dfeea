import { expect, type Page, test } from "@playwright/test";
import { hotelDay } from "./support/booking-api";
import { watchConsoleErrors } from "./support/console-errors";
import { layoutShift } from "./support/layout-shift";
import { openPage } from "./support/page";

// The room page leads with the room (product-rules.md: The room page leads with the room).
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

const fromRate = (page: Page) => page.getByTestId("room-from-rate");
const panel = (page: Page) => page.locator("#book-room-panel");
const bar = (page: Page) => page.getByRole("navigation", { name: "Quick actions" });

test("on a 390 px phone the picture, the name and the rate come first, above the bottom bar, and nothing shifts", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const consoleErrors = watchConsoleErrors(page);
  await openPage(page, "/RoomDetails/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deluxe Room");
  // While an offer runs the usual rate is struck through before the offer rate.
  await expect(fromRate(page)).toContainText(/^From.*₹[\d,]+ a night \+ GST/);
  const rate = await fromRate(page).boundingBox();
  const barBox = await bar(page).boundingBox();
  const picture = await page.locator("main img").first().boundingBox();
  expect(rate && barBox && picture).toBeTruthy();
  if (!rate || !barBox || !picture) return;
  // The rate is wholly on the first screen, clear of the bottom bar.
  expect(rate.y + rate.height).toBeLessThanOrEqual(barBox.y);
  // The picture leads, across the width.
  expect(picture.y).toBeLessThan(rate.y);
  expect(picture.width).toBeGreaterThan(PHONE.width - 40);
  // The dates panel follows right after the rate.
  const panelBox = await panel(page).boundingBox();
  expect(panelBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(rate.y + rate.height + 200);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  consoleErrors.expectNone();
});

test("on a desktop the name, the rate and the booking card are on the first screen, and the card stays beside the text", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page, "/RoomDetails/2");
  for (const part of [page.getByRole("heading", { level: 1 }), fromRate(page), panel(page).getByLabel("Check-in")]) {
    const box = await part.boundingBox();
    expect(box).toBeTruthy();
    expect((box?.y ?? DESKTOP.height) + (box?.height ?? 0)).toBeLessThanOrEqual(DESKTOP.height);
  }
  // Beside the text: the card is to the right of the rate.
  const rate = await fromRate(page).boundingBox();
  const card = await panel(page).boundingBox();
  expect(card?.x ?? 0).toBeGreaterThan((rate?.x ?? 0) + 400);

  // Read on: the card sticks on screen.
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(async () => (await panel(page).boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  const stuck = await panel(page).boundingBox();
  // Held under the sticky header, its dates on screen.
  expect(stuck?.y ?? DESKTOP.height).toBeLessThan(200);
});

test("the booking card prices the chosen dates with GST, the same figure the wizard shows", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page, "/RoomDetails/1");
  const card = panel(page);
  await expect(card.getByTestId("stay-quote")).toHaveText("Choose dates and guests to see the price of your stay.");
  await card.getByLabel("Check-in").fill(hotelDay(200));
  await card.getByLabel("Check-out").fill(hotelDay(203));
  await card.getByLabel("Adults").selectOption("2");
  const quote = card.getByTestId("stay-quote");
  await expect(quote).toHaveAttribute("data-quote", "price", { timeout: 15_000 });
  await expect(quote).toContainText(/^3 nights: ₹[\d,]+ including GST/);
  const shown = (await quote.textContent())?.match(/₹[\d,]+/)?.[0] ?? "";

  // The wizard's total for the same stay is the same amount.
  await card.getByRole("button", { name: "Book This Room" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Select Your Room" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: /Skip/ }).click();
  await expect(page.getByTestId("booking-summary")).toContainText(shown);
});

test("the Hindi room page leads the same way, in Hindi", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openPage(page, "/hi/RoomDetails/1");
  await expect(fromRate(page)).toContainText(/^शुरुआती किराया.*₹[\d,]+ प्रति रात \+ जीएसटी/);
  const rate = await fromRate(page).boundingBox();
  const barBox = await page.getByRole("navigation", { name: "त्वरित विकल्प" }).boundingBox();
  expect((rate?.y ?? 0) + (rate?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
});
