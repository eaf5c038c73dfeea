import { expect, type Locator, type Page, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { expectFormPageAccessible } from "./support/forms-axe";
import { expectShown, fillFields, guestFields } from "./support/fill-and-send";
import { bookableDay, pastDay } from "./support/hotel-dates";
import { openDialogFrom, openPage } from "./support/page";
import { reachPart } from "./support/reach-part";
import { ABORTED_REQUEST } from "./support/console-errors";
import { describeWithoutScript } from "./support/without-script";

const eventForm = (page: Page) => page.locator("#book-your-event form");

/**
 * Opens /Event and scrolls to `part` (the categories or the form hydrate as they near the viewport);
 * answers the part, ready to use.
 */
async function openEventAt(page: Page, part: (page: Page) => Locator): Promise<Locator> {
  await openPage(page, "/Event");
  const reached = part(page);
  await reachPart(reached);
  return reached;
}

const previewLink = (name: string) => (page: Page) => page.getByRole("link", { name });

async function fillEvent(page: Page) {
  await fillFields(eventForm(page), [
    ...guestFields({ name: "Ritika Joshi", email: "ritika@example.com" }),
    ["Event type", { option: "Wedding" }],
    ["Event date", bookableDay(60)],
    ["Number of guests", "180"],
  ]);
}

test.describe("Events: category preview (product-rules.md: Dialogs)", () => {
  test("the preview's gallery wraps around, thumbnails pick an image, and it shows features and capacity, and no invented reviews", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    const dialog = await openDialogFrom(page, "/Event", "Preview social celebrations", "Social Celebrations");

    const caption = dialog.getByText(/\(\d of 3\)/);
    await expect(caption).toHaveText("(1 of 3)");
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expect(caption).toHaveText("(3 of 3)");
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(caption).toHaveText("(1 of 3)");
    await dialog.getByRole("button", { name: "Next image" }).click();
    await dialog.getByRole("button", { name: "Next image" }).click();
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(caption).toHaveText("(1 of 3)");

    const second = dialog.getByRole("button", { name: /^Show image 2:/ });
    await second.click();
    await expect(caption).toHaveText("(2 of 3)");
    await expect(second).toHaveAttribute("aria-current", "true");

    await expect(dialog.getByText("Up to 200 guests")).toBeVisible();
    await expect(dialog.getByText("Themed decoration")).toBeVisible();
    // Reviews appear only once staff add real ones on the desk (desk-testimonials.alone.spec.ts).
    await expect(dialog.getByRole("heading", { name: "What our guests say" })).toHaveCount(0);
    await expect(dialog.locator("blockquote")).toHaveCount(0);
    await expectFormPageAccessible(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    consoleErrors.expectNone();
  });

  test("a category without a stated capacity shows none", async ({ page }) => {
    await (await openEventAt(page, previewLink("Preview weddings"))).click();
    const dialog = page.getByRole("dialog", { name: "Weddings" });
    await expect(dialog.getByText("Lavish Marriage Garden of 27,000 sq ft")).toBeVisible();
    await expect(dialog.getByText(/Up to \d+ guests/)).toHaveCount(0);
  });

  test("'Plan Your … with Us' closes the preview and presets Book Your Event", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await (await openEventAt(page, previewLink("Preview cultural events"))).click();
    await page.getByRole("link", { name: "Plan Your Cultural Events with Us" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveURL(/\?category=cultural/);
    const form = eventForm(page);
    await expect(form.getByLabel("Event type")).toHaveValue("Other");
    await expect(form.getByLabel("Requirements")).toHaveValue(/cultural events/);
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(page.getByText("Planning: Cultural Events")).toBeVisible();
    consoleErrors.expectNone();
  });
});

test.describe("Events: Book Your Event", () => {
  test("sends the enquiry with the original site's toast and keeps the form filled", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openEventAt(page, eventForm);
    await fillEvent(page);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/Event.data");
    await eventForm(page).getByRole("button", { name: "Submit Enquiry" }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByText("Event enquiry submitted successfully!").first()).toBeVisible();
    await expect(eventForm(page).getByLabel("Name")).toHaveValue("Ritika Joshi");
    await expect(eventForm(page).getByLabel("Event type")).toHaveValue("Wedding");
    consoleErrors.expectNone();
  });

  test("shows the schema's messages beside the fields", async ({ page }) => {
    await openEventAt(page, eventForm);
    const form = eventForm(page);
    await form.getByLabel("Event date").fill(pastDay(30));
    await form.getByLabel("Number of guests").fill("0");
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    await expectShown(form, ["Please select an event type", "Event date cannot be in the past", "At least 1 guest"]);
    await expect(form.getByLabel("Event type")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("option", { name: "Select Event Type" })).toHaveAttribute("value", "");
    await expectFormPageAccessible(page);
  });

  test("a dropped connection is told so", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page, [ABORTED_REQUEST]);
    await openEventAt(page, eventForm);
    await fillEvent(page);
    await page.route("**/Event.data*", (route) => route.abort("internetdisconnected"));
    await eventForm(page).getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(
      page.getByText("We could not reach the hotel. Please check your connection and try again.").first(),
    ).toBeVisible();
    consoleErrors.expectNone();
  });
});

describeWithoutScript("Events without JavaScript", () => {
  test("a category card links to the form with its event type preset, and the form posts to the action", async ({ page }) => {
    await page.goto("/Event");
    await page.getByRole("link", { name: "Preview corporate events" }).click();
    await expect(page).toHaveURL(/\?category=corporate#book-your-event/);
    const form = eventForm(page);
    await expect(form.getByLabel("Event type")).toHaveValue("Conference");
    await fillFields(form, [...guestFields({ name: "Anjali Mehta", email: "anjali@example.com" }), ["Event date", bookableDay(90)], ["Number of guests", "40"]]);
    await form.getByRole("button", { name: "Submit Enquiry" }).click();
    await expect(page.getByText("Event enquiry submitted successfully!")).toBeVisible();
    // Not cleared after success, as on the original site.
    await expect(eventForm(page).getByLabel("Name")).toHaveValue("Anjali Mehta");
  });
});

test("the event date stops two years (730 days) ahead", async ({ page }) => {
  await openPage(page, "/Event");
  await expect(eventForm(page).getByLabel("Event date")).toHaveAttribute("max", bookableDay(730));
});
