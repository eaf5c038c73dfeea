import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";

/**
 * The forms specs scan whole pages except the site header: the header belongs to the shell, whose
 * own specs scan it, and a finding there should fail there rather than in every form test.
 */
export function expectFormPageAccessible(page: Page): Promise<void> {
  return expectNoSeriousA11yViolations(page, { exclude: ["header.sticky"] });
}
