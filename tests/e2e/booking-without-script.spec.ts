import { expect, test } from "@playwright/test";
import { stayFrom, uniqueGuest } from "./support/booking-api";
import { skipSessionIntro } from "./support/session-intro";

/**
 * A phone on slow 4G shows the page seconds before its script runs, and some browsers never run it:
 * the wizard works as plain forms and links (product-rules.md: Booking calls to action). Every
 * button here reloads the page through the server; nothing in this test runs the site's script.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

const stepHeading = (page: import("@playwright/test").Page, name: string) => page.getByRole("heading", { level: 2, name });

test("a guest books two rooms from the dates to the receipt with the script off", async ({ page }) => {
  test.slow();
  await skipSessionIntro(page);
  // Nights no other test books out or closes (booking-availability.spec.ts books out night 301).
  const stay = stayFrom(341, 2);
  const guest = uniqueGuest("Kavita");
  await page.goto("/BookingForm");
  await expect(stepHeading(page, "Search Your Stay")).toBeVisible();

  // A check-out before the check-in: the server says what is wrong, beside the field.
  await page.getByLabel("Check-in date").fill(stay.checkIn);
  await page.getByLabel("Check-out date").fill(stayFrom(339).checkIn);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(stepHeading(page, "Search Your Stay")).toBeVisible();
  await expect(page.getByLabel("Check-out date")).toHaveAccessibleDescription("Check-out date must be after check-in date");

  // Dates, a second room and a counter change: each a round trip that keeps what was typed.
  await page.getByLabel("Check-out date").fill(stay.checkOut);
  await page.getByRole("button", { name: "+ Add another room" }).click();
  await expect(page.getByRole("heading", { name: "Room 2" })).toBeVisible();
  await expect(page.getByLabel("Check-out date")).toHaveValue(stay.checkOut);
  await page.getByRole("button", { name: "Remove one adult from Room 2" }).click();
  await expect(page.getByRole("group", { name: "Adults in Room 2" }).getByRole("status")).toHaveText("1");
  expect(new URL(page.url()).searchParams.get("guests")).toBe("2-0,1-0");
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 2: one type per room, then Continue.
  await expect(stepHeading(page, "Select Your Room")).toBeVisible();
  await page.getByRole("button", { name: "Select Room Deluxe Room for Room 1" }).click();
  await page.getByRole("button", { name: "Select Room Luxury Room for Room 2" }).click();
  await expect(page.getByText("Selected: Luxury Room")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 3: a service, then Continue.
  await expect(stepHeading(page, "Enhance Your Stay")).toBeVisible();
  await page.getByLabel("Add to booking: Dinner Package").check();
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 4: a field the server refuses keeps everything typed, then the booking goes through.
  await expect(stepHeading(page, "Guest Information")).toBeVisible();
  await page.getByLabel("Full name").fill("Kavita Rao");
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Phone").fill(guest.spacedMobile);
  await page.getByRole("button", { name: "Book Now & Pay Later" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(/email/i);
  await expect(page.getByLabel("Full name")).toHaveValue("Kavita Rao");
  await page.getByLabel("Email", { exact: true }).fill(guest.email);
  await page.getByRole("button", { name: "Book Now & Pay Later" }).click();

  const receipt = page.getByTestId("booking-receipt");
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId("booking-reference")).toHaveText(/^[A-Z0-9]{8}$/);
  await expect(receipt).toContainText("Request received — pending confirmation");
  await expect(receipt).toContainText("Deluxe Room");
  await expect(receipt).toContainText("Luxury Room");
  await expect(receipt).toContainText("Dinner Package");
  await expect(receipt).toContainText(guest.email);
});

test("Previous on the checkout is a link back to the services, with the stay kept", async ({ page }) => {
  await skipSessionIntro(page);
  const stay = stayFrom(347, 1);
  await page.goto(`/BookingForm?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2-0&selected=1&step=4`);
  await expect(stepHeading(page, "Guest Information")).toBeVisible();
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(stepHeading(page, "Enhance Your Stay")).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(stepHeading(page, "Select Your Room")).toBeVisible();
  await expect(page.getByText("Selected: Deluxe Room")).toBeVisible();
});
