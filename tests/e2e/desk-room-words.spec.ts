import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { hydrated, openPage } from "./support/page";
import { openDeskOnPhone } from "./support/desk-page";

/**
 * A room's words (product-rules.md: Photos and words), with the local identity on the desk: staff
 * preview a new paragraph and feature for the Luxury Room, are told what a refused field needs, save,
 * and guests read the words on the room's page. The words are put back at the end, so the other
 * tests see the seeded room.
 */
const LUXURY = 3;
const sentence = "Every evening the bells of the aarti carry across the water to your window.";
const feature = "Writing desk by the arched window";

test("staff preview and save a room's words, and guests read them on the room's page", async ({ page }) => {
  test.slow();
  await openDeskOnPhone(page, `/admin/rooms/${LUXURY}`, "Luxury Room");
  const description = page.getByLabel("Description", { exact: true });
  const features = page.getByLabel("Features", { exact: true });
  const saved = { description: await description.inputValue(), features: await features.inputValue() };
  // The seeded list of nearby places comes back as "- " lines, so saving keeps it a list.
  expect(saved.description).toContain("\n- The Jyotirlinga temple is 5 km away");
  await expectNoSeriousA11yViolations(page);

  try {
    await description.fill(`${saved.description}\n\n${sentence}`);
    await features.fill(`${saved.features}\n${feature}`);
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview, not saved yet" });
    await expect(preview.getByText(sentence)).toBeVisible();
    await expect(preview.getByRole("listitem").filter({ hasText: feature })).toBeVisible();
    await expect(preview.getByRole("heading", { name: "Luxury Room" }).first()).toBeVisible();
    await expect(description).toHaveValue(`${saved.description}\n\n${sentence}`);

    // Nothing is live yet.
    await openPage(page, `/RoomDetails/${LUXURY}`);
    await expect(page.getByText(sentence)).toHaveCount(0);

    await page.goto(`/admin/rooms/${LUXURY}`);
    await hydrated(page);
    await description.fill(`${saved.description}\n\n${sentence}`);
    await features.fill(`${saved.features}\n${feature}`);
    await features.fill(`${saved.features}\n${feature}, with a reading lamp and a charging point for phones`);
    await page.getByRole("button", { name: "Save words" }).click();
    await expect(page.getByText("Each feature must be 60 characters or fewer")).toBeVisible();
    await expect(features).toHaveAttribute("aria-invalid", "true");
    await features.fill(`${saved.features}\n${feature}`);
    await page.getByRole("button", { name: "Save words" }).click();
    await expect(page.getByRole("status")).toHaveText("Words saved. The room's pages show them within a minute.");

    await openPage(page, `/RoomDetails/${LUXURY}`);
    const about = page.getByRole("region", { name: "About the Luxury Room" });
    await expect(about.getByText(sentence)).toBeVisible();
    await expect(about.getByRole("listitem").filter({ hasText: "The Jyotirlinga temple is 5 km away" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Room features" }).getByText(feature)).toBeVisible();
  } finally {
    await page.goto(`/admin/rooms/${LUXURY}`);
    await hydrated(page);
    await page.getByLabel("Name", { exact: true }).fill("Luxury Room");
    await description.fill(saved.description);
    await features.fill(saved.features);
    await page.getByRole("button", { name: "Save words" }).click();
    await expect(page.getByRole("status")).toHaveText("Words saved. The room's pages show them within a minute.");
  }
});
