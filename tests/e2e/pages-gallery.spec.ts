import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { watchConsoleErrors } from "./support/console-errors";
import { openPage } from "./support/page";

/** Opens the gallery once it is live; its photo links (each opens the viewer). */
async function openGallery(page: Page) {
  await openPage(page, "/Gallery");
  return page.locator("main ul a[aria-haspopup=dialog]");
}

test("a gallery photo opens in a lightbox with its heading; Escape, the backdrop and the close mark close it", async ({
  page,
}) => {
  const consoleErrors = watchConsoleErrors(page);
  const photos = await openGallery(page);
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

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the photo viewer fills the screen, a swipe steps through the photos, and Escape or the close mark closes it", async ({
    page,
  }) => {
    const consoleErrors = watchConsoleErrors(page);
    const photos = await openGallery(page);
    const count = await photos.count();
    expect(count).toBeGreaterThan(2);
    const heading = async (index: number) => ((await photos.nth(index).textContent()) ?? "").trim();

    await photos.first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(dialog.getByText(`Photo 1 of ${count}`)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeInViewport();
    const image = dialog.locator("img");
    const picture = await image.boundingBox();
    // The picture takes the screen's width and the height between the heading and the counter.
    expect(picture?.width).toBe(390 - 32);
    expect(picture?.height).toBeGreaterThan(400);
    await expect(image).toHaveCSS("object-fit", "contain");

    const swipe = async (from: number, to: number) => {
      const y = (picture?.y ?? 0) + (picture?.height ?? 0) / 2;
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move((from + to) / 2, y);
      await page.mouse.move(to, y);
      await page.mouse.up();
    };
    await swipe(300, 80);
    await expect(dialog.getByRole("heading", { name: await heading(1) })).toBeVisible();
    await expect(dialog.getByText(`Photo 2 of ${count}`)).toBeVisible();
    await swipe(300, 80);
    await expect(dialog.getByText(`Photo 3 of ${count}`)).toBeVisible();
    await swipe(80, 300);
    await expect(dialog.getByRole("heading", { name: await heading(1) })).toBeVisible();
    // A tap is not a swipe.
    await swipe(200, 205);
    await expect(dialog.getByText(`Photo 2 of ${count}`)).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await photos.nth(2).click();
    await expect(dialog.getByText(`Photo 3 of ${count}`)).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    consoleErrors.expectNone();
  });
});
