import type { Page } from "@playwright/test";
import type { BookingConfirmation } from "./booking-api";

/**
 * The booking wizard's last step in English: the guest's name, e-mail and phone, then the book
 * button (`Book Now & Pay Later`, or `… Pay Deposit` when a deposit is asked); answers the booking
 * the API confirmed.
 */
export async function bookAsGuest(
  page: Page,
  name: string,
  guest: { email: string; spacedMobile: string },
  button = "Book Now & Pay Later",
): Promise<BookingConfirmation> {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email", { exact: true }).fill(guest.email);
  await page.getByLabel("Phone").fill(guest.spacedMobile);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/bookings"));
  await page.getByRole("button", { name: button }).click();
  return ((await (await answer).json()) as { data: BookingConfirmation }).data;
}
