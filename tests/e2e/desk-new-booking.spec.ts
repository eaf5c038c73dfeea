import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { stayFrom } from "./support/booking-api";
import { openDeskOnPhone } from "./support/desk-page";
import { describeWithoutScript } from "./support/without-script";

/**
 * Bookings staff make, from a phone at reception (product-rules.md: Bookings staff make): a
 * MakeMyTrip booking with one night's rate overridden, found again by its source; and a walk-in
 * with two rooms made with the page's script off. Nights no other test books.
 */
test.describe.configure({ timeout: 120_000 });

const channelStay = stayFrom(320, 2);
const walkInStay = stayFrom(323, 1);

/** "Sat 12 Dec" for a hotel date, as the page names nights. */
function nightWords(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][day.getUTCDay()];
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][day.getUTCMonth()];
  return `${weekday} ${day.getUTCDate()} ${month}`;
}

async function fillGuest(page: Page, guest: { name: string; phone: string; source: string; reference?: string }) {
  await page.getByLabel("Guest's name", { exact: true }).fill(guest.name);
  await page.getByLabel("Phone", { exact: true }).fill(guest.phone);
  await page.getByLabel("Source", { exact: true }).selectOption({ label: guest.source });
  if (guest.reference) await page.getByLabel("Channel reference", { exact: true }).fill(guest.reference);
}

test("a MakeMyTrip booking with one night's rate changed, on a phone", async ({ page }) => {
  // On a wide screen the menu shows: only "New booking" is the page, not "Bookings" above it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/bookings/new");
  const nav = page.getByRole("navigation", { name: "Front desk" });
  await expect(nav.getByRole("link", { name: "New booking" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Bookings", exact: true })).not.toHaveAttribute("aria-current", "page");

  await openDeskOnPhone(page, `/admin/bookings/new?type=3&checkIn=${channelStay.checkIn}`, "New booking");
  // The calendar's free cell chose the type and the night.
  await expect(page.getByLabel("Room type")).toHaveValue("3");
  await expect(page.getByLabel("Check-in")).toHaveValue(channelStay.checkIn);
  await page.getByLabel("Check-out").fill(channelStay.checkOut);
  await page.getByRole("button", { name: "Price it" }).click();

  const secondNight = nightWords(stayFrom(321, 1).checkIn);
  const rate = page.getByLabel(`${secondNight} rate (₹)`);
  await expect(rate).toHaveValue("7500");
  await expectNoSeriousA11yViolations(page);
  await rate.fill("6000");
  await fillGuest(page, { name: "Rohan Mehta", phone: "98200 11223", source: "MakeMyTrip" });
  await page.getByRole("button", { name: "Save booking" }).click();
  // A changed rate without its reason, and a channel without its reference, are both refused.
  await expect(page.getByText("Say why this night's rate differs from the rate in force.")).toBeVisible();
  await expect(page.getByText("Enter the MakeMyTrip booking reference.")).toBeVisible();

  await page.getByLabel(`Reason, if ${secondNight}'s rate is changed`).fill("MakeMyTrip's promotional rate");
  await page.getByLabel("Channel reference", { exact: true }).fill("NH7209911");
  await page.getByRole("button", { name: "Save booking" }).click();
  await expect(page.getByRole("status")).toHaveText("Booking saved.");
  await expect(page.getByText("MakeMyTrip", { exact: true })).toBeVisible();
  await expect(page.getByText("NH7209911")).toBeVisible();
  await expect(page.getByText("Made by", { exact: true })).toBeVisible();
  await expect(page.getByText("₹7,500 a night × 1 + ₹6,000 a night × 1")).toBeVisible();
  const reference = page.url().match(/bookings\/(\w+)/)?.[1] ?? "";

  await openDeskOnPhone(page, "/admin/bookings?source=makemytrip", "Bookings");
  const card = page.getByRole("listitem").filter({ hasText: reference });
  await expect(card.getByTestId("booking-source")).toHaveText("MakeMyTrip · NH7209911");
  await expect(page.getByLabel("Source", { exact: true })).toHaveValue("makemytrip");
});

describeWithoutScript("without the page's script", () => {
  test("a walk-in of two rooms: add a room, price it, save it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/bookings/new?type=1&checkIn=${walkInStay.checkIn}`);
    await page.getByRole("button", { name: "Add a room" }).click();
    const second = page.getByRole("group", { name: "Room 2" });
    await second.getByLabel("Room type").selectOption({ label: "Super Deluxe Room" });
    await second.getByLabel("Adults").fill("1");
    await second.getByLabel("Children 6–11").fill("1");
    await page.getByRole("button", { name: "Price it" }).click();
    await expect(page.getByRole("group", { name: /^Room 2: Super Deluxe Room · 1 adult, 1 child/ })).toBeVisible();
    await expect(page.getByTestId("new-booking-totals")).toContainText("Total");
    await fillGuest(page, { name: "Walk-in Guest", phone: "+44 7700 900123", source: "Walk-in" });
    await page.getByLabel("Hold as pending").check();
    await page.getByRole("button", { name: "Save booking" }).click();
    await expect(page.getByRole("status")).toHaveText("Booking saved.");
    await expect(page.getByText("Walk-in", { exact: true })).toBeVisible();
    await expect(page.getByText("Pending confirmation").first()).toBeVisible();
  });
});
