import type { Page } from "@playwright/test";
import type { BookingConfirmation } from "./booking-api";

/** The names the guest step's fields go by on the page: English unless a test passes its language's. */
export interface GuestFieldLabels {
  name: string;
  email: string;
  phone: string;
}

export const guestFieldLabelsEn: GuestFieldLabels = { name: "Full name", email: "Email", phone: "Phone" };

/**
 * The booking wizard's last step: the guest's name, e-mail and phone, then the book button
 * (`Book Now & Pay Later`, or `… Pay Deposit` when a deposit is asked); answers the booking the API
 * confirmed. The e-mail field is the one in the page's main part, not the footer's newsletter.
 */
export async function bookAsGuest(
  page: Page,
  name: string,
  guest: { email: string; spacedMobile: string },
  button = "Book Now & Pay Later",
  labels = guestFieldLabelsEn,
): Promise<BookingConfirmation> {
  await page.getByLabel(labels.name).fill(name);
  await page.locator("main").getByLabel(labels.email, { exact: true }).fill(guest.email);
  await page.getByLabel(labels.phone).fill(guest.spacedMobile);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/bookings"));
  await page.getByRole("button", { name: button }).click();
  return ((await (await answer).json()) as { data: BookingConfirmation }).data;
}
