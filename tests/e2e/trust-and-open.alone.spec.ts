import { expect, type Page, test } from "@playwright/test";
import { hydrated, openPage } from "./support/page";

/**
 * What is open, from the desk (product-rules.md: What is open; Legal name and GSTIN): the Spa page
 * says what staff saved, and the desk refuses a wrong GSTIN with its message. These change what
 * pages show, so they run alone and put the seeded state back.
 */
test.describe.configure({ mode: "serial" });

async function saveSpa(page: Page, state: "open" | "planned") {
  await page.goto("/admin/hotel");
  await hydrated(page);
  await page.locator('select[name="spa_state"]').selectOption(state);
  await page.getByRole("button", { name: "Save what is open" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. Every page, the menus, the footer and the assistant say what is open within a minute.");
}

test("the Spa page's state agrees with what the desk saved", async ({ page }) => {
  await openPage(page, "/Spa");
  // Planned, as shipped: Upcoming, and no hours beside it.
  await expect(page.locator("main").getByText("Upcoming").first()).toBeVisible();
  await expect(page.getByTestId("facility-hours")).toHaveCount(0);
  try {
    await saveSpa(page, "open");
    await openPage(page, "/Spa");
    await expect(page.getByTestId("facility-hours")).toHaveText("Open daily, 9:00 AM to 9:00 PM");
    await expect(page.locator("main")).not.toContainText("Upcoming");
    await expect(page.locator("footer").getByRole("link", { name: "Wellness & Spa" })).toBeVisible();
  } finally {
    await saveSpa(page, "planned");
  }
});

test("the desk refuses a GSTIN that is not Madhya Pradesh's or has a wrong check character", async ({ page }) => {
  await page.goto("/admin/hotel");
  await hydrated(page);
  await page.getByLabel("GSTIN").fill("23AAAAA0000A1ZB");
  await page.getByRole("button", { name: "Save hotel details" }).click();
  await expect(page.getByText("This GSTIN's last character does not match the rest. Please check it for a typing mistake")).toBeVisible();
  await page.getByLabel("GSTIN").fill("27AAPFU0939F1ZV");
  await page.getByRole("button", { name: "Save hotel details" }).click();
  await expect(page.getByText("The hotel's GSTIN must start with 23, Madhya Pradesh's state code")).toBeVisible();
});
