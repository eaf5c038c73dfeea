import { expect, type Page, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { expectFormPageAccessible } from "./support/forms-axe";
import { openPage } from "./support/page";
import { reachPart } from "./support/reach-part";
import { describeWithoutScript } from "./support/without-script";

const newsletter = (page: Page) => page.getByRole("form", { name: "Newsletter sign-up" });

test.describe("Footer newsletter (product-rules.md: Forms that reach the hotel)", () => {
  test("an empty field does nothing; a bad address is explained; a good one is stored and the field clears", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openPage(page, "/about");
    await reachPart(newsletter(page));
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/newsletter.data") posts += 1;
    });
    const form = newsletter(page);
    const email = form.getByLabel("Email address");
    const subscribe = form.getByRole("button", { name: "Subscribe" });

    await subscribe.click();
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    expect(posts).toBe(0);

    await email.fill("guest@example");
    await subscribe.click();
    await expect(page.getByText("Invalid email format")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    expect(posts).toBe(0);

    await email.fill("Guest.Newsletter@Example.com");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await subscribe.click();
    await expect(page.getByText("Thank you for subscribing!", { exact: false })).toBeVisible();
    await expect(email).toHaveValue("");
    expect(posts).toBe(1);

    // The same address in another case is the same subscription: the same friendly answer.
    await email.fill("guest.newsletter@example.com");
    const again = page.waitForResponse((response) => new URL(response.url()).pathname === "/newsletter.data");
    await subscribe.click();
    expect((await again).status()).toBe(200);
    await expect(email).toHaveValue("");
    await expectFormPageAccessible(page);
    consoleErrors.expectNone();
  });
});

describeWithoutScript("Footer newsletter without JavaScript", () => {
  test("posts to /newsletter and comes back to the same page saying so", async ({ page }) => {
    await page.goto("/Gallery");
    await newsletter(page).getByLabel("Email address").fill("no-js-reader@example.com");
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/Gallery\?newsletter=success#newsletter$/);
    await expect(page.getByText("Thank you for subscribing!", { exact: false })).toBeVisible();
  });
});

describeWithoutScript("the newsletter's consent links (product-rules.md: E-mail)", () => {
  test("opening a link changes nothing until its button is pressed; a link that is not valid says what to do", async ({ page }) => {
    for (const [path, button, refusal] of [
      ["/newsletter/confirm?token=0123456789abcdef0123456789abcdef", "Confirm my subscription", "This confirmation link has been used already"],
      ["/newsletter/unsubscribe?token=0123456789abcdef0123456789abcdef", "Unsubscribe", "This unsubscribe link is not valid"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByRole("alert")).toContainText(refusal);
    }
    expect((await page.goto("/newsletter/somewhere"))?.status()).toBe(404);
  });
});
