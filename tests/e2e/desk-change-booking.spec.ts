import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { stayFrom } from "./support/booking-api";
import { openDeskOnPhone } from "./support/desk-page";
import { saveNewBooking } from "./support/desk-steps";
import { describeWithoutScript } from "./support/without-script";

/**
 * Changing a booking from a phone at reception (product-rules.md: Changing a booking): a phone
 * booking made on the desk gets one more night and a second room, priced for the changed nights
 * only; and the same with the page's script off. Nights no other test books.
 */
test.describe.configure({ timeout: 120_000 });

/** Makes a confirmed phone booking of one Deluxe Room on the desk and answers its reference. */
async function phoneBooking(page: Page, stay: { checkIn: string; checkOut: string }, name: string): Promise<string> {
  await page.goto(`/admin/bookings/new?type=1&checkIn=${stay.checkIn}`);
  await page.getByLabel("Check-out").fill(stay.checkOut);
  await page.getByRole("button", { name: "Price it" }).click();
  return saveNewBooking(page, { name, phone: "98200 44556", source: "Phone" });
}

test("one more night and a second room, priced for the changed nights only, on a phone", async ({ page }) => {
  const stay = stayFrom(334, 2);
  const longer = stayFrom(334, 3);
  await page.setViewportSize({ width: 390, height: 844 });
  const reference = await phoneBooking(page, stay, "Meera Joshi");
  await page.getByRole("link", { name: "Change dates or rooms" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change dates or rooms");
  await openDeskOnPhone(page, `/admin/bookings/${reference}/change`, "Change dates or rooms");
  await page.getByLabel("Check-out").fill(longer.checkOut);
  await page.getByRole("button", { name: "Add a room" }).click();
  const second = page.getByRole("group", { name: "Room 2: new" });
  await second.getByLabel("Room type").selectOption({ label: "Super Deluxe Room" });
  await second.getByLabel("Adults").fill("1");
  await page.getByRole("button", { name: "Price the change" }).click();
  const rooms = page.getByTestId("change-rooms");
  await expect(rooms).toContainText("booked rate");
  await expect(rooms).toContainText("rate in force");
  await expect(page.getByTestId("change-totals")).toContainText("Difference");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Note (optional, kept in the booking's history)").fill("Family joining on the second day");
  await page.getByRole("button", { name: "Save the change" }).click();
  await expect(page.getByRole("status")).toHaveText("Booking saved.");
  await expect(page.getByText("Dates or rooms changed")).toBeVisible();
  await expect(page.getByText("Note: Family joining on the second day")).toBeVisible();
  await expect(page.getByText("Super Deluxe Room", { exact: true })).toBeVisible();
});

describeWithoutScript("without the page's script", () => {
  test("a stay shortened by a night: price it, save it", async ({ page }) => {
    const stay = stayFrom(338, 2);
    await page.setViewportSize({ width: 390, height: 844 });
    const reference = await phoneBooking(page, stay, "Arjun Rao");
    await page.goto(`/admin/bookings/${reference}/change`);
    await page.getByLabel("Check-out").fill(stayFrom(338, 1).checkOut);
    await page.getByRole("button", { name: "Price the change" }).click();
    await expect(page.getByTestId("change-totals")).toContainText("−₹");
    await page.getByRole("button", { name: "Save the change" }).click();
    await expect(page.getByRole("status")).toHaveText("Booking saved.");
    await expect(page.getByText("Dates or rooms changed")).toBeVisible();
  });
});
