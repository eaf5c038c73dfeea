import { expect, type Page } from "@playwright/test";
import { hydrated } from "./page";

/**
 * Steps reception takes on the front desk's forms, shared by the specs that walk a stay through
 * the desk (new booking, check-in, check-out) and those that set rates.
 */

/**
 * On New booking, once priced: the guest's name, phone (and e-mail) and where the booking came
 * from, then Save booking; answers the new booking's reference.
 */
export async function saveNewBooking(page: Page, guest: { name: string; phone: string; email?: string; source: string }): Promise<string> {
  await page.getByLabel("Guest's name", { exact: true }).fill(guest.name);
  await page.getByLabel("Phone", { exact: true }).fill(guest.phone);
  if (guest.email) await page.getByLabel("E-mail (optional)").fill(guest.email);
  await page.getByLabel("Source", { exact: true }).selectOption({ label: guest.source });
  await page.getByRole("button", { name: "Save booking" }).click();
  await expect(page.getByRole("status")).toHaveText("Booking saved.");
  return page.url().match(/bookings\/(\w+)/)?.[1] ?? "";
}

/** On check-in: gives the room of `roomType` the first free number; answers that option's words. */
export async function pickFirstFreeRoom(page: Page, roomType = "Deluxe Room"): Promise<string> {
  const room = page.getByLabel(roomType);
  const first = await room.locator("option:not([value=''])").first().getAttribute("value");
  await room.selectOption(first ?? "");
  return (await room.locator(`option[value='${first}']`).textContent()) ?? "";
}

/**
 * On check-in: an Indian guest's registration (address, the ID shown and its number, every other
 * adult's name), then Check in, which says the guest is checked in.
 */
export async function checkInGuest(page: Page, guest: { address: string; id: string; idNumber: string; adults: string }) {
  await page.getByLabel("Address").fill(guest.address);
  await page.getByLabel("ID shown").selectOption({ label: guest.id });
  await page.getByLabel(guest.id === "Aadhaar" ? "Aadhaar number (for Aadhaar)" : "ID number (any other ID)").fill(guest.idNumber);
  for (const adult of await page.getByLabel(/^Adult \d+'s name$/).all()) await adult.fill(guest.adults);
  await page.getByRole("button", { name: "Check in" }).click();
  await expect(page.getByRole("status")).toHaveText("Guest checked in.");
}

/** Opens Rates (hydrated, its heading checked). */
export async function openRates(page: Page) {
  await page.goto("/admin/rates");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rates");
}

/** On Rates: removes the rate period `name` when it is there, so a test's nights cost the usual rates again. */
export async function removeRatePeriod(page: Page, name: string) {
  await openRates(page);
  const remove = page.getByRole("button", { name: `Remove ${name}` });
  if ((await remove.count()) === 0) return;
  await remove.click();
  await expect(page.getByRole("status")).toHaveText("Rate period removed. Its nights cost the usual rates again.");
}
