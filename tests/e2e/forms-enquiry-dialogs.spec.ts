import { expect, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { expectFormPageAccessible } from "./support/forms-axe";
import { openPage } from "./support/page";

test.describe("Spa 'Book Now' and Gym 'Join Now' enquiries (product-rules.md: Dialogs)", () => {
  test("Book Now opens an enquiry prefilled with the treatment and sends it as a contact enquiry", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openPage(page, "/Spa");
    await page.getByRole("link", { name: "Book Now: Deep Tissue Massage" }).click();
    const dialog = page.getByRole("dialog", { name: "Book the Deep Tissue Massage" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Message")).toHaveValue(/Deep Tissue Massage/);
    await expectFormPageAccessible(page);

    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();

    await dialog.getByLabel("Name").fill("Kavita Sharma");
    await dialog.getByLabel("Email").fill("kavita@example.com");
    await dialog.getByLabel("Phone").fill("98765 43210");
    await dialog.getByLabel("Message").fill("I would like to book the Deep Tissue Massage on Saturday at 5 PM.");
    // Posted to the page's own action, which puts the treatment first in the message it delivers.
    const request = page.waitForRequest((sent) => new URL(sent.url()).pathname === "/Spa.data");
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/Spa.data");
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    const body = new URLSearchParams((await request).postData() ?? "");
    expect(body.get("kind")).toBe("spa");
    expect(body.get("topic")).toBe("Deep Tissue Massage");
    expect((await answer).status()).toBe(200);
    await expect(dialog.getByText("Enquiry sent successfully! We will call you to confirm a time.")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: "Book Now: Deep Tissue Massage" })).toBeFocused();
    consoleErrors.expectNone();
  });

  test("Join Now names the programme", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openPage(page, "/Gym");
    const join = page.getByRole("link", { name: /^Join Now: / }).first();
    const programme = ((await join.getAttribute("aria-label")) ?? "").replace("Join Now: ", "");
    await join.click();
    const dialog = page.getByRole("dialog", { name: `Join ${programme}` });
    await expect(dialog.getByLabel("Message")).toHaveValue(new RegExp(programme));
    await dialog.getByLabel("Name").fill("Vikram Rathore");
    await dialog.getByLabel("Email").fill("vikram@example.com");
    await dialog.getByLabel("Phone").fill("98765 43210");
    const request = page.waitForRequest((sent) => new URL(sent.url()).pathname === "/Gym.data");
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    const body = new URLSearchParams((await request).postData() ?? "");
    expect(body.get("kind")).toBe("gym");
    expect(body.get("topic")).toBe(programme);
    await expect(dialog.getByText("Enquiry sent successfully!", { exact: false })).toBeVisible();
    consoleErrors.expectNone();
  });
});

test.describe("Spa enquiry without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Book Now leads to the contact form with the treatment in the message", async ({ page }) => {
    await page.goto("/Spa");
    await page.getByRole("link", { name: "Book Now: Couple's Retreat" }).click();
    await expect(page).toHaveURL(/\/Contact\?topic=/);
    await expect(page.locator("#get-in-touch").getByLabel("Message")).toHaveValue(/Couple's Retreat/);
  });
});
