import { expect, type Locator, type Page, type Response } from "@playwright/test";
import { partOf, reachPart } from "./reach-part";
import { skipSessionIntro } from "./session-intro";

/**
 * Waits until React has hydrated the page: `data-hydrated` on <html> is set once the root and every
 * part that hydrates with it are live (parts that load near view hydrate later; see reach-part.ts).
 * Generous, because on a busy test machine a page, and above all the home page, whose first screen
 * hydrates in parts after their code arrives, can take longer than ten seconds.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached({ timeout: 30_000 });
}

/**
 * Opens a page without the splash and welcome popup and waits until it has hydrated. Returns the
 * document's response, for specs that check its status.
 */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  await skipSessionIntro(page);
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** Opens `path`, follows the link named `link` and waits until the dialog named `dialog` it opens is shown. */
export async function openDialogFrom(page: Page, path: string, link: string, dialog: string): Promise<Locator> {
  await openPage(page, path);
  const opener = page.getByRole("link", { name: link });
  // A link in a part that hydrates near view is a plain link until the guest scrolls to it.
  if ((await partOf(opener).count()) > 0) await reachPart(opener);
  await opener.click();
  const opened = page.getByRole("dialog", { name: dialog });
  await expect(opened).toBeVisible();
  return opened;
}
