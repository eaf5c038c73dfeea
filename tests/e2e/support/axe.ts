import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface AxeOptions {
  /** CSS selectors left out of the scan (e.g. a third-party widget we do not control). */
  exclude?: string[];
}

/**
 * Runs axe against WCAG 2.2 A/AA on the page as it is now and fails on any serious or critical
 * violation, listing each rule with the first few offending nodes so the failure is actionable.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(" ")} — ${node.failureSummary ?? ""}`),
    }));
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
