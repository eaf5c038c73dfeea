import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { layoutShift } from "./support/layout-shift";
import { hydrated, openPage } from "./support/page";
import { openDeskOnPhone } from "./support/desk-page";

/**
 * The hotel's own photos (product-rules.md: Photos and words), with the local identity on the desk: staff add
 * two photos to the Deluxe Room, make the second the main one, and guests see it on the room's page,
 * the rooms list and the home page's carousel as resized copies with srcset, in the space the illustration had. The photos
 * are removed at the end, so the other tests see the illustrations again.
 */
const DELUXE = 1;
const fixture = (name: string) => `tests/fixtures/photos/${name}`;

async function addPhoto(page: Page, file: string, alt: string) {
  await page.getByLabel("Add photo").setInputFiles(fixture(file));
  await page.getByLabel("Alt text").fill(alt);
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("status")).toHaveText("Photo added. The site shows it within a minute.");
}

test("staff add photos to the Deluxe Room and choose the main one; guests see it, resized, where the illustration was", async ({ page }) => {
  test.slow();
  await openDeskOnPhone(page, `/admin/rooms/${DELUXE}`, "Deluxe Room");
  await expectNoSeriousA11yViolations(page);

  // A file that is not a photo is refused, with the reason beside the field.
  await page.getByLabel("Add photo").setInputFiles(fixture("not-a-photo.jpg"));
  await page.getByLabel("Alt text").fill("A brochure");
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("alert")).toContainText("This file is not a JPEG, PNG, WebP or AVIF photo.");

  await addPhoto(page, "room.png", "Deluxe Room: the bed and the window over the river");
  await addPhoto(page, "room-with-location.jpg", "Deluxe Room at sunset, the balcony facing the Narmada");
  const pictures = page.getByRole("region", { name: "Photos guests see, in order" }).getByRole("listitem");
  await expect(pictures).toHaveCount(2);
  await expect(pictures.first()).toContainText("Main photo");
  await pictures.nth(1).getByRole("button", { name: "Make main photo" }).click();
  await expect(page.getByRole("status")).toHaveText("Main photo chosen.");
  await expect(pictures.nth(1)).toContainText("Main photo");
  const mainId = /\/media\/photos\/([0-9a-f]{16})-/.exec((await pictures.nth(1).locator("img").getAttribute("src")) ?? "")?.[1];
  expect(mainId).toBeTruthy();

  try {
    // The room's page: the gallery starts with the photos, each a picture of resized copies.
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, `/RoomDetails/${DELUXE}`);
    const first = page.locator("main picture").first();
    await expect(first.locator("source[type='image/avif']")).toHaveAttribute("srcset", /-480\.avif 480w, .*-960\.avif 960w, .*-1600\.avif 1600w/);
    await expect(first.locator("source[type='image/webp']")).toHaveAttribute("srcset", /-1600\.webp 1600w/);
    const image = first.locator("img");
    await expect(image).toHaveAttribute("srcset", /-480\.jpg 480w/);
    await expect(image).toHaveAttribute("width", "1200");
    await expect(image).toHaveAttribute("height", "800");
    await expect(image).toHaveAttribute("alt", /Deluxe Room/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/^\/media\/photos\/[0-9a-f]{16}-\d+\.avif$/);
    expect(await layoutShift(page)).toBeLessThan(0.01);

    // The rooms list: the Deluxe card shows the main photo.
    await openPage(page, "/Room");
    const card = page.locator("article").filter({ has: page.getByRole("heading", { name: "Deluxe Room" }) }).first();
    await expect(card.locator("picture source[type='image/webp']")).toHaveAttribute("srcset", new RegExp(`/media/photos/${mainId}-480\\.webp`));
    await expect(card.locator("img")).toHaveAttribute("alt", "Deluxe Room at sunset, the balcony facing the Narmada");

    // The home page's rooms carousel: the Deluxe card shows it too, in the frame the illustration had.
    await openPage(page, "/");
    const carousel = page.getByRole("region", { name: "Rooms and suites" });
    await carousel.scrollIntoViewIfNeeded();
    const homeCard = carousel.locator("article").filter({ has: page.getByRole("heading", { name: "Deluxe Room" }) }).first();
    await expect(homeCard.locator("picture source[type='image/webp']")).toHaveAttribute("srcset", new RegExp(`/media/photos/${mainId}-480\\.webp`));
    await expect(homeCard.locator("img")).toHaveAttribute("width", "1200");
    await expect(homeCard.locator("img")).toHaveAttribute("height", "800");
    expect(await layoutShift(page)).toBeLessThan(0.01);
  } finally {
    // Leave the room as the other tests expect it: its illustrations.
    await page.goto(`/admin/rooms/${DELUXE}`);
    await hydrated(page);
    const removeButtons = pictures.getByRole("button", { name: "Remove" });
    for (let left = await removeButtons.count(); left > 0; left -= 1) {
      await removeButtons.first().click();
      await expect(removeButtons).toHaveCount(left - 1);
    }
  }
  await expect(page.getByRole("heading", { name: "Illustrations guests see until you add a photo" })).toBeVisible();
});

test("the rooms and gallery pages of the desk work on a phone and pass axe", async ({ page }) => {
  await openDeskOnPhone(page, "/admin/rooms", "Rooms");
  await expect(page.getByRole("link", { name: "Words and photos of the Deluxe Room" })).toHaveAttribute("href", `/admin/rooms/${DELUXE}`);
  await expectNoSeriousA11yViolations(page);

  // On a phone the desk's pages are behind the header's menu.
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("navigation", { name: "Front desk" }).getByRole("link", { name: "Gallery" }).click();
  await expect(page).toHaveURL(/\/admin\/gallery$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
  await expect(page.getByLabel("Heading")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
