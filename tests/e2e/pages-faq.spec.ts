import { expect, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { openPage } from "./support/page";
import { skipSessionIntro } from "./support/session-intro";

test.beforeEach(async ({ page }) => {
  await skipSessionIntro(page);
});

test("the FAQ accordion toggles aria-expanded and shows the answer", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await openPage(page, "/FAQ");
  const questions = page.locator("main button[aria-expanded]");
  await expect(questions).toHaveCount(6);
  for (const topic of ["Timings", "Parking", "Cancellation", "Early booking discount", "Pets", "Payment methods"]) {
    await expect(questions.filter({ hasText: topic })).toHaveCount(1);
  }

  const timings = questions.filter({ hasText: "Timings" });
  const timingsAnswer = page.locator(`#${await timings.getAttribute("aria-controls")}`);
  await expect(timings).toHaveAttribute("aria-expanded", "true");
  await expect(timingsAnswer).toContainText("Check-in is from 12:00 PM and check-out is by 10:00 AM.");

  const cancellation = questions.filter({ hasText: "Cancellation" });
  const answer = page.locator(`#${await cancellation.getAttribute("aria-controls")}`);
  await expect(cancellation).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();
  await cancellation.click();
  await expect(cancellation).toHaveAttribute("aria-expanded", "true");
  await expect(answer).toBeVisible();
  await expect(answer).toContainText("3 days before the day of arrival");
  await expect(answer).toContainText("25 days");

  // Keyboard: Enter on a focused question toggles it back.
  await cancellation.focus();
  await page.keyboard.press("Enter");
  await expect(cancellation).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();
  consoleErrors.expectNone();
});

test("the FAQ page carries FAQPage structured data with all six questions", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await page.goto("/FAQ");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  type JsonLd = { "@type"?: string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] };
  const faq = blocks.map((block): JsonLd => JSON.parse(block)).find((json) => json["@type"] === "FAQPage");
  expect(faq?.mainEntity).toHaveLength(6);
  expect(faq?.mainEntity?.[0]?.acceptedAnswer.text).toContain("12:00 PM");
  consoleErrors.expectNone();
});
