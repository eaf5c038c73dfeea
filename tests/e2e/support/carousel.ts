import { expect, type Locator, type Page } from "@playwright/test";

/** The dot of the slide a carousel shows (app/components/carousel.tsx). */
export const currentDot = (carousel: Locator) => carousel.locator('button[aria-current="true"]');

/**
 * Stops the page's clock where it is. The clock must have been installed (`page.clock.install()`)
 * before the page opened and left running while it hydrated; from here on timers fire only when the
 * test runs the clock forward, so a carousel's autoplay moves exactly when the test says.
 */
export async function pauseClock(page: Page): Promise<void> {
  // A little ahead of the page's time: the clock keeps running while this call travels.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2_000);
}

/** Pointer away and focus out: the two things besides the pause button that hold a carousel still. */
export async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * With the clock paused: a carousel that moves on its own stays on slide 1 until `delayMs` has passed
 * and shows slide 2 right after.
 */
export async function expectAutoplayAfter(page: Page, carousel: Locator, delayMs: number): Promise<void> {
  // Pressing a dot restarts the count, so it starts now; leaving lets the carousel run again.
  await carousel.getByRole("button", { name: "Go to slide 1" }).click();
  await leaveCarousel(page);
  await expect(currentDot(carousel)).toHaveAccessibleName("Go to slide 1");
  await page.clock.runFor(delayMs - 100);
  await expect(currentDot(carousel)).toHaveAccessibleName("Go to slide 1");
  await page.clock.runFor(200);
  await expect(currentDot(carousel)).toHaveAccessibleName("Go to slide 2");
}
