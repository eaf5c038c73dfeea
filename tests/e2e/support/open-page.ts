import { expect, type Page } from "@playwright/test";
import { skipSessionIntro } from "./session-intro";

/** Opens a page without the splash and welcome popup, and waits until React has hydrated. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await skipSessionIntro(page);
  await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
}

/** Chromium logs a request the test cut off on purpose as a console error. */
export const ABORTED_REQUEST = /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED|CONNECTION)/;
