import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { uniqueGuest } from "./support/booking-api";
import { watchConsoleErrors } from "./support/console-errors";
import { bookableDay } from "./support/hotel-dates";
import { hydrated, openPage } from "./support/page";
import { reachPart } from "./support/reach-part";

// A whole booking from the home page, with axe scans: slow on a shared machine.
test.describe.configure({ timeout: 120_000 });

const requestForm = (page: Page) => page.getByRole("form", { name: "Request a Booking" });
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

/** The form's section loads as it nears the viewport: scroll to it and wait until it is live. */
async function openHome(page: Page) {
  await openPage(page, "/");
  await reachPart(requestForm(page));
}

/** The spec's fields (name, email, phone, dateIn, dateOut, adults, children, message), as a guest fills them. */
async function fillRequest(page: Page, guest: ReturnType<typeof uniqueGuest>, checkIn: string, checkOut: string) {
  const form = requestForm(page);
  await form.getByLabel("Name").fill("Suresh Chouhan");
  await form.getByLabel("Email").fill(guest.email);
  await form.getByLabel("Phone").fill(guest.spacedMobile);
  await form.getByLabel("Check-in date").fill(checkIn);
  await form.getByLabel("Check-out date").fill(checkOut);
  await form.getByLabel("Adults").selectOption("2");
  await form.getByLabel(/Children/).selectOption("1");
  await form.getByLabel("Special requirements").fill("Ground floor room for my mother");
  return form;
}

test.describe("Home booking request: one way to book (product-rules.md: One way to book)", () => {
  test("leads to the wizard with the stay and the guest's details, and ends in a booking with a reference and its page", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    const guest = uniqueGuest("Suresh");
    const [checkIn, checkOut] = [bookableDay(40), bookableDay(42)];
    await openHome(page);
    const form = await fillRequest(page, guest, checkIn, checkOut);
    await form.getByRole("button", { name: "Choose Your Room" }).click();

    // The wizard opens at Select Room with the stay and party; the guest's details never enter the URL.
    await expect(page).toHaveURL(new RegExp(`/BookingForm\\?check_in=${checkIn}&check_out=${checkOut}&guests=2-1`));
    expect(page.url()).not.toContain("example.com");
    await hydrated(page);
    await expect(stepHeading(page, "Select Your Room")).toBeVisible();
    await page.getByRole("button", { name: "Select Room Deluxe Room for Room 1", exact: true }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(stepHeading(page, "Enhance Your Stay")).toBeVisible();
    await page.getByRole("button", { name: "Skip" }).click();

    // The checkout starts from what the guest wrote on the home page.
    await expect(stepHeading(page, "Guest Information")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Suresh Chouhan");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(guest.email);
    await expect(page.getByLabel("Phone")).toHaveValue(guest.spacedMobile);
    await expect(page.getByLabel("Special requests")).toHaveValue("Ground floor room for my mother");
    await page.getByRole("button", { name: "Book Now & Pay Later" }).click();

    // The same pending booking as any: a reference, the receipt, and the guest's own page.
    const receipt = page.getByTestId("booking-receipt");
    await expect(receipt).toBeVisible({ timeout: 30_000 });
    const reference = (await receipt.getByTestId("booking-reference").textContent()) ?? "";
    expect(reference).toMatch(/^[A-Z0-9]{8}$/);
    await expect(receipt).toContainText("Request received — pending confirmation");
    await receipt.getByRole("link", { name: "Open your booking page" }).click();
    await expect(page).toHaveURL(/\/MyBooking\?ref=/);
    await expect(page.getByTestId("booking-reference")).toHaveText(reference);
    consoleErrors.expectNone();
  });

  test("works without JavaScript: the plain form reaches the wizard, whose checkout holds the guest's details", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const guest = uniqueGuest("Kavita");
    const [checkIn, checkOut] = [bookableDay(44), bookableDay(45)];
    await page.goto("/");
    const form = await fillRequest(page, guest, checkIn, checkOut);
    await form.getByRole("button", { name: "Choose Your Room" }).click();
    await expect(page).toHaveURL(new RegExp(`/BookingForm\\?check_in=${checkIn}&check_out=${checkOut}&guests=2-1`));
    await expect(stepHeading(page, "Select Your Room")).toBeVisible();
    // The checkout of that stay, as the wizard's own buttons lead to it without script.
    await page.goto(`/BookingForm?check_in=${checkIn}&check_out=${checkOut}&guests=2-1&selected=1&step=4`);
    await expect(page.getByLabel("Full name")).toHaveValue("Suresh Chouhan");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(guest.email);
    await context.close();
  });

  test("from the Hindi home page leads to the Hindi wizard", async ({ page }) => {
    await openPage(page, "/hi");
    const form = page.getByRole("form", { name: "बुकिंग का अनुरोध भेजें" });
    await reachPart(form);
    await form.getByLabel("चेक-इन की तारीख़").fill(bookableDay(46));
    await form.getByLabel("चेक-आउट की तारीख़").fill(bookableDay(47));
    await form.getByRole("button", { name: "अपना कमरा चुनें" }).click();
    await expect(page).toHaveURL(/\/hi\/BookingForm\?check_in=/);
    await expect(stepHeading(page, "अपना कमरा चुनें")).toBeVisible();
  });

  test("offers only guest counts a room can take, and asks for the dates before it leaves (product-rules.md: One guest rule)", async ({ page }) => {
    await openHome(page);
    const form = requestForm(page);
    await form.getByLabel("Adults").selectOption("3");
    await expect(form.getByLabel(/Children/).locator("option")).toHaveText(["0", "1"]);
    await form.getByLabel("Adults").selectOption("1");
    await expect(form.getByLabel(/Children/).locator("option")).toHaveText(["0", "1", "2", "3"]);
    await form.getByRole("button", { name: "Choose Your Room" }).click();
    // The browser's own check keeps the guest on the page with the missing date marked.
    await expect(page).toHaveURL(/\/$/);
    expect(await form.getByLabel("Check-in date").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});

test("the request's and the booking strip's dates stop at the stay limits", async ({ page }) => {
  await openHome(page);
  const form = requestForm(page);
  await expect(form.getByLabel("Check-in date")).toHaveAttribute("max", bookableDay(365));
  await expect(form.getByLabel("Check-out date")).toHaveAttribute("max", bookableDay(365 + 30));
  await form.getByLabel("Check-in date").fill(bookableDay(20));
  await expect(form.getByLabel("Check-out date")).toHaveAttribute("max", bookableDay(50));
  const strip = page.locator("#booking");
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.getByLabel("Check-in")).toHaveAttribute("max", bookableDay(365));
  // The strip starts with a stay checking in on the earliest day: check-out at most 30 nights later.
  await expect(strip.getByLabel("Check-out")).toHaveAttribute("max", bookableDay(30));
});
