import { expect, type Page, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { expectFormPageAccessible } from "./support/forms-axe";
import { expectShown, fillFields, guestFields, sendToAction } from "./support/fill-and-send";
import { bookableDay, pastDay } from "./support/hotel-dates";
import { openPage } from "./support/page";
import { describeWithoutScript } from "./support/without-script";

const diningForm = (page: Page) => page.getByRole("form", { name: "Table Reservation" });
/** The guest who asks for a table; the form asks for a full name. */
const meena = guestFields({ name: "Meena Patel", email: "meena@example.com" }, ["Full name", "Email", "Phone"]);

test.describe("Dining table booking (/DiningBookingForm, product-rules.md: Forms that reach the hotel)", () => {
  test("offers 1 to 8 guests, reserves a table and clears the form", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openPage(page, "/DiningBookingForm");
    const form = diningForm(page);
    const guestChoices = await form.getByLabel("Guests").locator("option").allTextContents();
    expect(guestChoices).toEqual(["Select number of guests", "1 person", ...[2, 3, 4, 5, 6, 7, 8].map((n) => `${n} people`)]);

    await fillFields(form, [
      ...meena,
      ["Guests", { option: "4" }],
      ["Date", bookableDay(10)],
      ["Time", "19:30"],
      ["Special requests", "A high chair, please"],
    ]);
    await sendToAction(page, form, "Reserve Table", "/DiningBookingForm");
    await expect(form.getByText("Table request received! Our restaurant team will call you to confirm your table.")).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue("");
    await expect(form.getByLabel("Guests")).toHaveValue("");
    consoleErrors.expectNone();
  });

  test("shows the schema's messages, with special requests optional", async ({ page }) => {
    await openPage(page, "/DiningBookingForm");
    const form = diningForm(page);
    await form.getByLabel("Date").fill(pastDay(5));
    await form.getByRole("button", { name: "Reserve Table" }).click();
    await expectShown(form, [
      "Full name is required",
      "Email is required",
      "Phone number is required",
      "Please select number of guests",
      "Date cannot be in the past",
      "Time is required",
    ]);
    await expect(form.getByLabel("Special requests")).not.toHaveAttribute("aria-invalid", "true");
    await expectFormPageAccessible(page);
  });
});

describeWithoutScript("Dining without JavaScript", () => {
  /** Fills the whole form for a table at `time` and sends it to the page's action. */
  async function requestTable(page: Page, time: string) {
    await page.goto("/DiningBookingForm");
    const form = diningForm(page);
    await fillFields(form, [...meena, ["Guests", { option: "2" }], ["Date", bookableDay(12)], ["Time", time]]);
    await form.getByRole("button", { name: "Reserve Table" }).click();
  }

  test("posts to the page's action and is told the table request was received", async ({ page }) => {
    await requestTable(page, "13:00");
    await expect(page.getByText("Table request received!", { exact: false })).toBeVisible();
  });

  test("a 03:00 table is refused by the action with the restaurant's hours", async ({ page }) => {
    await requestTable(page, "03:00");
    await expect(page.getByText("Choose a time between 7:00 AM and 10:00 PM")).toBeVisible();
  });
});

test("the table's date stops 90 days ahead and its time keeps to the restaurant's hours", async ({ page }) => {
  await openPage(page, "/DiningBookingForm");
  const form = diningForm(page);
  await expect(form.getByLabel("Date")).toHaveAttribute("max", bookableDay(90));
  await expect(form.getByLabel("Time")).toHaveAttribute("min", "07:00");
  await expect(form.getByLabel("Time")).toHaveAttribute("max", "22:00");
  await expect(form.getByText("Tables from 7:00 AM to 10:00 PM")).toBeVisible();
});
