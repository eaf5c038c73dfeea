import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { bookRooms, stayFrom, uniqueGuest } from "./support/booking-api";
import { watchConsoleErrors } from "./support/console-errors";
import { hydrated } from "./support/page";

// Every desk page in turn, each rendered and hydrated: slow on a shared machine.
test.describe.configure({ timeout: 180_000 });

/** The desk's pages as staff reach them (app/routes.ts), with a booking to open. */
const deskPages = (reference: string) => [
  "/admin",
  "/admin/bookings",
  "/admin/bookings/new",
  `/admin/bookings/${reference}`,
  `/admin/bookings/${reference}/check-in`,
  `/admin/bookings/${reference}/change`,
  `/admin/bookings/${reference}/registration-card`,
  "/admin/board",
  "/admin/calendar",
  "/admin/channels",
  "/admin/rates",
  "/admin/rooms",
  "/admin/rooms/1",
  "/admin/room-numbers",
  "/admin/gallery",
  "/admin/enquiries",
  "/admin/enquiries?handled=yes",
  "/admin/offers",
  "/admin/hotel",
  "/admin/testimonials",
];

/**
 * No desk page logs a console error or throws, hydration mismatches (React's error 418) included
 * (product-rules.md: The front desk). Guests' own text is what differs most from page to page, so
 * the desk first holds an enquiry written as a plain form sends it (line breaks as CR LF) and a
 * handled one.
 */
test("every desk page opens and hydrates without a console error", async ({ page, request }) => {
  const guest = uniqueGuest("Meera");
  const sent = await request.post("/api/contact-enquiry", {
    headers: { "Idempotency-Key": randomUUID() },
    data: {
      name: "Meera Joshi",
      email: guest.email,
      phone: guest.mobile,
      message: `Two questions:\r\n- Is there parking for a bus?\r\n- Can we have a late check-out? (${guest.mobile})`,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const booking = await bookRooms(request, stayFrom(280, 2), [1]);

  const consoleErrors = watchConsoleErrors(page);
  // Mark one enquiry handled, so the page shows a handled one with its time and note too.
  await page.goto("/admin/enquiries?kind=contact&handled=no");
  await hydrated(page);
  const entry = page.getByRole("listitem").filter({ hasText: guest.mobile });
  await entry.getByLabel("What was done (optional)").fill("Called back:\nbus parking is free.");
  await entry.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked handled.");

  for (const path of deskPages(booking.reference)) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
  }
  consoleErrors.expectNone();
});
