import { expect, type Page, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { expectFormPageAccessible } from "./support/forms-axe";
import { openPage } from "./support/page";
import { reachPart } from "./support/reach-part";
import { describeWithoutScript } from "./support/without-script";

const mobileField = (page: Page) => page.getByRole("tabpanel").getByRole("textbox", { name: "Mobile number" });
const emailField = (page: Page) => page.getByRole("tabpanel").getByRole("textbox", { name: "Email address" });

/**
 * Accepts the terms and continues with the entry typed: sign-in is not open yet, so the guest
 * registers their interest and is thanked.
 */
async function agreeAndRegister(page: Page) {
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Online member sign-in is not open yet." })).toBeVisible();
  await page.getByRole("button", { name: "Register my interest" }).click();
  await expect(page.getByText("Thank you! We have noted your interest", { exact: false })).toBeVisible();
}

/** The sign-up panel loads as it nears the viewport (below the benefits on a phone). */
async function openJoinNow(page: Page) {
  await openPage(page, "/joinNow");
  await reachPart(page.getByRole("tablist", { name: "Sign in with" }));
}

test.describe("/joinNow membership sign-in (product-rules.md: Dialogs)", () => {
  test("tabs follow the ARIA pattern and switch the field", async ({ page }) => {
    await openJoinNow(page);
    const tabs = page.getByRole("tablist", { name: "Sign in with" });
    const mobile = tabs.getByRole("tab", { name: "Mobile Number" });
    await expect(mobile).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("textbox", { name: "Mobile number" })).toBeVisible();
    await expect(page.getByRole("tabpanel").getByLabel("Country code")).toHaveValue("+91");

    await mobile.focus();
    await page.keyboard.press("ArrowRight");
    const email = tabs.getByRole("tab", { name: "Email Address" });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("textbox", { name: "Email address" })).toBeVisible();
    await page.keyboard.press("End");
    await expect(tabs.getByRole("tab", { name: "Membership Number" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(mobile).toHaveAttribute("aria-selected", "true");
    await expectFormPageAccessible(page);
  });

  test("checks the entry and the terms, says sign-in is not open, and registers interest", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openJoinNow(page);
    const continueButton = page.getByRole("button", { name: "Continue" });
    await continueButton.click();
    await expect(page.getByText("Mobile number is required")).toBeVisible();
    await expect(page.getByText("Please accept the terms and conditions")).toBeVisible();

    await mobileField(page).fill("12345");
    await continueButton.click();
    await expect(page.getByText("Enter a 10-digit Indian mobile number, or your number with its country code (for example +44 20 7946 0958)")).toBeVisible();

    await mobileField(page).fill("98765 43210");
    await page.getByLabel(/I agree to the/).check();
    await continueButton.click();
    const heading = page.getByRole("heading", { name: "Online member sign-in is not open yet." });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expectFormPageAccessible(page);

    // The page's own action turns the entry into { method: "mobile", mobile: "+919876543210", terms: true }.
    const request = page.waitForRequest((sent) => new URL(sent.url()).pathname === "/joinNow.data");
    await page.getByRole("button", { name: "Register my interest" }).click();
    const body = new URLSearchParams((await request).postData() ?? "");
    expect({ intent: body.get("intent"), method: body.get("method"), mobile: body.get("mobile"), terms: body.get("terms") }).toEqual({
      intent: "register",
      method: "mobile",
      mobile: "98765 43210",
      terms: "on",
    });
    await expect(page.getByText("Thank you! We have noted your interest", { exact: false })).toBeVisible();
    consoleErrors.expectNone();
  });
});

describeWithoutScript("/joinNow without JavaScript", () => {
  test("Continue and Register my interest both work through the page's action", async ({ page }) => {
    await page.goto("/joinNow?method=email");
    await expect(page.getByRole("tab", { name: "Email Address" })).toHaveAttribute("aria-selected", "true");
    await emailField(page).fill("member@example");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Invalid email format")).toBeVisible();
    await expect(page.getByText("Please accept the terms and conditions")).toBeVisible();

    await emailField(page).fill("member@example.com");
    await agreeAndRegister(page);
  });

  test("the phone's country code works without JavaScript: chosen, kept after a refusal, joined on the server", async ({ page }) => {
    await page.goto("/joinNow?method=mobile");
    const code = page.getByRole("tabpanel").getByLabel("Country code");
    await expect(code).toHaveValue("+91");
    await code.selectOption("+971");
    await mobileField(page).fill("12");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Enter a 10-digit Indian mobile number, or your number with its country code (for example +44 20 7946 0958)")).toBeVisible();
    await expect(page.getByRole("tabpanel").getByLabel("Country code")).toHaveValue("+971");
    await expect(mobileField(page)).toHaveValue("12");

    await mobileField(page).fill("50 123 4567");
    await agreeAndRegister(page);
  });
});
