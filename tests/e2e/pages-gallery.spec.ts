import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { watchConsoleErrors } from "./support/console-errors";
import { openPage } from "./support/page";

test("a gallery photo opens in a lightbox with its heading; Escape, the backdrop and the close mark close it", async ({
  page,
}) => {
  const consoleErrors = watchConsoleErrors(page);
  await openPage(page, "/Gallery");
  const photos = page.locator("main ul button[aria-haspopup=dialog]");
  expect(await photos.count()).toBeGreaterThan(1);
  const firstHeading = (await photos.first().textContent())?.trim() ?? "";
  const dialog = page.getByRole("dialog");

  // Open, see the image and its heading; Escape closes.
  await photos.first().click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: firstHeading })).toBeVisible();
  await expect(dialog.locator("img")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The backdrop closes it.
  await photos.first().click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();

  // The close mark closes it; next steps to the second photo.
  await photos.first().click();
  await dialog.getByRole("button", { name: "Next photo" }).click();
  const secondHeading = (await photos.nth(1).textContent())?.trim() ?? "";
  await expect(dialog.getByRole("heading", { name: secondHeading })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByRole("heading", { name: firstHeading })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  // Focus returns to the photo that opened it.
  await expect(photos.first()).toBeFocused();

  consoleErrors.expectNone();
});
