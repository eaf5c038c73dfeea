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

test("the card appears on a page being read once its delay has passed", async ({ page }) => {
  await open(page, "/about");
  await hydrated(page);
  await page.clock.runFor(2_000);
  await expect(page.getByRole("dialog", { name: WELCOME })).toBeVisible();
});

test("it never opens over a form being filled in, and keeps its one showing for a later page", async ({ page }) => {
  await open(page, "/Contact");
  // The form is in the server's HTML: the guest starts typing before or while the page hydrates.
  const name = page.locator("#get-in-touch form").getByLabel("Name");
  await name.fill("Asha Verma");
  await hydrated(page);
  await page.clock.runFor(5_000);
  await expect(page.getByRole("dialog", { name: WELCOME })).toHaveCount(0);
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("Asha Verma");

  await page.goto("/about");
  await hydrated(page);
  await page.clock.runFor(2_000);
  await expect(page.getByRole("dialog", { name: WELCOME })).toBeVisible();
});

test("it never opens over the open chat", async ({ page }) => {
  await open(page, "/about");
  await hydrated(page);
  // Time stops here (the card's delay is a second away) until the chat is open.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  const launcher = page.getByRole("button", { name: "Chat with our assistant" });
  await expect(launcher).toHaveAttribute("data-hydrated", "true");
  await launcher.click();
  await expect(page.getByRole("dialog", { name: "Chat with us" })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByRole("dialog", { name: WELCOME })).toHaveCount(0);
});
