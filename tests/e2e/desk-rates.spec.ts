import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { type BookingConfirmation, paiseOf, stayFrom, uniqueGuest } from "./support/booking-api";
import { openRates, removeRatePeriod } from "./support/desk-steps";
import { hydrated, openPage } from "./support/page";

/**
 * Rates from the desk (product-rules.md: Rates and rate periods), with the local identity: staff
 * add a festival rate for one night of a stay, and the guest sees and pays it for that night only.
 */
test.describe.configure({ timeout: 120_000 });

// Nights no other test books or prices: the period must not change what another test sees.
const stay = stayFrom(361, 2);
const periodName = `Festival ${stay.checkIn}`;

test("a rate period changes the price the guest sees and pays, for its nights only", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openRates(page);
  await expectNoSeriousA11yViolations(page);
  const form = page.getByRole("region", { name: "Add a rate period" });
  await form.getByLabel("Name").fill(periodName);
  await form.getByLabel("First night").fill(stay.checkIn);
  await form.getByLabel("Last night").fill(stay.checkIn);
  await form.getByLabel("Super Deluxe Room").fill("7,200");
  await form.getByRole("button", { name: "Add period" }).click();
  await expect(page.getByRole("status")).toHaveText("Rate period added.");
  const card = page.getByTestId("rate-period").filter({ hasText: periodName });
  await expect(card).toContainText("Super Deluxe Room: ₹7,200 a night");
  await expect(card).toContainText("Deluxe Room: usual rate");

  try {
    await openPage(page, `/BookingForm?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2-0`);
    const superDeluxe = page.locator("article").filter({ has: page.getByRole("heading", { name: "Super Deluxe Room", exact: true }) });
    const nightRates = superDeluxe.getByTestId("night-rates");
    await expect(nightRates).toContainText("This room's rate changes during your stay");
    await expect(nightRates).toContainText("₹7,200 + taxes a night × 1 night");
    await expect(nightRates).toContainText("₹6,500 + taxes a night × 1 night");
    // A type the period leaves out shows its one rate.
    const deluxe = page.locator("article").filter({ has: page.getByRole("heading", { name: "Deluxe Room", exact: true }) });
    await expect(deluxe.getByTestId("night-rates")).toHaveCount(0);

    await page.getByRole("button", { name: "Select Room Super Deluxe Room for Room 1", exact: true }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    const guest = uniqueGuest("Kavita");
    await page.getByLabel("Full name").fill("Kavita Sharma");
    await page.getByLabel("Email", { exact: true }).fill(guest.email);
    await page.getByLabel("Phone").fill(guest.spacedMobile);
    const summaryRow = page.getByTestId("booking-summary").getByTestId("price-row");
    await expect(summaryRow).toContainText("₹7,200 × 1 night");
    await expect(summaryRow).toContainText("₹6,500 × 1 night");
    await expect(summaryRow).toContainText("₹13,700");

    const answer = page.waitForResponse((response) => response.url().endsWith("/api/bookings"));
    await page.getByRole("button", { name: "Book Now & Pay Later" }).click();
    const { data } = (await (await answer).json()) as { data: BookingConfirmation };
    // Both nights within ₹7,500: 2.5% + 2.5% of ₹13,700.
    expect(data.rooms[0]).toMatchObject({ nightly: 720_000, subtotal: 1_370_000 });
    expect(data.totals.total).toBe(1_370_000 + 2 * 34_250);
    const receipt = page.getByTestId("booking-receipt");
    await expect(receipt.getByTestId("price-row")).toContainText("₹7,200 × 1 night");
    expect(paiseOf((await receipt.locator('[data-total="total"]').textContent()) ?? "")).toBe(data.totals.total);

    // The desk shows the booking at the rates it was made with.
    await page.goto(`/admin/bookings/${data.reference}`);
    await hydrated(page);
    await expect(page.getByText("₹7,200 a night × 1 + ₹6,500 a night × 1")).toBeVisible();
  } finally {
    await removeRatePeriod(page, periodName);
  }
});

test("a rate form refused says why beside the field, on a phone, and saves nothing", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openRates(page);
  const suite = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Suite Room", exact: true }) });
  const rate = suite.getByLabel("Usual rate a night (₹)");
  await expect(rate).toHaveValue("11000");
  // Rooms for sale are not typed: they are the type's rooms in service, kept on Room numbers.
  await expect(suite.getByTestId("rooms-for-sale")).toContainText("Rooms for sale: 4 rooms in service");
  await expect(suite.getByRole("link", { name: "Room numbers of Suite Room" })).toHaveAttribute("href", "/admin/room-numbers");
  await expect(suite.getByLabel("Rooms for sale")).toHaveCount(0);
  await rate.fill("eleven thousand");
  await suite.getByRole("button", { name: "Save Suite Room" }).click();
  await expect(suite.getByRole("alert")).toHaveText("Enter a whole number");
  await expect(rate).toHaveAttribute("aria-invalid", "true");
  await expect(rate).toHaveValue("eleven thousand");

  const form = page.getByRole("region", { name: "Add a rate period" });
  await form.getByLabel("Name").fill("Nothing set");
  await form.getByLabel("First night").fill(stay.checkIn);
  await form.getByLabel("Last night").fill(stay.checkIn);
  await form.getByRole("button", { name: "Add period" }).click();
  await expect(form.getByRole("alert")).toHaveText("Give at least one room type a rate for this period");
  await expectNoSeriousA11yViolations(page);

  await openRates(page);
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Suite Room", exact: true }) }).getByLabel("Usual rate a night (₹)")).toHaveValue("11000");
  await expect(page.getByTestId("rate-period").filter({ hasText: "Nothing set" })).toHaveCount(0);
});
