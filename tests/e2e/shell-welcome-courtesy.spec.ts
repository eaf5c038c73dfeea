import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/page";

// The welcome card's delay runs on Playwright's clock, which the tests move on by hand, so whether
// it would have shown never depends on how fast the machine is.
const WELCOME = "Welcome to Narmada Riverside Resort";

// Reduced motion: no splash, so the card's only wait is its own delay after hydration.
test.use({ reducedMotion: "reduce" });

/**
 * Opens a page with its time held from the start, moved on in small steps only until React has
 * hydrated: the card's one-second delay starts at hydration, so it cannot have run out, however busy
 * the machine.
 */
async function openHeld(page: Page, path: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(path);
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

test("the card appears on a page being read once its delay has passed", async ({ page }) => {
  await openHeld(page, "/about");
  await expect(page.getByRole("dialog", { name: WELCOME })).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(page.getByRole("dialog", { name: WELCOME })).toBeVisible();
});

test("it never opens over a form being filled in, and keeps its one showing for a later page", async ({ page }) => {
  await openHeld(page, "/Contact");
  const name = page.locator("#get-in-touch form").getByLabel("Name");
  await name.fill("Asha Verma");
  // The guest leaves the field (to read, or to reach Send): having typed still counts.
  await name.blur();
  await page.clock.runFor(5_000);
  await expect(page.getByRole("dialog", { name: WELCOME })).toHaveCount(0);
  await expect(name).toHaveValue("Asha Verma");

  // The next page: time runs again.
  await page.clock.resume();
  await page.goto("/about");
  await hydrated(page);
  await page.clock.runFor(2_000);
  await expect(page.getByRole("dialog", { name: WELCOME })).toBeVisible();
});

test("it never opens over the open chat", async ({ page }) => {
  await openHeld(page, "/about");
  const launcher = page.getByRole("button", { name: "Chat with our assistant" });
  await expect(launcher).toHaveAttribute("data-hydrated", "true");
  await launcher.click();
  await expect(page.getByRole("dialog", { name: "Chat with us" })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByRole("dialog", { name: WELCOME })).toHaveCount(0);
});
