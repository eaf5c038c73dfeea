import { expect, type Page, test } from "@playwright/test";
import { addDays, todayInHotel } from "../../app/domain/hotel-date";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { checkInGuest, saveNewBooking } from "./support/desk-steps";
import { hydrated } from "./support/page";

/**
 * The hotel's one book from a phone at reception (product-rules.md: The hotel's one book): a phone
 * booking taken from the bottom bar gets its room at once, shows on the room board, is checked in
 * from Today with the guest's registration, and checked out; the room is free again tonight.
 */
test.describe.configure({ timeout: 150_000 });

const today = todayInHotel(new Date());
const shortcuts = (page: Page) => page.getByRole("navigation", { name: "Shortcuts" });

test("a phone booking → its room → check-in → check-out, all on a 390 px phone", async ({ page }) => {
  const guest = `Phone Guest ${Date.now() % 100_000}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Today");
  await expect(page.getByTestId("today-counts")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The phone's bottom bar: Today, Bookings, Board, New.
  await expect(shortcuts(page).getByRole("link")).toHaveText(["Today", "Bookings", "Board", "New"]);
  await shortcuts(page).getByRole("link", { name: "New" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New booking");
  await expect(shortcuts(page).getByRole("link", { name: "New" })).toHaveAttribute("aria-current", "page");
  await expect(shortcuts(page).getByRole("link", { name: "Bookings" })).not.toHaveAttribute("aria-current", "page");

  await page.getByLabel("Check-in").fill(today);
  await page.getByLabel("Check-out").fill(addDays(today, 2));
  await page.getByLabel("Room type").selectOption({ label: "Luxury Room" });
  await page.getByRole("button", { name: "Price it" }).click();
  const reference = await saveNewBooking(page, { name: guest, phone: "98930 12345", source: "Phone" });
  // Confirmed at once, so it has its room already.
  const room = ((await page.getByTestId("room-number").textContent()) ?? "").replace("Room ", "").trim();
  expect(room).toMatch(/^3\d\d$/);

  // The room board's night list shows the stay in that room.
  await shortcuts(page).getByRole("link", { name: "Board" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Room board");
  const tonight = page.getByTestId("board-day").getByRole("listitem").filter({ hasText: new RegExp(`^${room}`) });
  await expect(tonight).toContainText(guest);
  await expectNoSeriousA11yViolations(page);

  // Today: the arrival with its room and its Check in button.
  await shortcuts(page).getByRole("link", { name: "Today" }).click();
  const arrival = page.locator("#arrivals").getByTestId("today-card").filter({ hasText: guest });
  await expect(arrival).toContainText(`Room ${room}`);
  await expect(arrival.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+919893012345");
  await arrival.getByRole("link", { name: `Check in ${guest}` }).click();
  await hydrated(page);
  await checkInGuest(page, { address: "14 Sarafa Bazaar, Indore", id: "Driving licence", idNumber: "MP09 2019 0012345", adults: "Meena Sharma" });
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${reference}`));

  // Leaving a night early: the night begun is on the bill; paid by UPI, checked out today with
  // the tax invoice, and the room is free tonight again.
  await page.getByRole("link", { name: "Check out" }).click();
  await expect(page.getByTestId("folio-lines")).toContainText("996311");
  const payment = page.getByRole("form", { name: "Take a payment" });
  await payment.getByLabel("Method").selectOption({ label: "UPI" });
  await payment.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("folio-balance")).toHaveText("Settled");
  await page.getByRole("button", { name: "Check out and issue invoice" }).click();
  await expect(page.locator("[data-tax-document]")).toContainText(/NRR\/\d\d-\d\d\/\d{6}/);
  await shortcuts(page).getByRole("link", { name: "Board" }).click();
  await expect(page.getByTestId("board-day").getByRole("listitem").filter({ hasText: new RegExp(`^${room}`) })).toContainText("Free");
});
