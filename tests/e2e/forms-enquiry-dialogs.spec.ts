import { expect, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { expectFormPageAccessible } from "./support/forms-axe";
import { fillFields, guestFields } from "./support/fill-and-send";
import { openDialogFrom, openPage } from "./support/page";
import { describeWithoutScript } from "./support/without-script";

test.describe("Spa 'Book Now' and Gym 'Join Now' enquiries (product-rules.md: Dialogs)", () => {
  test("Book Now opens an enquiry prefilled with the treatment and sends it as a contact enquiry", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    const dialog = await openDialogFrom(page, "/Spa", "Book Now: Deep Tissue Massage", "Book the Deep Tissue Massage");
    await expect(dialog.getByLabel("Message")).toHaveValue(/Deep Tissue Massage/);
    await expectFormPageAccessible(page);

    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();

    await fillFields(dialog, [
      ...guestFields({ name: "Kavita Sharma", email: "kavita@example.com" }),
      ["Message", "I would like to book the Deep Tissue Massage on Saturday at 5 PM."],
    ]);
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
    await fillFields(dialog, guestFields({ name: "Vikram Rathore", email: "vikram@example.com" }));
    const request = page.waitForRequest((sent) => new URL(sent.url()).pathname === "/Gym.data");
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    const body = new URLSearchParams((await request).postData() ?? "");
    expect(body.get("kind")).toBe("gym");
    expect(body.get("topic")).toBe(programme);
    await expect(dialog.getByText("Enquiry sent successfully!", { exact: false })).toBeVisible();
    consoleErrors.expectNone();
  });
});

describeWithoutScript("Spa enquiry without JavaScript", () => {
  test("Book Now leads to the contact form with the treatment in the message", async ({ page }) => {
    await page.goto("/Spa");
    await page.getByRole("link", { name: "Book Now: Couple's Retreat" }).click();
    await expect(page).toHaveURL(/\/Contact\?topic=/);
    await expect(page.locator("#get-in-touch").getByLabel("Message")).toHaveValue(/Couple's Retreat/);
  });
});
