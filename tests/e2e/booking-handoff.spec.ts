import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { stayFrom } from "./support/booking-api";
import { watchConsoleErrors } from "./support/console-errors";
import { hydrated, openPage } from "./support/page";

// Axe scans and real bookings are slow on a shared machine.
test.describe.configure({ timeout: 120_000 });

test("the room page hands its stay to the wizard, which opens at Select Room with the room chosen", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  const stay = stayFrom(331, 3);
  await openPage(page, "/RoomDetails/3");
  const panel = page.locator("#book-room-panel");
  await panel.getByLabel("Check-in").fill(stay.checkIn);
  await panel.getByLabel("Check-out").fill(stay.checkOut);
  await panel.getByLabel("Adults").selectOption("2");
  await panel.getByLabel(/Children/).selectOption("1");
  await panel.getByRole("button", { name: "Book This Room" }).click();

  await expect(page).toHaveURL(
    // The wizard turns the hand-off's `room` into its own `selected` once it has opened at step 2.
    new RegExp(`/BookingForm\\?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2-1&(room|selected)=3`),
  );
  await expect(page.getByRole("heading", { level: 2, name: "Select Your Room" })).toBeVisible();
  await expect(page.getByText("Selected: Luxury Room")).toBeVisible();
  await expect(page.getByText("2 adults, 1 child")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  // A reload (or a shared link) keeps the stay and the room.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 2, name: "Select Your Room" })).toBeVisible();
  await expect(page.getByText("Selected: Luxury Room")).toBeVisible();

  // A fresh visit from the link alone renders Select Room on the server, rooms listed.
  const html = await (await page.request.get(`/BookingForm?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2-1&room=3`)).text();
  expect(html).toContain("Select Your Room");
  expect(html).toContain("Suite Room");
  consoleErrors.expectNone();
});

test("the room page's lower Book This Room goes to the wizard with the room (product-rules.md: Booking calls to action, after opening)", async ({ page }) => {
  await openPage(page, "/RoomDetails/4");
  const lower = page.getByRole("link", { name: "Book This Room" });
  await expect(lower).toHaveAttribute("href", "/BookingForm?room=4");
  await lower.click();
  await expect(page.getByRole("heading", { level: 2, name: "Search Your Stay" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Selected: Suite Room")).toBeVisible();
});

test("the home booking strip fills the wizard, spreading the party over the rooms", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  const stay = stayFrom(333, 2);
  await openPage(page, "/");
  const strip = page.locator("#booking");
  await strip.scrollIntoViewIfNeeded();
  await strip.getByLabel("Check-in").fill(stay.checkIn);
  await strip.getByLabel("Check-out").fill(stay.checkOut);
  await strip.getByLabel("Rooms").selectOption("2");
  await strip.getByLabel("Adults").selectOption("5");
  await strip.getByLabel(/Children/).selectOption("2");
  await strip.getByRole("button", { name: "Check Availability" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Select Your Room" })).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe("/BookingForm");
  expect(url.searchParams.get("check_in")).toBe(stay.checkIn);
  expect(url.searchParams.get("check_out")).toBe(stay.checkOut);
  // Five adults and two children over two rooms: every room has an adult, none holds more than 4.
  const rooms = (url.searchParams.get("guests") ?? "").split(",").map((pair) => pair.split("-").map(Number));
  expect(rooms).toHaveLength(2);
  expect(rooms.reduce((sum, [adults]) => sum + adults, 0)).toBe(5);
  expect(rooms.reduce((sum, [, children]) => sum + children, 0)).toBe(2);
  for (const [adults, children] of rooms) {
    expect(adults).toBeGreaterThanOrEqual(1);
    expect(adults + children).toBeLessThanOrEqual(4);
  }
  await expect(page.getByRole("heading", { name: /Room 2/ })).toBeVisible();
  consoleErrors.expectNone();
});
