import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { chatNames, openChatIn, say } from "./support/chat";
import { watchConsoleErrors } from "./support/console-errors";
import { expectFormPageAccessible } from "./support/forms-axe";
import { uniqueGuest } from "./support/booking-api";
import { bookableDay } from "./support/hotel-dates";
import { openPage } from "./support/page";
import { ABORTED_REQUEST } from "./support/console-errors";

/** Opens the chat on an English page: the message field takes the focus. */
async function openChat(page: Page) {
  const chat = await openChatIn(page, chatNames.en);
  await expect(chat.input).toBeFocused();
  return chat;
}

async function suitesFree(request: APIRequestContext, checkIn: string, checkOut: string): Promise<number> {
  const response = await request.post("/api/available-rooms", {
    data: { check_in_date: checkIn, check_out_date: checkOut, adults: 2, children: 0, no_of_rooms: 1 },
  });
  const body = (await response.json()) as { data: { room_type_name: string; available_count?: number }[] };
  return body.data.find((room) => room.room_type_name === "Suite Room")?.available_count ?? 0;
}

/** "2026-12-12" → "12/12/2026": the day first, as guests in India write it. */
const dayFirst = (date: string) => date.split("-").reverse().join("/");

/** A booking of one room asked question by question, with a wrong answer at the steps that check one. */
async function answerEachQuestion(log: Locator, input: Locator, checkIn: string, checkOut: string) {
  const asha = uniqueGuest("asha");
  await say(log, input, "I'd like to make a reservation", /Which date would you like to check in\?/);
  await expect(input).toHaveAttribute("type", "text");
  await say(log, input, dayFirst(checkIn), /And your check-out date\?/);
  await say(log, input, dayFirst(checkIn), /must be after check-in/);
  await say(log, input, dayFirst(checkOut), /How many guests\?/);
  await say(log, input, "1 room for 2 adults and 3 kids", /so 5 guests need at least 2 rooms/);
  await say(log, input, "2 adults", /Which room type would you like\? Free for your dates: .*Suite Room ₹[\d,]+ a night/);
  await say(log, input, "suite", "What is your full name?");
  await say(log, input, "Asha Verma", "Thank you, Asha Verma. What is your e-mail address?");
  await expect(input).toHaveAttribute("type", "email");
  await say(log, input, "asha@", /doesn't look like an email address/);
  await say(log, input, asha.email, /What is your phone number\? A 10-digit Indian mobile, or your number with its country code/);
  await expect(input).toHaveAttribute("type", "tel");
  await say(log, input, asha.spacedMobile, /Shall I send this booking request\?/);
  await expect(log.getByText(/Your booking request:/).last()).toContainText("Room 1: Suite Room, 2 adults");
  await input.fill("yes");
  await input.press("Enter");
  return asha;
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

  test("takes a booking question by question and the room is really booked", async ({ page, request }) => {
    const consoleErrors = watchConsoleErrors(page);
    const checkIn = bookableDay(140);
    const checkOut = bookableDay(142);
    const before = await suitesFree(request, checkIn, checkOut);
    expect(before).toBeGreaterThan(0);

    await openPage(page, "/about");
    const { log, input } = await openChat(page);
    const sent = page.waitForRequest((candidate) => candidate.url().endsWith("/api/bookings"));
    const asha = await answerEachQuestion(log, input, checkIn, checkOut);
    const booking = await sent;
    expect(booking.postDataJSON()).toEqual({
      name: "Asha Verma",
      email: asha.email,
      phone: `+91${asha.mobile}`,
      checkIn,
      checkOut,
      adults: 2,
      children: 0,
      roomType: "Suite Room",
    });
    expect(booking.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    await expect(
      log.getByText(
        /^Assistant: Great! Your booking request has been submitted\. Our team will contact you shortly to confirm your reservation\. Your booking reference is [A-Z0-9]{8}\. Total ₹[\d,]+, to pay at the hotel\./,
      ),
    ).toBeVisible();
    await expect(page.getByText("Booking request submitted successfully!")).toBeVisible();
    expect(await suitesFree(request, checkIn, checkOut)).toBe(before - 1);

    // Booking mode is over and nothing is remembered: "book" starts again from the dates.
    await say(log, input, "book", /Which date would you like to check in\?/);
    await say(log, input, "cancel", /Booking cancelled/);
    consoleErrors.expectNone();
  });

  test("a failed submission gets the original site's apology and toast", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page, [ABORTED_REQUEST]);
    await openPage(page, "/about");
    await page.route("**/api/bookings", (route) => route.abort("internetdisconnected"));
    const { log, input } = await openChat(page);
    await answerEachQuestion(log, input, bookableDay(30), bookableDay(31));
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

  test("says plainly that the pool is not open yet, as the site marks it Upcoming", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openPage(page, "/about");
    const { log, input } = await openChat(page);
    await say(log, input, "Is the pool open?", /Not open yet: our site lists the Swimming Pools as Upcoming/);
    await say(log, input, "is parking available?", /The resort has dedicated parking on the premises/);
    await say(log, input, "What facilities do you have?", /Not open yet \(Upcoming on our site\): Swimming Pools, Fitness Center, Spa and Wellness Center and Rooftop Dining\./);
    consoleErrors.expectNone();
  });

  test("books two rooms from one first message, through the price summary to the reference and the receipt", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    const checkIn = bookableDay(150);
    const checkOut = bookableDay(152);
    await openPage(page, "/about");
    const { log, input } = await openChat(page);
    await say(
      log,
      input,
      `book 2 rooms ${dayFirst(checkIn)} to ${dayFirst(checkOut)} for 4 adults`,
      /Which room type would you like \(all 2 rooms of one type\)\? Free for your dates: Deluxe Room ₹[\d,]+ a night/,
    );
    await expect(log.getByText(/Checking which rooms are free from .* \(2 rooms: 2 adults; 2 adults\)/)).toBeVisible();
    await say(log, input, "deluxe", "What is your full name?");
    await say(log, input, "Where is the hotel located?", "Now, back to your booking. What is your full name?");
    await say(log, input, "Ravi Kumar", /What is your e-mail address\?/);
    const ravi = uniqueGuest("ravi");
    await say(log, input, ravi.email, /What is your phone number\?/);
    await say(log, input, ravi.mobile, /Shall I send this booking request\?/);
    const summary = log.getByText(/Your booking request:/);
    await expect(summary).toContainText("Room 1: Deluxe Room, 2 adults");
    await expect(summary).toContainText("Room 2: Deluxe Room, 2 adults");
    await expect(summary).toContainText(/Total: ₹[\d,]+, paid at the hotel/);
    const total = /Total: (₹\d[\d,]*\d)/.exec((await summary.textContent()) ?? "")?.[1];

    const sent = page.waitForRequest((candidate) => candidate.url().endsWith("/api/bookings"));
    await input.fill("yes");
    await input.press("Enter");
    expect((await sent).postDataJSON()).toMatchObject({
      checkIn,
      checkOut,
      roomType: "Deluxe Room",
      rooms: [
        { adults: 2, children: 0 },
        { adults: 2, children: 0 },
      ],
    });
    const done = log.getByText(/Your booking reference is [A-Z0-9]{8}\./);
    await expect(done).toContainText(`Total ${total}, to pay at the hotel.`);
    const reference = /reference is ([A-Z0-9]{8})/.exec((await done.textContent()) ?? "")?.[1] ?? "";
    await log.getByRole("link", { name: `See your receipt (${reference})` }).click();
    await expect(page).toHaveURL(new RegExp(`/BookingForm\\?step=5&ref=${reference}$`));
    await expect(page.getByTestId("booking-reference")).toHaveText(reference);
    await expect(page.getByTestId("booking-receipt")).toContainText(total ?? "no total");
    consoleErrors.expectNone();
  });

  test("in booking mode a question is answered, never taken as the name, and 'stop' leaves", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openPage(page, "/about");
    const { log, input } = await openChat(page);
    await say(log, input, `book a deluxe room ${dayFirst(bookableDay(40))} for 2 nights for 2 adults`, "What is your full name?");
    await say(log, input, "Where is the hotel located?", "Now, back to your booking. What is your full name?");
    await expect(log.getByText(/^Assistant: We are on Main Road/)).toBeVisible();
    await expect(log.getByText(/Thank you, Where is the hotel/)).toHaveCount(0);
    await say(log, input, "is the pool open?", /Not open yet: our site lists the Swimming Pools as Upcoming/);
    await say(log, input, "stop", /Booking cancelled; nothing was sent/);
    await say(log, input, "hello", /Namaste! How can I help\?/);
    consoleErrors.expectNone();
  });
});
