import { expect, type Page, test } from "@playwright/test";
import { addDays, todayInHotel } from "../../app/domain/hotel-date";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { openDeskOnPhone } from "./support/desk-page";
import { checkInGuest, pickFirstFreeRoom, saveNewBooking } from "./support/desk-steps";
import { describeWithoutScript } from "./support/without-script";

/**
 * Check-in from a phone at reception (product-rules.md: Guest registration; Rooms for each stay):
 * a walk-in arriving today is given a room and checked in with a foreign guest's registration,
 * Form C fields included; the Aadhaar-free record shows on the booking page with Form C due, which
 * staff then record; the registration card prints in both languages.
 */
test.describe.configure({ timeout: 120_000 });

const today = todayInHotel(new Date());

async function walkInToday(page: Page, name: string, script = true): Promise<string> {
  const path = `/admin/bookings/new?type=1&checkIn=${today}`;
  if (script) await openDeskOnPhone(page, path, "New booking");
  else {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
  }
  await page.getByLabel("Check-out").fill(addDays(today, 1));
  await page.getByRole("button", { name: "Price it" }).click();
  return saveNewBooking(page, { name, phone: "98260 44556", source: "Walk-in" });
}

test("a walk-in is given a room and checked in with a foreign guest's registration, on a phone", async ({ page }) => {
  const reference = await walkInToday(page, "Jane Doe");
  await page.getByRole("link", { name: "Check in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check in Jane Doe");
  await expect(page.getByLabel("Full name, as on the ID")).toHaveValue("Jane Doe");
  await expect(page.getByLabel("Nationality")).toHaveValue("IN");
  await expectNoSeriousA11yViolations(page);

  // The room: the first free one (preset when the booking already has it).
  const roomWords = await pickFirstFreeRoom(page);

  await page.getByLabel("Address").fill("1 High Street, London");
  await page.getByLabel("Nationality").selectOption({ label: "United Kingdom" });
  await page.getByLabel("ID shown").selectOption({ label: "Passport" });
  await page.getByLabel("ID number (any other ID)").fill("X1234567");
  for (const adult of await page.getByLabel(/^Adult \d+'s name$/).all()) await adult.fill("John Doe");
  await page.getByRole("button", { name: "Check in" }).click();
  // Form C's fields are required of a foreign national.
  await expect(page.getByText("Enter the visa number")).toBeVisible();

  await page.getByLabel("Passport number").fill("X1234567");
  await page.getByLabel("Passport issued by").selectOption({ label: "United Kingdom" });
  await page.getByLabel("Visa number").fill("V998877");
  await page.getByLabel("Visa type").fill("e-Tourist");
  await page.getByLabel("Arrived in India on").fill(addDays(today, -2));
  await page.getByLabel("Arrived from").fill("Delhi");
  await page.getByLabel("Next destination").fill("Ujjain");
  await page.getByLabel("ID number (any other ID)").fill("X1234567");
  await page.getByRole("button", { name: "Check in" }).click();

  await expect(page.getByRole("status")).toHaveText("Guest checked in.");
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${reference}`));
  await expect(page.getByTestId("room-number")).toHaveText(roomWords);
  const registration = page.getByTestId("registration");
  await expect(registration).toContainText("United Kingdom");
  await expect(registration).toContainText("Passport X1234567");

  // Form C is due on Today until its reference is recorded.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Today");
  await expect(page.getByTestId("form-c-due")).toContainText(reference);
  await expect(page.getByTestId("form-c-due")).toContainText("left");
  await page.goto(`/admin/bookings/${reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Checked in");
  await page.getByLabel("Form C reference (FRRO portal)").fill("FRRO-778899");
  await page.getByRole("button", { name: "Record Form C" }).click();
  await expect(page.getByRole("status")).toHaveText("Form C recorded.");
  await expect(page.getByTestId("form-c")).toContainText("FRRO-778899");

  await page.getByRole("link", { name: "Registration card to print" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Guest registration card");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("अतिथि पंजीकरण कार्ड");
  await expect(page.getByText("Guest's signature")).toBeVisible();
});

describeWithoutScript("without the page's script", () => {
  test("an Indian guest is checked in with only the Aadhaar number's last four kept", async ({ page }) => {
    const reference = await walkInToday(page, "Asha Verma", false);
    await page.getByRole("link", { name: "Check in" }).click();
    await pickFirstFreeRoom(page);
    await checkInGuest(page, { address: "12 MG Road, Indore", id: "Aadhaar", idNumber: "2345 6789 0123", adults: "Ravi Verma" });
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${reference}`));
    await expect(page.getByTestId("registration")).toContainText("Aadhaar XXXX XXXX 0123");
    await expect(page.locator("body")).not.toContainText("6789");
  });
});
