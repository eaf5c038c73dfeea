import { expect, type Page, test } from "@playwright/test";
import { stayFrom, uniqueGuest, wizardUrl } from "./support/booking-api";
import { bookAsGuest } from "./support/guest-step";
import { openPage } from "./support/page";

// A real booking: slow on a shared machine.
test.describe.configure({ timeout: 120_000 });

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
const selectButton = (page: Page, type: string, room: number) =>
  page.getByRole("button", { name: `Select Room ${type} for Room ${room}`, exact: true });

test.use({ viewport: { width: 390, height: 844 } });

test("four adults cannot have a Deluxe Room as one room and are offered two rooms (product-rules.md: Occupancy)", async ({ page }) => {
  await openPage(page, wizardUrl(stayFrom(140, 2), "4-0", { step: "2" }));
  await expect(stepHeading(page, "Select Your Room")).toBeVisible();
  await expect(selectButton(page, "Suite Room", 1)).toBeVisible();
  await expect(selectButton(page, "Deluxe Room", 1)).toHaveCount(0);
  const hint = page.getByTestId("split-hint");
  await expect(hint).toContainText("Not every room type takes 4 adults in one room.");
  await hint.getByRole("button", { name: "Split into 2 rooms" }).click();
  await expect(selectButton(page, "Deluxe Room", 1)).toBeVisible();
  await page.getByRole("button", { name: /^Room 2/ }).click();
  await expect(selectButton(page, "Deluxe Room", 2)).toBeVisible();
  await expect(page).toHaveURL(/guests=2-0%2C2-0|guests=2-0,2-0/);
});

test("children are asked in two age bands, and the party is priced as the hotel prices it: an extra adult on the summary and the receipt", async ({
  page,
}) => {
  const stay = stayFrom(141, 2);
  const guest = uniqueGuest("Meera");
  await openPage(page, wizardUrl(stay, "2-0", { step: "1" }));
  await expect(page.getByText("Children under 6", { exact: true })).toBeVisible();
  await expect(page.getByText("Children 6–11", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Add one adult to Room 1" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await selectButton(page, "Deluxe Room", 1).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(stepHeading(page, "Enhance Your Stay")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(stepHeading(page, "Guest Information")).toBeVisible();
  const summary = page.getByTestId("booking-summary");
  const line = summary.getByTestId("extra-guest-line").filter({ visible: true });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("Extra adult × 1 × 2 nights");
  await expect(line).toContainText("₹1,600");
  await bookAsGuest(page, "Meera Joshi", guest);

  const receipt = page.getByTestId("booking-receipt");
  await expect(receipt).toBeVisible({ timeout: 30_000 });
  const receiptLine = receipt.getByTestId("extra-guest-line").filter({ visible: true });
  await expect(receiptLine).toContainText("Extra adult × 1 × 2 nights");
  await expect(receiptLine).toContainText("₹1,600");
});

test("/Room compares the types at a glance: size, beds, view, guests, price from, in English and Hindi (product-rules.md: Room facts)", async ({
  page,
}) => {
  await openPage(page, "/Room");
  const table = page.getByTestId("room-comparison");
  await expect(table.getByRole("heading", { name: "Compare our rooms" })).toBeVisible();
  for (const text of ["24 m²", "48 m²", "Queen bed", "King bed", "Garden view", "Up to 3", "Up to 4", "₹4,500 a night", "₹11,000 a night"]) {
    await expect(table.getByRole("cell", { name: text, exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText("Size: 24m²")).toHaveCount(0);

  await openPage(page, "/hi/Room");
  const hindi = page.getByTestId("room-comparison");
  await expect(hindi.getByRole("heading", { name: "कमरों की तुलना" })).toBeVisible();
  for (const text of ["24 वर्ग मीटर", "क्वीन बेड", "बगीचे का नज़ारा", "3 तक"]) {
    await expect(hindi.getByRole("cell", { name: text, exact: true }).first()).toBeVisible();
  }
});
