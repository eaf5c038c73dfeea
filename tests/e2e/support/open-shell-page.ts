import { expect, type Page } from "@playwright/test";
import { skipSessionIntro } from "./session-intro";

/**
 * Opens a page without the splash and welcome popup and waits until every part of it has hydrated.
 * The home page hydrates its below-the-fold sections after their code arrives, which on a busy
 * test machine can take longer than the default ten seconds.
 */
export async function openShellPage(page: Page, path: string): Promise<void> {
  await skipSessionIntro(page);
  await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached({ timeout: 30_000 });
}
