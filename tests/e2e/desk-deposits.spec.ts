import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { stayFrom } from "./support/booking-api";
import { openDeskOnPhone } from "./support/desk-page";
import { removeRatePeriod } from "./support/desk-steps";

/**
 * The hotel's deposit rule on the desk (product-rules.md: Deposits), on a phone as reception uses
 * it: a rate period asks its own 30% deposit, shown on its card; a percentage outside 1–100 is
 * refused beside its field.
 */
test.describe.configure({ timeout: 120_000 });

// A night no other test books or prices: the period must not change what another test sees.
const stay = stayFrom(359, 1);
const periodName = `Deposit week ${stay.checkIn}`;

test("staff set a 30% deposit on a rate period and see it on its card", async ({ page }) => {
  await openDeskOnPhone(page, "/admin/rates", "Rates");
  await expect(page.getByRole("heading", { name: "Deposits" })).toBeVisible();
  await expect(page.getByTestId("deposits-online")).toContainText(/Online deposits are (on|off)/);
  const form = page.getByRole("region", { name: "Add a rate period" });
  await form.getByLabel("Name").fill(periodName);
  await form.getByLabel("First night").fill(stay.checkIn);
  await form.getByLabel("Last night").fill(stay.checkIn);
  await form.getByLabel("Super Deluxe Room").fill("7,000");
  await form.getByLabel("Deposit rule").selectOption("percent");
  await form.getByLabel(/^Percentage/).fill("0");
  await form.getByRole("button", { name: "Add period" }).click();
  await expect(form.getByRole("alert")).toHaveText("Enter a whole percentage from 1 to 100");
  await expect(form.getByLabel(/^Percentage/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("rate-period").filter({ hasText: periodName })).toHaveCount(0);

  try {
    await form.getByLabel(/^Percentage/).fill("30");
    await form.getByRole("button", { name: "Add period" }).click();
    await expect(page.getByRole("status")).toHaveText("Rate period added.");
    const card = page.getByTestId("rate-period").filter({ hasText: periodName });
    await expect(card.getByTestId("period-deposit")).toHaveText("Deposit: 30% of the stay");
    await expectNoSeriousA11yViolations(page);
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await removeRatePeriod(page, periodName);
  }
});
