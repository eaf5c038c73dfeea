import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/page";

// The welcome card's delay runs on Playwright's clock, which the tests move on by hand, so whether
// it would have shown never depends on how fast the machine is.
const WELCOME = "Welcome to Narmada Riverside Resort";

// Reduced motion: no splash, so the card's only wait is its own delay after hydration.
test.use({ reducedMotion: "reduce" });

async function open(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
}

/** Stops the page's time just after hydration: the card's one-second delay has not run out yet. */
async function pauseAfterHydration(page: Page) {
  await hydrated(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
}

test("the card appears on a page being read once its delay has passed", async ({ page }) => {
  await open(page, "/about");
  await hydrated(page);
  await page.clock.runFor(2_000);
  await expect(page.getByRole("dialog", { name: WELCOME })).toBeVisible();
});

test("it never opens over a form being filled in, and keeps its one showing for a later page", async ({ page }) => {
  await open(page, "/Contact");
  await pauseAfterHydration(page);
  const name = page.locator("#get-in-touch form").getByLabel("Name");
  await name.fill("Asha Verma");
  // The guest leaves the field (to read, or to reach Send): having typed still counts.
  await name.blur();
  await page.clock.runFor(5_000);
  await expect(page.getByRole("dialog", { name: WELCOME })).toHaveCount(0);
  await expect(name).toHaveValue("Asha Verma");

  // The next page: time runs again (a paused clock would hold its hydration too).
  await page.clock.resume();
  await page.goto("/about");
  await hydrated(page);
  await page.clock.runFor(2_000);
  await expect(page.getByRole("dialog", { name: WELCOME })).toBeVisible();
});

test("it never opens over the open chat", async ({ page }) => {
  await open(page, "/about");
  // Time stops here until the chat is open.
  await pauseAfterHydration(page);
  const launcher = page.getByRole("button", { name: "Chat with our assistant" });
  await expect(launcher).toHaveAttribute("data-hydrated", "true");
  await launcher.click();
  await expect(page.getByRole("dialog", { name: "Chat with us" })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByRole("dialog", { name: WELCOME })).toHaveCount(0);
});
