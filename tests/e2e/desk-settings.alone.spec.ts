import { expect, type Page, test } from "@playwright/test";
import { seedSettings } from "../../app/content/hotel-seed";
import { addDays, todayInHotel } from "../../app/domain/hotel-date";
import { formatRupees } from "../../app/domain/money";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { bookableDay } from "./support/hotel-dates";
import { hydrated, openPage } from "./support/page";
import { openDeskOnPhone } from "./support/desk-page";

/**
 * The hotel's details and offer from the desk (product-rules.md: Hotel details; Offers and the
 * announcement bar), with the local identity. These change what every page shows, so they run in
 * the "alone" project, after every other spec, and put the seeded values back.
 */
test.describe.configure({ mode: "serial" });

const seeded = seedSettings.details.phones.secondary?.display ?? "";
const newNumber = { typed: "98260 12345", display: "+91 98260 12345", tel: "+919826012345" };

async function saveSecondPhone(page: Page, value: string) {
  await page.goto("/admin/hotel");
  await hydrated(page);
  await page.getByLabel("Second phone (optional)").fill(value);
  await page.getByRole("button", { name: "Save hotel details" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Saved. Every page, e-mail and search listing shows the new details within a minute.",
  );
}

test("a phone number saved on the desk shows in the footer, on the contact page and in the JSON-LD", async ({ page }) => {
  await openDeskOnPhone(page, "/admin/hotel", "Hotel details");
  await expectNoSeriousA11yViolations(page);

  // A refusal names the field and keeps what was typed.
  await page.getByLabel("PIN code").fill("45055");
  await page.getByRole("button", { name: "Save hotel details" }).click();
  await expect(page.getByText("Enter the 6-digit PIN code")).toBeVisible();
  await expect(page.getByLabel("PIN code")).toHaveValue("45055");

  try {
    await saveSecondPhone(page, newNumber.typed);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, "/Contact");
    await expect(page.locator("main").getByRole("link", { name: newNumber.display })).toHaveAttribute("href", `tel:${newNumber.tel}`);
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole("link", { name: newNumber.display })).toBeVisible();
    await expect(page.getByText(seeded, { exact: true })).toHaveCount(0);

    await openPage(page, "/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.join("\n")).toContain(`"telephone":"${newNumber.tel}"`);
  } finally {
    await saveSecondPhone(page, seeded);
  }
});

test("the offer's percentage changed on the desk is what the booking form charges", async ({ page }) => {
  const today = todayInHotel(new Date());
  const checkIn = bookableDay(20);
  const offerForm = page.getByRole("region", { name: "Festive offer" });
  await page.goto("/admin/offers");
  await hydrated(page);
  await expectNoSeriousA11yViolations(page);
  const seededOffer = seedSettings.offers[0];

  try {
    await offerForm.getByLabel("Name", { exact: true }).fill("Narmada Jayanti offer");
    await offerForm.getByLabel("Discount (%)").fill("25");
    await offerForm.getByLabel("First check-in day").fill(today);
    await offerForm.getByLabel("Last check-in day").fill(addDays(today, 60));
    await offerForm.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview, not saved yet" });
    await expect(preview).toContainText("25% off every night this festive season");
    await expect(preview).toContainText(`Deluxe Room: ${formatRupees(450_000)} ${formatRupees(337_500)} a night + taxes`);
    await offerForm.getByRole("button", { name: "Save offer" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Offer saved. New bookings are priced with it at once; the site shows it within a minute.",
    );

    // Deluxe ₹4,500 × 2 nights = ₹9,000, 25% off = ₹6,750, 5% GST = ₹7,087.50.
    await openPage(page, `/BookingForm?check_in=${checkIn}&check_out=${addDays(checkIn, 2)}&guests=2-0&selected=1&step=4`);
    const total = page.getByTestId("checkout-total");
    await expect(total).toContainText("Narmada Jayanti offer saves you");
    await expect(page.getByTestId("booking-summary").locator('[data-total="total"]')).toHaveText(formatRupees(708_750));
  } finally {
    await page.goto("/admin/offers");
    await hydrated(page);
    await offerForm.getByLabel("Name", { exact: true }).fill(seededOffer.title);
    await offerForm.getByLabel("Discount (%)").fill(String(seededOffer.percentOff));
    await offerForm.getByLabel("First check-in day").fill(seededOffer.startsOn ?? "");
    await offerForm.getByLabel("Last check-in day").fill(seededOffer.endsOn ?? "");
    await offerForm.getByRole("button", { name: "Save offer" }).click();
    await expect(page.getByRole("status")).toContainText("Offer saved.");
  }
});
