import { expect, type Page, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { expectFormPageAccessible } from "./support/forms-axe";
import { bookableDay, pastDay } from "./support/hotel-dates";
import { openPage } from "./support/page";

const diningForm = (page: Page) => page.getByRole("form", { name: "Table Reservation" });

test.describe("Dining table booking (/DiningBookingForm, product-rules.md: Forms that reach the hotel)", () => {
  test("offers 1 to 8 guests, reserves a table and clears the form", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openPage(page, "/DiningBookingForm");
    const form = diningForm(page);
    const guestChoices = await form.getByLabel("Guests").locator("option").allTextContents();
    expect(guestChoices).toEqual(["Select number of guests", "1 person", ...[2, 3, 4, 5, 6, 7, 8].map((n) => `${n} people`)]);

    await form.getByLabel("Full name").fill("Meena Patel");
    await form.getByLabel("Email").fill("meena@example.com");
    await form.getByLabel("Phone").fill("98765 43210");
    await form.getByLabel("Guests").selectOption("4");
    await form.getByLabel("Date").fill(bookableDay(10));
    await form.getByLabel("Time").fill("19:30");
    await form.getByLabel("Special requests").fill("A high chair, please");
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/DiningBookingForm.data");
    await form.getByRole("button", { name: "Reserve Table" }).click();
    expect((await answer).status()).toBe(200);
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
    await expect(form.getByText("Full name is required")).toBeVisible();
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(form.getByText("Phone number is required")).toBeVisible();
    await expect(form.getByText("Please select number of guests")).toBeVisible();
    await expect(form.getByText("Date cannot be in the past")).toBeVisible();
    await expect(form.getByText("Time is required")).toBeVisible();
    await expect(form.getByLabel("Special requests")).not.toHaveAttribute("aria-invalid", "true");
    await expectFormPageAccessible(page);
  });
});

test.describe("Dining without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  /** Fills the whole form for a table at `time` and sends it to the page's action. */
  async function requestTable(page: Page, time: string) {
    await page.goto("/DiningBookingForm");
    const form = diningForm(page);
    await form.getByLabel("Full name").fill("Meena Patel");
    await form.getByLabel("Email").fill("meena@example.com");
    await form.getByLabel("Phone").fill("98765 43210");
    await form.getByLabel("Guests").selectOption("2");
    await form.getByLabel("Date").fill(bookableDay(12));
    await form.getByLabel("Time").fill(time);
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
