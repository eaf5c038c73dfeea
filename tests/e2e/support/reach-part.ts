import { expect, type Locator } from "@playwright/test";

/**
 * Scrolls to something in a part of the page that loads as it nears the viewport (the footer, the
 * home page's sections below the booking strip, /Room's later cards, /Event's categories and form;
 * see app/components/deferred.tsx), as a guest would, and waits until that part has hydrated.
 */
export async function reachPart(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect(partOf(target)).toHaveAttribute("data-part", "hydrated", { timeout: 30_000 });
}

/** The wrapper of the near-view part `target` sits in; its `data-part` is "pending" or "hydrated". */
export function partOf(target: Locator): Locator {
  return target.locator("xpath=ancestor-or-self::div[@data-part][1]");
}
