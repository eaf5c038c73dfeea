import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { expectFormPageAccessible } from "./support/forms-axe";
import { bookableDay } from "./support/hotel-dates";
import { openPage } from "./support/page";
import { ABORTED_REQUEST } from "./support/console-errors";

async function openChat(page: Page) {
  const launcher = page.getByRole("button", { name: "Chat with our assistant" });
  await expect(launcher).toHaveAttribute("data-hydrated", "true");
  await launcher.click();
  const dialog = page.getByRole("dialog", { name: "Chat with us" });
  await expect(dialog).toBeVisible();
  const log = dialog.getByRole("log");
  const input = dialog.getByLabel("Your message");
  await expect(input).toBeFocused();
  return { dialog, log, input };
}

/** Sends `text` and waits for a new `reply` (the same words may already be in the log). */
async function say(log: Locator, input: Locator, text: string, reply: string | RegExp) {
  const before = await log.getByText(reply).count();
  await input.fill(text);
  await input.press("Enter");
  await expect(log.getByText(reply)).toHaveCount(before + 1);
}

async function suitesFree(request: APIRequestContext, checkIn: string, checkOut: string): Promise<number> {
  const response = await request.post("/api/available-rooms", {
    data: { check_in_date: checkIn, check_out_date: checkOut, adults: 2, children: 0, no_of_rooms: 1 },
  });
  const body = (await response.json()) as { data: { room_type_name: string; available_count?: number }[] };
  return body.data.find((room) => room.room_type_name === "Suite Room")?.available_count ?? 0;
}

async function answerEightQuestions(log: Locator, input: Locator, checkIn: string, checkOut: string) {
  await say(log, input, "I'd like to make a reservation", "What is your full name?");
  await expect(input).toHaveAttribute("type", "text");
  await say(log, input, "Asha Verma", "What is your e-mail address?");
  await expect(input).toHaveAttribute("type", "email");
  await say(log, input, "asha@", /doesn't look like an email address/);
  await say(log, input, "asha@example.com", /What is your phone number\? A 10-digit Indian mobile, or your number with its country code/);
  await expect(input).toHaveAttribute("type", "tel");
  await say(log, input, "98765 43210", /Which date would you like to check in\?/);
  await expect(input).toHaveAttribute("type", "date");
  await say(log, input, checkIn, "And your check-out date? (YYYY-MM-DD)");
  await say(log, input, checkIn, /must be after check-in/);
  await say(log, input, checkOut, /How many adults\?/);
  await expect(input).toHaveAttribute("type", "number");
  await say(log, input, "2", /How many children/);
  await say(log, input, "3", /children from 0 to 2/);
  await say(log, input, "0", /Which room type would you like/);
  await expect(input).toHaveAttribute("type", "text");
  await input.fill("suite");
  await input.press("Enter");
}

test.describe("Chat assistant (product-rules.md: Chat assistant)", () => {
  test("opens with the greeting, answers keywords after a typing pause, and closes on Escape", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openPage(page, "/about");
    const { dialog, log, input } = await openChat(page);
    await expect(log.getByText(/Namaste!/)).toBeVisible();
    await expect(log).toHaveAttribute("aria-live", "polite");

    await input.fill("Which room is closest to the temple?");
    await input.press("Enter");
    await expect(dialog.getByText("Assistant is typing")).toBeVisible();
    await expect(log.getByText(/5 km \(a 10 minute drive\)/)).toBeVisible();
    await expect(dialog.getByText("Assistant is typing")).toBeHidden();
    await say(log, input, "What are your room prices?", /Deluxe Room: ₹[\d,]+ a night \+ taxes/);
    await expectFormPageAccessible(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Chat with our assistant" })).toBeFocused();
    consoleErrors.expectNone();
  });

  test("takes a booking in eight questions and the room is really booked", async ({ page, request }) => {
    const consoleErrors = watchConsoleErrors(page);
    const checkIn = bookableDay(140);
    const checkOut = bookableDay(142);
    const before = await suitesFree(request, checkIn, checkOut);
    expect(before).toBeGreaterThan(0);

    await openPage(page, "/about");
    const { log, input } = await openChat(page);
    const sent = page.waitForRequest((candidate) => candidate.url().endsWith("/api/bookings"));
    await answerEightQuestions(log, input, checkIn, checkOut);
    const booking = await sent;
    expect(booking.postDataJSON()).toEqual({
      name: "Asha Verma",
      email: "asha@example.com",
      phone: "+919876543210",
      checkIn,
      checkOut,
      adults: 2,
      children: 0,
      roomType: "Suite Room",
    });
    expect(booking.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    await expect(
      log.getByText(
        "Great! Your booking request has been submitted. Our team will contact you shortly to confirm your reservation.",
      ),
    ).toBeVisible();
    await expect(page.getByText("Booking request submitted successfully!")).toBeVisible();
    expect(await suitesFree(request, checkIn, checkOut)).toBe(before - 1);

    // Booking mode is over and nothing is remembered: "book" starts again from the name.
    await say(log, input, "book", "What is your full name?");
    await say(log, input, "cancel", /Booking cancelled/);
    consoleErrors.expectNone();
  });

  test("a failed submission gets the original site's apology and toast", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page, [ABORTED_REQUEST]);
    await openPage(page, "/about");
    await page.route("**/api/bookings", (route) => route.abort("internetdisconnected"));
    const { log, input } = await openChat(page);
    await answerEightQuestions(log, input, bookableDay(30), bookableDay(31));
    await expect(
      log.getByText(
        "I apologize, but there was an error submitting your booking. Please try again or contact our support team directly.",
      ),
    ).toBeVisible();
    await expect(page.getByText("Failed to submit booking request")).toBeVisible();
    consoleErrors.expectNone();
  });

  test("forwards a question it cannot answer as a contact enquiry", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openPage(page, "/about");
    const { log, input } = await openChat(page);
    await say(log, input, "Can I bring my pet dog?", /Would you like our team to reply by e-mail\?/);
    await expect(input).toHaveAttribute("type", "email");
    await say(log, input, "guest@example.com", /phone number/);
    const forwarded = page.waitForRequest((candidate) => candidate.url().endsWith("/api/contact-enquiry"));
    await input.fill("98765 43210");
    await input.press("Enter");
    expect((await forwarded).postDataJSON()).toEqual({
      name: "Website chat guest",
      email: "guest@example.com",
      phone: "+919876543210",
      message: "Question asked in the website chat:\n\nCan I bring my pet dog?",
    });
    await expect(log.getByText(/Your question has been sent to our team/)).toBeVisible();
    consoleErrors.expectNone();
  });
});
