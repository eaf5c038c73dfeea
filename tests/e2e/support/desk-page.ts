import { expect, type Page } from "@playwright/test";
import { hydrated } from "./page";

/**
 * Opens a front desk page on a phone, as reception uses it (product-rules.md: The front desk), waits
 * until it has hydrated and checks that it is the page named `heading`.
 */
export async function openDeskOnPhone(page: Page, path: string, heading: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}
