import { expect, type Locator } from "@playwright/test";

/**
 * Scrolls to something in a part of the page that loads as it nears the viewport (the footer and
 * the home page's sections below the booking strip; see app/components/deferred.tsx), as a guest
 * would, and waits until that part has hydrated.
 */
export async function reachPart(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await expect(target.locator("xpath=ancestor-or-self::div[@data-part][1]")).toHaveAttribute("data-part", "hydrated", {
    timeout: 30_000,
  });
}
