import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { availability, bookRooms, stayFrom, uniqueGuest } from "./support/booking-api";
import { bookingPageLink } from "./support/booking-link";
import { bookAsGuest } from "./support/guest-step";
import { hydrated, openPage } from "./support/page";
import { describeWithoutScript } from "./support/without-script";

/**
 * Everyone hears back (product-rules.md: E-mail, The guest's booking page): a booking made on the
 * site writes both e-mails and the local e-mail service sends them; staff confirm it and the guest's
 * confirmation goes out with its calendar file; the guest opens their page from the signed link and
 * cancels, and the room is offered again; after the deadline the page shows the policy instead.
 */
test.describe.configure({ timeout: 120_000 });

async function deskMail(page: Page, reference: string) {
  await page.goto(`/admin/bookings/${reference}`);
  await hydrated(page);
  return page.getByTestId("booking-mail").getByRole("listitem");
}

/** The desk page is read again until every message shows as sent by the local e-mail service. */
async function expectAllSent(page: Page, reference: string, count: number) {
  await expect(async () => {
    const mail = await deskMail(page, reference);
    await expect(mail).toHaveCount(count);
    await expect(mail.filter({ hasText: "· sent" })).toHaveCount(count);
  }).toPass({ timeout: 30_000 });
}

test("a booking mails the hotel and the guest; confirming mails the calendar file; the guest cancels from the link and the room is free again", async ({
  page,
  request,
}) => {
  const stay = stayFrom(356, 2);
  const guest = uniqueGuest("Radha");
  await openPage(page, `/BookingForm?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2-0&selected=4&step=4`);
  const data = await bookAsGuest(page, "Radha Iyer", guest);
  await expect(page.getByTestId("booking-reference")).toHaveText(data.reference);

  await expectAllSent(page, data.reference, 2);
  const mail = await deskMail(page, data.reference);
  await expect(mail.nth(0)).toContainText(`New booking request ${data.reference}: 1 room`);
  await expect(mail.nth(1)).toContainText(`Booking request ${data.reference} received: pending confirmation`);
  await expect(mail.nth(1)).toContainText(`To ${guest.email}`);
  await expect(page.getByTestId("guest-language")).toHaveText("Booked in English");

  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Booking confirmed.");
  await expectAllSent(page, data.reference, 3);
  const confirmed = (await deskMail(page, data.reference)).nth(2);
  await expect(confirmed).toContainText(`Booking ${data.reference} confirmed`);
  await expect(confirmed).toContainText(`attached: booking-${data.reference}.ics`);

  const suitesBefore = (await availability(request, stay)).find((room) => room.id === 4)?.available_count ?? 0;
  const link = bookingPageLink(data.reference, stay.checkOut);
  await openPage(page, link);
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(`Booking ${data.reference}: Confirmed`);
  await expectNoSeriousA11yViolations(page);
  const calendar = await request.get(link.replace("/MyBooking?", "/MyBooking/calendar.ics?"));
  expect(calendar.headers()["content-type"]).toContain("text/calendar");
  expect(await calendar.text()).toContain("BEGIN:VEVENT");

  await page.getByLabel(`Yes, cancel booking ${data.reference} and release its rooms.`).check();
  await page.getByRole("button", { name: "Cancel my booking" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your booking is cancelled" })).toHaveText(
    "Your booking is cancelled and its rooms are released. Nothing is due.",
  );
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(`Booking ${data.reference}: Cancelled`);
  await expect(page.getByRole("button", { name: "Cancel my booking" })).toHaveCount(0);
  expect((await availability(request, stay)).find((room) => room.id === 4)?.available_count).toBe(suitesBefore + 1);

  await expectAllSent(page, data.reference, 5);
  const cancelled = await deskMail(page, data.reference);
  await expect(cancelled.nth(3)).toContainText(`To ${guest.email}`);
  await expect(cancelled.nth(4)).toContainText("To reservations@");
});

describeWithoutScript("without JavaScript", () => {
  test("a guest finds their booking by reference and phone; past the deadline the page gives the policy and the number", async ({
    page,
    request,
  }) => {
    // Arrival in two days: the free cancellation period (until three days before) has passed.
    const stay = stayFrom(2, 1);
    const booking = await bookRooms(request, stay, [1]);
    await page.goto("/MyBooking");
    await page.getByLabel("Booking reference").fill(booking.reference.toLowerCase());
    await page.getByLabel("E-mail or phone you booked with").fill("someone.else@example.com");
    await page.getByRole("button", { name: "Show my booking" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "We could not find a booking with that reference and e-mail or phone. Check both against your confirmation, or call us.",
    );
    await page.getByLabel("E-mail or phone you booked with").fill(booking.guest.phone);
    await page.getByRole("button", { name: "Show my booking" }).click();
    await expect(page).toHaveURL(new RegExp(`/MyBooking\\?ref=${booking.reference}&t=`));
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(`Booking ${booking.reference}: Request received — pending confirmation`);
    const cancel = page.getByRole("region", { name: "Cancel this booking" });
    await expect(cancel).toContainText("The free cancellation period ended on");
    await expect(cancel.getByRole("link", { name: /\+91/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel my booking" })).toHaveCount(0);
  });
});
