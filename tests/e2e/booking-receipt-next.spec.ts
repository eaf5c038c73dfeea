import { expect, type Page, test } from "@playwright/test";
import { cancellationDeadline } from "../../app/domain/guest-cancellation";
import { monthDayAndYear } from "../../app/domain/date-words";
import type { IsoDate } from "../../app/content/hotel";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { stayFrom, uniqueGuest, wizardUrl } from "./support/booking-api";
import { watchConsoleErrors } from "./support/console-errors";
import { bookAsGuest } from "./support/guest-step";
import { openPage } from "./support/page";

// A real booking and an axe scan: slow on a shared machine.
test.describe.configure({ timeout: 120_000 });

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

test("the receipt is the start of the stay: what happens next, free cancellation, calendar, directions, the guest's page (product-rules.md: The receipt is the start of the stay)", async ({
  page,
  request,
}) => {
  const consoleErrors = watchConsoleErrors(page);
  const stay = stayFrom(120, 2);
  const guest = uniqueGuest("Anita");
  await openPage(page, wizardUrl(stay, "2-0", { selected: "2", step: "3" }));

  // Add-on services show what they cost: priced on request, never nothing.
  await expect(stepHeading(page, "Enhance Your Stay")).toBeVisible();
  await expect(page.getByText("Priced on request · pay at hotel")).toHaveCount(4);
  await page.getByLabel("Add to booking: Airport Pickup / Railway Station").check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(stepHeading(page, "Guest Information")).toBeVisible();
  await bookAsGuest(page, "Anita Rao", guest);

  const receipt = page.getByTestId("booking-receipt");
  await expect(receipt).toBeVisible({ timeout: 30_000 });
  const reference = (await receipt.getByTestId("booking-reference").textContent()) ?? "";
  const next = receipt.getByTestId("receipt-next-steps");
  await expect(next.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(next).toContainText("We confirm within a day, usually within hours");
  const deadline = monthDayAndYear(cancellationDeadline(stay.checkIn as IsoDate, 1));
  await expect(next.getByTestId("free-cancellation")).toHaveText(`Free cancellation until ${deadline}, on your booking page or by phone.`);
  await expect(next).toContainText(guest.email);
  await expect(receipt).toContainText("Airport Pickup / Railway Station — priced on request, pay at the hotel");

  // Directions: the hotel's map, in a new tab.
  await expect(next.getByRole("link", { name: "Directions to the hotel" })).toHaveAttribute("href", /^https:\/\//);
  // Add to calendar: the guest page's own file behind the same signed link.
  const calendar = next.getByRole("link", { name: "Add to calendar" });
  const calendarHref = (await calendar.getAttribute("href")) ?? "";
  expect(calendarHref).toMatch(new RegExp(`^/MyBooking/calendar\\.ics\\?ref=${reference}&t=`));
  const file = await request.get(calendarHref);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("text/calendar");
  expect(await file.text()).toContain("BEGIN:VEVENT");
  await expectNoSeriousA11yViolations(page);

  // The guest's own page, signed as the e-mail's link is.
  await next.getByRole("link", { name: "Open your booking page" }).click();
  await expect(page).toHaveURL(new RegExp(`/MyBooking\\?ref=${reference}&t=`));
  await expect(page.getByTestId("booking-reference")).toHaveText(reference);
  await expect(page.getByText(`You can cancel free of charge until ${deadline}.`)).toBeVisible();
  consoleErrors.expectNone();
});

test("every page's footer links to My booking, in both languages", async ({ page }) => {
  for (const [path, name, href] of [
    ["/", "My booking", "/MyBooking"],
    ["/Room", "My booking", "/MyBooking"],
    ["/hi", "मेरी बुकिंग", "/hi/MyBooking"],
    ["/hi/about", "मेरी बुकिंग", "/hi/MyBooking"],
  ] as const) {
    await openPage(page, path);
    const link = page.locator("footer").getByRole("link", { name, exact: true });
    await expect(link, path).toHaveAttribute("href", href);
  }
  await page.locator("footer").getByRole("link", { name: "मेरी बुकिंग", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/MyBooking$/);
});

test("on a desktop every wizard step starts near the top of the page, under a slim band", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const stay = stayFrom(125, 1);
  // The hero band is slim, so the steps and each step's heading sit on the first screen, high up
  // (the full-height hero put them some 330 px lower on every step).
  const topOf = (name: string) =>
    stepHeading(page, name).evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
  await openPage(page, wizardUrl(stay, "2-0"));
  const band = await page.locator("main > section").first().boundingBox();
  expect(band?.height ?? 1000).toBeLessThan(200);
  const steps = await page.getByRole("navigation", { name: "Booking progress" }).boundingBox();
  expect(steps?.y ?? 1000).toBeLessThan(360);
  await expect(stepHeading(page, "Select Your Room")).toBeVisible();
  expect(await topOf("Select Your Room")).toBeLessThan(460);
  await page.getByRole("button", { name: "Select Room Deluxe Room for Room 1", exact: true }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(stepHeading(page, "Enhance Your Stay")).toBeVisible();
  expect(await topOf("Enhance Your Stay")).toBeLessThan(460);
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(stepHeading(page, "Guest Information")).toBeVisible();
  expect(await topOf("Guest Information")).toBeLessThan(460);
});
