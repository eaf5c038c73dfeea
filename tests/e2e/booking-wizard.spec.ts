import { type Page, expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { type BookingConfirmation, hotelDay, paiseOf, stayFrom, uniqueGuest, wizardUrl } from "./support/booking-api";
import { watchConsoleErrors } from "./support/console-errors";
import { holdRequests } from "./support/hold-requests";
import { hydrated, openPage } from "./support/page";

// Axe scans and real bookings are slow on a shared machine.
test.describe.configure({ timeout: 120_000 });

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

/** Opens step 4 for a Deluxe Room for two adults on a stay `daysAhead` days away, and waits for its heading. */
async function openGuestInformation(page: Page, daysAhead: number) {
  await openPage(page, wizardUrl(stayFrom(daysAhead), "2-0", { room: "1", step: "4" }));
  await expect(stepHeading(page, "Guest Information")).toBeVisible();
}

/** The summary's or the receipt's totals, as shown. */
async function shownTotals(page: Page, scope: string) {
  const totals = page.getByTestId(scope).getByTestId("price-totals");
  const read = async (name: string) => {
    const cell = totals.locator(`[data-total="${name}"]`);
    return (await cell.count()) > 0 ? ((await cell.textContent()) ?? "").trim() : null;
  };
  return {
    rooms: await read("rooms"),
    subtotal: await read("subtotal"),
    discount: await read("discount"),
    cgst: await read("cgst"),
    sgst: await read("sgst"),
    total: await read("total"),
  };
}

test("books two rooms with a service end to end; the receipt shows the API's answer and agrees with the summary", async ({
  page,
}) => {
  const consoleErrors = watchConsoleErrors(page);
  const stay = stayFrom(201, 2);
  await openPage(page, "/BookingForm");

  // Step 1: dates, guests, a second room.
  await expect(stepHeading(page, "Search Your Stay")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Check-in date").fill(stay.checkIn);
  await page.getByLabel("Check-out date").fill(stay.checkOut);
  await page.getByRole("button", { name: "Add one child to Room 1" }).click();
  await page.getByRole("button", { name: "+ Add another room" }).click();
  await page.getByRole("button", { name: "Remove one adult from Room 2" }).click();
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 2: a type per room.
  await expect(stepHeading(page, "Select Your Room")).toBeVisible();
  await expect(page.getByRole("button", { name: "Select Room Deluxe Room for Room 1", exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Select Room Deluxe Room for Room 1", exact: true }).click();
  await page.getByRole("button", { name: "Select Room Luxury Room for Room 2", exact: true }).click();
  await page.getByRole("button", { name: /^Room 1/ }).click();
  await expect(page.getByRole("button", { name: "Selected Deluxe Room for Room 1", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 3: one service.
  await expect(stepHeading(page, "Enhance Your Stay")).toBeVisible();
  await expect(page.getByText("paid for at the hotel")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Add to booking: Dinner Package").check();
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 4: guest details and the summary.
  await expect(stepHeading(page, "Guest Information")).toBeVisible();
  // A guest of this test's own: the site keeps only a few open requests per e-mail or phone.
  const meera = uniqueGuest("meera");
  await page.getByLabel("Full name").fill("Meera Joshi");
  await page.getByLabel("Email", { exact: true }).fill(meera.email);
  await page.getByLabel("Phone").fill(meera.spacedMobile);
  await page.getByLabel("Special requests").fill("A quiet room, please");
  const summary = page.getByTestId("booking-summary");
  await expect(summary).toContainText("Dinner Package");
  await expect(summary.getByTestId("price-row")).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  const summaryTotals = await shownTotals(page, "booking-summary");
  // Deluxe ₹4,500 and Luxury ₹7,500 a night are both within GST's ₹7,500 band: the rate is named.
  await expect(summary.getByTestId("price-totals")).toContainText("CGST 2.5%");
  await expect(summary.getByTestId("price-totals")).toContainText("SGST 2.5%");

  const answer = page.waitForResponse((response) => response.url().endsWith("/api/bookings"));
  await page.getByRole("button", { name: "Book Now & Pay Later" }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: BookingConfirmation };

  // Step 5: the receipt is the server's answer.
  await expect(page.getByText("Booking submitted successfully!")).toBeVisible();
  const receipt = page.getByTestId("booking-receipt");
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId("booking-reference")).toHaveText(data.reference);
  await expect(receipt).toContainText("Request received — pending confirmation");
  await expect(receipt).not.toContainText("Confirmed");
  await expect(receipt).toContainText("Meera Joshi");
  await expect(receipt).toContainText(meera.email);
  await expect(receipt).toContainText(`+91 ${meera.spacedMobile}`);
  await expect(receipt).toContainText("Dinner Package");
  expect(data.rooms.map((room) => [room.room_type_name, room.adults, room.children])).toEqual([
    ["Deluxe Room", 2, 1],
    ["Luxury Room", 1, 0],
  ]);
  const rows = receipt.getByTestId("price-row");
  await expect(rows).toHaveCount(2);
  for (const [index, room] of data.rooms.entries()) {
    const cells = rows.nth(index).locator("th, td");
    await expect(cells.nth(0)).toContainText(room.room_type_name);
    expect(paiseOf((await cells.nth(2).textContent()) ?? "")).toBe(room.nightly);
    await expect(cells.nth(3)).toHaveText(String(room.nights));
    expect(paiseOf((await cells.nth(4).textContent()) ?? "")).toBe(room.subtotal);
  }
  const receiptTotals = await shownTotals(page, "booking-receipt");
  const amount = (shown: string | null) => (shown === null ? null : paiseOf(shown));
  expect({
    rooms: receiptTotals.rooms,
    subtotal: amount(receiptTotals.subtotal),
    discount: amount(receiptTotals.discount),
    cgst: amount(receiptTotals.cgst),
    sgst: amount(receiptTotals.sgst),
    total: amount(receiptTotals.total),
  }).toEqual({
    rooms: "2",
    subtotal: data.totals.subtotal,
    discount: data.totals.discount > 0 ? -data.totals.discount : null,
    cgst: data.totals.cgst,
    sgst: data.totals.sgst,
    total: data.totals.total,
  });
  expect(data.totals.total).toBe(data.totals.subtotal - data.totals.discount + data.totals.cgst + data.totals.sgst);
  expect(data.taxes).toEqual([
    {
      cgst_basis_points: 250,
      sgst_basis_points: 250,
      taxable: data.totals.subtotal - data.totals.discount,
      cgst: data.totals.cgst,
      sgst: data.totals.sgst,
    },
  ]);
  await expect(receipt.getByTestId("price-totals")).toContainText("CGST 2.5%");
  // The summary priced in the browser and the server's receipt agree to the paisa
  // (product-rules.md: One price and tax calculation).
  expect(summaryTotals).toEqual(receiptTotals);
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expectNoSeriousA11yViolations(page);
  consoleErrors.expectNone();
});

test("step 1: date messages, counters at their limits, five rooms at most, room 1 stays", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await openPage(page, "/BookingForm");
  const continueButton = page.getByRole("button", { name: "Continue" });
  const checkIn = page.getByLabel("Check-in date");
  const checkOut = page.getByLabel("Check-out date");

  await checkIn.fill("");
  await checkIn.blur();
  await expect(page.getByText("Check-in date is required")).toBeVisible();
  await expect(checkIn).toHaveAccessibleDescription("Check-in date is required");
  await expect(continueButton).toBeDisabled();
  await checkIn.fill("2025-09-01");
  await expect(page.getByText("Check-in date must be on or after September 26th, 2025")).toBeVisible();
  const stay = stayFrom(3, 2);
  await checkIn.fill(stay.checkIn);
  await expect(page.getByText("Check-in date must be on or after")).toHaveCount(0);
  await checkOut.fill(stay.checkIn);
  await expect(page.getByText("Check-out date must be after check-in date")).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await checkOut.fill("");
  await checkOut.blur();
  await expect(page.getByText("Check-out date is required")).toBeVisible();
  await checkOut.fill(stay.checkOut);
  await expect(continueButton).toBeEnabled();

  // One guest rule (product-rules.md): 4 adults fill the room; no child can be added.
  const addAdult = page.getByRole("button", { name: "Add one adult to Room 1" });
  await addAdult.click();
  await addAdult.click();
  await expect(addAdult).toBeDisabled();
  await expect(page.getByRole("button", { name: "Add one child to Room 1" })).toBeDisabled();
  const removeAdult = page.getByRole("button", { name: "Remove one adult from Room 1" });
  for (let i = 0; i < 3; i++) await removeAdult.click();
  await expect(removeAdult).toBeDisabled();
  await expect(page.getByRole("button", { name: "Remove one child from Room 1" })).toBeDisabled();

  await expect(page.getByRole("button", { name: "Remove Room 1" })).toHaveCount(0);
  const addRoom = page.getByRole("button", { name: "+ Add another room" });
  for (let i = 0; i < 4; i++) await addRoom.click();
  await expect(page.getByRole("heading", { name: "Room 5" })).toBeVisible();
  await expect(addRoom).toBeDisabled();
  await page.getByRole("button", { name: "Remove Room 3" }).click();
  await expect(page.getByRole("heading", { name: "Room 5" })).toHaveCount(0);
  await expect(addRoom).toBeEnabled();
  consoleErrors.expectNone();
});

test("step 4: every validation message, cleared when its field is edited", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await openGuestInformation(page, 205);
  const submit = page.getByRole("button", { name: "Book Now & Pay Later" });

  await submit.click();
  const name = page.getByLabel("Full name");
  const email = page.getByLabel("Email", { exact: true });
  const phone = page.getByLabel("Phone");
  await expect(name).toHaveAccessibleDescription("Name is required");
  await expect(email).toHaveAccessibleDescription("Email is required");
  await expect(phone).toHaveAccessibleDescription(/Phone number is required/);
  await expect(name).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await name.fill("Ravi Kumar");
  await expect(page.getByText("Name is required")).toHaveCount(0);
  await email.fill("ravi@");
  await phone.fill("12345");
  await submit.click();
  await expect(page.getByText("Invalid email")).toBeVisible();
  await expect(page.getByText("Enter a 10-digit Indian mobile number, or your number with its country code (for example +44 20 7946 0958)")).toBeVisible();
  await email.fill("ravi@example.com");
  await expect(page.getByText("Invalid email")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/TermsAndConditions");
  await expect(page.getByLabel("Country code")).toHaveValue("+91");
  consoleErrors.expectNone();
});

test("the browser's Back button goes back a step, Forward returns, and a reload keeps the stay", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  const stay = stayFrom(207);
  await openPage(page, `${wizardUrl(stay, "2-1")}&step=1`);
  await expect(stepHeading(page, "Search Your Stay")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(stepHeading(page, "Select Your Room")).toBeVisible();
  await page.getByRole("button", { name: "Select Room Super Deluxe Room for Room 1", exact: true }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(stepHeading(page, "Enhance Your Stay")).toBeVisible();

  await page.goBack();
  await expect(stepHeading(page, "Select Your Room")).toBeVisible();
  await expect(page.getByText("Selected: Super Deluxe Room")).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, "Search Your Stay")).toBeVisible();
  await expect(page).toHaveURL(/\/BookingForm\?/);
  await page.goForward();
  await expect(stepHeading(page, "Select Your Room")).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=2(&|$)/);

  await page.reload();
  await hydrated(page);
  await expect(stepHeading(page, "Select Your Room")).toBeVisible();
  await expect(page.getByText("Selected: Super Deluxe Room")).toBeVisible();
  await expect(page.getByText("2 adults, 1 child")).toBeVisible();
  consoleErrors.expectNone();
});

/** Presses Tab until `target` has focus (at most `limit` times); only the keyboard is used. */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("could not reach the control with Tab");
}

test("the wizard can be completed with the keyboard alone", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  const stay = stayFrom(209);
  await openPage(page, `${wizardUrl(stay, "1-0")}&step=1`);

  await tabTo(page, page.getByRole("button", { name: "Add one adult to Room 1" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Remove one adult from Room 1" })).toBeEnabled();
  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");
  await expect(stepHeading(page, "Select Your Room")).toBeFocused();

  await tabTo(page, page.getByRole("button", { name: "Select Room Deluxe Room for Room 1", exact: true }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");
  await expect(stepHeading(page, "Enhance Your Stay")).toBeFocused();

  await tabTo(page, page.getByLabel("Add to booking: Room Decoration"));
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Add to booking: Room Decoration")).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");
  await expect(stepHeading(page, "Guest Information")).toBeFocused();

  await tabTo(page, page.getByLabel("Full name"));
  await page.keyboard.type("Kiran Patel");
  await page.keyboard.press("Tab");
  await page.keyboard.type("kiran@example.com");
  // The phone's country-code select (+91 already chosen) comes first, then the number.
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Country code")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.type("9123456780");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/bookings"));
  await tabTo(page, page.getByRole("button", { name: "Book Now & Pay Later" }));
  await page.keyboard.press("Enter");
  expect((await answer).status()).toBe(201);
  await expect(page.getByTestId("booking-receipt")).toContainText("Room Decoration");
  await expect(page.getByTestId("booking-receipt")).toContainText("Kiran Patel");
  consoleErrors.expectNone();
});

test("a double click sends one booking: the same idempotency key, one reference", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  const stay = stayFrom(211);
  await openPage(page, wizardUrl(stay, "2-0", { room: "2", step: "4" }));
  await page.getByLabel("Full name").fill("Double Click");
  await page.getByLabel("Email", { exact: true }).fill("double@example.com");
  await page.getByLabel("Phone").fill("9988776655");
  const keys: string[] = [];
  // Hold the request (it still reaches our real API) until "Processing..." has been seen.
  const release = await holdRequests(page, "**/api/bookings", (request) => {
    keys.push(request.headers()["idempotency-key"] ?? "");
  });
  const button = page.getByRole("button", { name: "Book Now & Pay Later" });
  await button.dblclick();
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
  release();
  await expect(page.getByTestId("booking-receipt")).toBeVisible();
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

  // The receipt's URL names only the booking: a reload shows the receipt again, never the checkout.
  const reference = (await page.getByTestId("booking-reference").textContent()) ?? "";
  await expect(page).toHaveURL(new RegExp(`/BookingForm\\?step=5&ref=${reference}$`));
  await page.reload();
  await expect(page.getByTestId("booking-reference")).toHaveText(reference);
  await expect(page.getByRole("button", { name: "Book Now & Pay Later" })).toHaveCount(0);
  // Back onto the rooms just booked asks the guest to choose again rather than sending them twice.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 2, name: "Select Your Room" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(`You have already sent booking request ${reference} for these rooms.`);
  consoleErrors.expectNone();
});

test("a guest abroad books with a UK number: chosen by keyboard, shown on the receipt in E.164", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await openGuestInformation(page, 213);
  await page.getByLabel("Full name").fill("Priya Shah");
  await page.getByLabel("Email", { exact: true }).fill("priya.shah@example.co.uk");
  await page.getByLabel("Country code").selectOption("+44");
  await page.getByLabel("Phone").fill("020 7946 0958");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/bookings"));
  await page.getByRole("button", { name: "Book Now & Pay Later" }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(((await response.json()) as { data: { guest: { phone: string } } }).data.guest.phone).toBe("+442079460958");
  await expect(page.getByTestId("booking-receipt")).toContainText("+442079460958");
  consoleErrors.expectNone();
});

test("step 1's date inputs stop at the stay limits: check-in a year ahead, check-out 30 nights after check-in", async ({
  page,
}) => {
  const consoleErrors = watchConsoleErrors(page);
  const stay = stayFrom(215);
  await openPage(page, `${wizardUrl(stay, "2-0")}&step=1`);
  await expect(stepHeading(page, "Search Your Stay")).toBeVisible();
  await expect(page.getByLabel("Check-in date")).toHaveAttribute("max", hotelDay(365));
  await expect(page.getByLabel("Check-out date")).toHaveAttribute("max", hotelDay(215 + 30));
  // A stay longer than 30 nights is refused with the hotel's phone, before any request is made.
  await page.getByLabel("Check-out date").fill(hotelDay(215 + 31));
  await expect(page.getByText("Stays can be at most 30 nights. For longer stays please call us on +91 90000 00001.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  consoleErrors.expectNone();
});
