import { expect, type Page, test } from "@playwright/test";
import { scrollToForm, scrollToReading } from "./support/welcome";

// The welcome card's delay runs on Playwright's clock, which the tests move on by hand, so whether
// it would have shown never depends on how fast the machine is.
const WELCOME = "Welcome to Narmada Riverside Resort";

// Reduced motion: no splash, so the card's only wait is its own delay after the guest scrolls.
test.use({ reducedMotion: "reduce" });
// The home page hydrates in parts; on a busy machine that needs more than the default.
test.describe.configure({ timeout: 90_000 });

/**
 * Opens a page with its time held from the start, moved on in small steps only until React has
 * hydrated: the card's delay cannot have run out, however busy the machine.
 */
async function openHeld(page: Page, path: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(path);
  await hydratedHeld(page);
}

/** Waits for hydration on the held clock, moving it on in small steps only while it has not happened. */
async function hydratedHeld(page: Page) {
  const isHydrated = page.locator("html[data-hydrated=true]");
  await expect
    .poll(
      async () => {
        if ((await isHydrated.count()) === 0) await page.clock.runFor(50);
        return isHydrated.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
}

test.describe("the welcome card (product-rules.md: Splash and popups)", () => {
  test("shows on the home page only after the guest scrolls, a second later", async ({ page }) => {
    await openHeld(page, "/");
    await page.clock.runFor(5_000);
    await expect(page.getByRole("dialog", { name: WELCOME })).toHaveCount(0);
    await scrollToReading(page);
    await page.clock.runFor(500);
    await expect(page.getByRole("dialog", { name: WELCOME })).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(page.getByRole("dialog", { name: WELCOME })).toBeVisible();
  });

  for (const path of ["/about", "/RoomDetails/1", "/hi/about"]) {
    test(`never shows on ${path}, however long the guest reads and scrolls`, async ({ page }) => {
      await openHeld(page, path);
      await page.evaluate(() => window.scrollTo(0, window.innerHeight));
      await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
      await page.clock.runFor(5_000);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  }

  test("never opens while a form is on screen, keeps its showing for later, and gives way to a form", async ({ page }) => {
    await openHeld(page, "/");
    await scrollToForm(page);
    await page.clock.runFor(5_000);
    await expect(page.getByRole("dialog", { name: WELCOME })).toHaveCount(0);

    // Further on, where no form is on screen, the card comes.
    await scrollToReading(page);
    await page.clock.runFor(1_500);
    const welcome = page.getByRole("dialog", { name: WELCOME });
    await expect(welcome).toBeVisible();

    // A form coming into view closes it, and it does not come back on this visit.
    await scrollToForm(page);
    await expect(welcome).toBeHidden();
    await scrollToReading(page);
    await page.clock.runFor(5_000);
    await expect(welcome).toHaveCount(0);
    await page.reload();
    await hydratedHeld(page);
    await scrollToReading(page);
    await page.clock.runFor(5_000);
    await expect(welcome).toHaveCount(0);
  });

  test("never opens over a form being filled in on the home page", async ({ page }) => {
    await openHeld(page, "/");
    const form = page.getByRole("form", { name: "Request a Booking" });
    await form.getByLabel("Name").fill("Asha Verma");
    await form.getByLabel("Name").blur();
    await scrollToReading(page);
    await page.clock.runFor(5_000);
    await expect(page.getByRole("dialog", { name: WELCOME })).toHaveCount(0);
    await expect(form.getByLabel("Name")).toHaveValue("Asha Verma");
  });

  test("never opens over the open chat", async ({ page }) => {
    await openHeld(page, "/");
    const launcher = page.getByRole("button", { name: "Chat with our assistant" });
    await expect(launcher).toHaveAttribute("data-hydrated", "true");
    await launcher.click();
    await expect(page.getByRole("dialog", { name: "Chat with us" })).toBeVisible();
    // The chat's own form is on screen wherever the page is: scroll as a reader would.
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
    await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
    await page.clock.runFor(5_000);
    await expect(page.getByRole("dialog", { name: WELCOME })).toHaveCount(0);
  });
});
