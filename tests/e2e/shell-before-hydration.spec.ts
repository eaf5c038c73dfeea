import { expect, type Page, test } from "@playwright/test";
import { stayFrom, uniqueGuest } from "./support/booking-api";
import { hydrated } from "./support/page";
import { skipSessionIntro } from "./support/session-intro";

/**
 * A phone on slow 4G shows the page seconds before its script runs: what a guest does meanwhile
 * survives the script's arrival. The test holds every script back, acts, then lets them through.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.use({ viewport: { width: 390, height: 844 } });

test("what a guest typed into the contact form before the script ran is still there after it runs", async ({ page }) => {
  await skipSessionIntro(page);
  const release = await holdScripts(page);
  await page.goto("/Contact", { waitUntil: "domcontentloaded" });
  const form = page.locator("#get-in-touch form");
  await form.getByLabel("Name").fill("Ramesh Iyer");
  await form.getByLabel("Email").fill("ramesh@example.com");
  await form.getByLabel("Message").fill("Do you have a wheelchair ramp at the entrance?");
  release();
  await hydrated(page);
  await expect(form.getByLabel("Name")).toHaveValue("Ramesh Iyer");
  await expect(form.getByLabel("Email")).toHaveValue("ramesh@example.com");
  await expect(form.getByLabel("Message")).toHaveValue("Do you have a wheelchair ramp at the entrance?");
  // And the form sends what is shown.
  await form.getByLabel("Phone").fill("98765 43210");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Message sent successfully!")).toBeVisible();
});

test("a menu opened before the script ran stays open when it runs", async ({ page }) => {
  await skipSessionIntro(page);
  const release = await holdScripts(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await page.locator("header summary", { hasText: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  release();
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
});

test("what a guest typed into the booking checkout before the script ran is kept, and is what is booked", async ({ page }) => {
  const stay = stayFrom(331, 1);
  // A guest of their own: the hotel takes only a few open requests from one e-mail or phone.
  const guest = uniqueGuest("Lakshmi");
  await skipSessionIntro(page);
  const release = await holdScripts(page);
  await page.goto(`/BookingForm?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2-0&selected=1&step=4`, {
    waitUntil: "domcontentloaded",
  });
  await page.getByLabel("Full name").fill("Lakshmi Narayan");
  await page.getByLabel("Email", { exact: true }).fill(guest.email);
  release();
  await hydrated(page);
  // Typing once the step is live re-renders the form: what was typed before must survive it.
  await page.getByLabel("Phone").fill(guest.spacedMobile);
  await page.getByLabel("Special requests (optional)").fill("A room on the ground floor, please.");
  await expect(page.getByLabel("Full name")).toHaveValue("Lakshmi Narayan");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(guest.email);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/bookings"));
  await page.getByRole("button", { name: "Book Now & Pay Later" }).click();
  const response = await answer;
  const { bookings } = response.request().postDataJSON() as { bookings: { name: string; email: string }[] };
  expect(bookings[0]).toMatchObject({ name: "Lakshmi Narayan", email: guest.email });
  expect(response.status(), await response.text()).toBe(201);
  await expect(page.getByTestId("booking-reference")).toBeVisible();
});
