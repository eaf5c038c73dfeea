import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { availability, bookOut, bookOutEverything, seededInventory, stayFrom, wizardUrl } from "./support/booking-api";
import { watchConsoleErrors } from "./support/console-errors";
import { openPage } from "./support/page";

// Axe scans and real bookings are slow on a shared machine.
test.describe.configure({ timeout: 120_000 });

const noRooms = "No rooms available for the selected dates. Please try different dates.";
const suite = 4;

test("a stay with nothing left shows the original site's message and keeps Continue disabled", async ({ page, request }) => {
  const consoleErrors = watchConsoleErrors(page);
  const stay = stayFrom(301, 1);
  await bookOutEverything(request, stay);
  expect(await availability(request, stay)).toEqual([]);

  await openPage(page, wizardUrl(stay, "2-0"));
  await expect(page.getByRole("heading", { level: 2, name: "Select Your Room" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: noRooms })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Changing the dates refreshes availability: the next night has rooms again.
  await page.getByRole("button", { name: "Previous" }).click();
  const later = stayFrom(303, 1);
  await page.getByLabel("Check-in date").fill(later.checkIn);
  await page.getByLabel("Check-out date").fill(later.checkOut);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: "Select Room Suite Room for Room 1", exact: true })).toBeVisible();
  await expect(page.getByText(noRooms)).toHaveCount(0);
  consoleErrors.expectNone();
});

test("picking a type for more rooms than remain is stopped with a clear message", async ({ page, request }) => {
  const consoleErrors = watchConsoleErrors(page);
  const stay = stayFrom(305, 2);
  await bookOut(request, stay, suite, seededInventory[suite] - 1);

  await openPage(page, wizardUrl(stay, "2-0,2-0"));
  await page.getByRole("button", { name: "Select Room Suite Room for Room 1", exact: true }).click();
  await page.getByRole("button", { name: "Select Room Suite Room for Room 2", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Only 1 room of the Suite Room type is left for these dates, already chosen for your other rooms. Please choose another type for Room 2.",
  );
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await page.getByRole("button", { name: "Select Room Deluxe Room for Room 2", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  consoleErrors.expectNone();
});

test("rooms sold out after they were shown: the server's 409 returns to Select Room with fresh availability", async ({
  page,
  request,
}) => {
  const consoleErrors = watchConsoleErrors(page, [/status of 409/]);
  const stay = stayFrom(307, 2);
  await openPage(page, wizardUrl(stay, "2-0"));
  await page.getByRole("button", { name: "Select Room Suite Room for Room 1", exact: true }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Skip" }).click();
  await page.getByLabel("Full name").fill("Late Guest");
  await page.getByLabel("Email", { exact: true }).fill("late@example.com");
  await page.getByLabel("Phone").fill("9876501234");

  // Meanwhile another guest takes every suite.
  await bookOut(request, stay, suite, seededInventory[suite]);

  const answer = page.waitForResponse((response) => response.url().endsWith("/api/bookings"));
  await page.getByRole("button", { name: "Book Now & Pay Later" }).click();
  const response = await answer;
  expect(response.status()).toBe(409);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe("sold_out");

  await expect(page.getByRole("heading", { level: 2, name: "Select Your Room" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "another guest took the last of a room type you chose" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Select Room Deluxe Room for Room 1", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /Suite Room for Room 1/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();

  // The guest chooses again; what they typed is still there.
  await page.getByRole("button", { name: "Select Room Deluxe Room for Room 1", exact: true }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("Late Guest");
  const retry = page.waitForResponse((r) => r.url().endsWith("/api/bookings"));
  await page.getByRole("button", { name: "Book Now & Pay Later" }).click();
  expect((await retry).status()).toBe(201);
  await expect(page.getByTestId("booking-receipt")).toContainText("Deluxe Room");
  consoleErrors.expectNone();
});

test("a refused booking keeps the guest on step 4 with everything typed and says why", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page, [/status of 4\d\d/]);
  const stay = stayFrom(309, 1);
  await openPage(page, wizardUrl(stay, "2-0", { room: "1", step: "4" }));
  await page.getByLabel("Full name").fill("Server Says No");
  await page.getByLabel("Email", { exact: true }).fill("no@example.com");
  await page.getByLabel("Phone").fill("9876512345");
  // The room disappears from the booking on its way: the server's own message is shown.
  await page.route("**/api/bookings", async (route) => {
    const body = route.request().postDataJSON() as { bookings: { room_category_id: number }[] };
    body.bookings[0].room_category_id = 999;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole("button", { name: "Book Now & Pay Later" }).click();
  await expect(page.getByText("The selected room could not be found. Please choose another room.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Guest Information" })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Server Says No");
  await expect(page.getByRole("button", { name: "Book Now & Pay Later" })).toBeEnabled();
  consoleErrors.expectNone();
});
