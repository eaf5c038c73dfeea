import { expect, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { openPage } from "./support/page";
import { partOf } from "./support/reach-part";

// The home page's sections below the booking strip load their code only as the guest nears them
// (app/components/deferred.tsx), and hydrate in place: what the guest is on keeps its focus.
test("a lower section loads only as the guest nears it, and keeps the focus it had when it hydrates", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await openPage(page, "/");
  const social = page.getByRole("region", { name: "Social media posts" });
  const part = partOf(social);
  // The page has hydrated at the top; the section far below has not asked for its code.
  await page.waitForLoadState("networkidle");
  await expect(part).toHaveAttribute("data-part", "pending");
  expect(scripts.some((path) => path.includes("social-carousel"))).toBe(false);

  // A keyboard user reaches a post before its code has arrived: the link is plain HTML and works.
  const post = social.getByRole("link").first();
  await post.focus();
  await expect(part).toHaveAttribute("data-part", "hydrated", { timeout: 30_000 });
  expect(scripts.some((path) => path.includes("social-carousel"))).toBe(true);
  await expect(post).toBeFocused();
  consoleErrors.expectNone();
});

test("a guest who switches language before scrolling keeps every lower section, drawn in the new language", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, "/");
  const sections = page.locator("main section");
  const count = await sections.count();
  await page.getByRole("banner").getByRole("link", { name: /हिन्दी/ }).click();
  await expect(page).toHaveURL(/\/hi$/);
  // Parts not yet hydrated get new words, so React draws them afresh: their code comes at once.
  await expect(sections).toHaveCount(count, { timeout: 5000 });
  await expect(page.getByTestId("rate-card-facts").first()).toBeAttached();
  consoleErrors.expectNone();
});
