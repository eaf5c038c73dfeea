import { expect, type Page } from "@playwright/test";
import { skipSessionIntro } from "./session-intro";

/**
 * Opens a page without the splash and welcome popup and waits until the page has hydrated (parts
 * that load near view hydrate later; see reach-part.ts). The home page's first screen hydrates in
 * parts after their code arrives, which on a busy test machine can take longer than ten seconds.
 */
export async function openShellPage(page: Page, path: string): Promise<void> {
  await skipSessionIntro(page);
  await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached({ timeout: 30_000 });
}
