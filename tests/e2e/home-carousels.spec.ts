import { expect, type Locator, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { openShellPage } from "./support/open-shell-page";
import { reachPart } from "./support/reach-part";

// The whole home page hydrates in parts; on a busy machine that needs more than the default 45 s.
test.describe.configure({ timeout: 90_000 });

const currentDot = (carousel: Locator) => carousel.locator('button[aria-current="true"]');

test("arrows, dots and the arrow keys move a carousel, and the pause button stops and restarts it", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await openShellPage(page, "/");
  const social = page.getByRole("region", { name: "Social media posts" });
  await reachPart(social);
  const pause = social.getByRole("button", { name: "Pause Social media posts slideshow" });
  await pause.click();
  await expect(social.getByRole("button", { name: "Play Social media posts slideshow" })).toBeVisible();
  await expect(currentDot(social)).toHaveAccessibleName("Go to slide 1");

  await social.getByRole("button", { name: "Next slide" }).click();
  await expect(currentDot(social)).toHaveAccessibleName("Go to slide 2");
  await social.getByRole("button", { name: "Previous slide" }).click();
  await expect(currentDot(social)).toHaveAccessibleName("Go to slide 1");

  await social.getByRole("button", { name: "Go to slide 4" }).click();
  await expect(currentDot(social)).toHaveAccessibleName("Go to slide 4");
  await expect(social.getByRole("group", { name: "4 of 8" })).toBeInViewport();

  await social.getByRole("button", { name: "Next slide" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(currentDot(social)).toHaveAccessibleName("Go to slide 3");

  // Three in view at 1280 px: eight posts have six positions, so dots 7 and 8 do not exist there.
  await expect(social.getByRole("button", { name: "Go to slide 7" })).toBeHidden();
  consoleErrors.expectNone();
});

test("the rooms carousel moves on its own (original site: every 1000 ms), pauses on hover and stops with pause", async ({ page }) => {
  await openShellPage(page, "/");
  const rooms = page.getByRole("region", { name: "Rooms and suites" });
  await reachPart(rooms);
  await page.mouse.move(0, 0);
  await expect(currentDot(rooms)).toHaveAccessibleName("Go to slide 2", { timeout: 5_000 });

  await rooms.getByRole("group").first().hover();
  const hovered = await currentDot(rooms).getAttribute("aria-label");
  await page.waitForTimeout(2_500);
  expect(await currentDot(rooms).getAttribute("aria-label")).toBe(hovered);

  await rooms.getByRole("button", { name: "Pause Rooms and suites slideshow" }).click();
  await page.mouse.move(0, 0);
  const paused = await currentDot(rooms).getAttribute("aria-label");
  await page.waitForTimeout(2_500);
  expect(await currentDot(rooms).getAttribute("aria-label")).toBe(paused);
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("no carousel starts on its own", async ({ page }) => {
    await openShellPage(page, "/");
    for (const name of ["Highlights", "Rooms and suites", "Guest testimonials", "Social media posts"]) {
      const play = page.getByRole("button", { name: `Play ${name} slideshow` });
      if (name !== "Highlights") await reachPart(page.getByRole("region", { name }));
      await expect(play).toBeAttached();
    }
  });
});

test.describe("carousel layout", () => {
  test("shows 3 rooms at 1280 px, 2 at 800 px and 1 at 390 px", async ({ page }) => {
    await openShellPage(page, "/");
    for (const [width, perView] of [
      [1280, 3],
      [800, 2],
      [390, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const rooms = page.getByRole("region", { name: "Rooms and suites" });
      await reachPart(rooms);
      await rooms.getByRole("button", { name: /Pause|Play/ }).first().hover();
      const ratio = await rooms.evaluate((region) => {
        const viewport = region.querySelector(".carousel-viewport") as HTMLElement;
        const slide = viewport.firstElementChild as HTMLElement;
        return viewport.clientWidth / slide.offsetWidth;
      });
      expect(Math.round(ratio)).toBe(perView);
    }
  });
});
