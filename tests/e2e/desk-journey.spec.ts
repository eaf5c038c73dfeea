import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { availability, bookRooms, type Stay, stayFrom } from "./support/booking-api";
import { describeWithoutScript } from "./support/without-script";

/**
 * The front desk with the local identity (the e2e server runs ENVIRONMENT=development on
 * localhost, with Access not configured): a guest's two requests reach Today and the bookings list,
 * staff confirm one and decline the other with a reason, and the declined rooms are offered on the
 * site again. Every desk page at phone width passes axe.
 */
test.use({ viewport: { width: 390, height: 844 } });

const SUITE = 4;

async function suitesFree(request: Parameters<typeof availability>[0], stay: Stay): Promise<number> {
  const rooms = await availability(request, stay);
  return rooms.find((room) => room.id === SUITE)?.available_count ?? 0;
}

async function openDesk(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
  await expect(page.getByRole("note").filter({ hasText: "(local, not protected by Access)" })).toHaveText(
    "Signed in as developer@localhost (local, not protected by Access)",
  );
}

test("staff confirm one request and decline another; the declined suites are offered again", async ({ page, request }) => {
  const stay = stayFrom(251);
  const kept = await bookRooms(request, stay, [SUITE, SUITE]);
  const declined = await bookRooms(request, stay, [SUITE, SUITE]);
  expect(await suitesFree(request, stay)).toBe(0);

  await openDesk(page, "/admin");
  // On a phone the desk's four daily pages sit in the bottom bar.
  await expect(page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link", { name: "Today" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { name: /Awaiting a decision/ })).toBeVisible();
  for (const booking of [kept, declined]) await expect(page.getByRole("link", { name: booking.reference })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link", { name: "Bookings" }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await page.getByLabel("Reference, name, phone or e-mail").fill(kept.reference.toLowerCase());
  await page.getByRole("button", { name: "Show bookings" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${kept.reference.toLowerCase()}`));
  await expect(page.getByRole("status")).toHaveText("Showing 1–1 of 1, newest request first.");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: kept.reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(kept.reference);
  await expect(page.getByRole("button")).toHaveText(["Confirm", "Decline", "Cancel booking"]);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Booking confirmed.");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Confirmed");
  // Confirmed, each suite has its room, which staff may move (check-in opens on the arrival day).
  await expect(page.getByTestId("room-number")).toHaveText([/^Room 40\d$/, /^Room 40\d$/]);
  await expect(page.getByRole("button")).toHaveText(["Cancel booking", "Move", "Move"]);

  await openDesk(page, `/admin/bookings/${declined.reference}`);
  await page.getByLabel(/Reason for declining/).fill("Both suites are held for a wedding party that week.");
  await page.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Booking declined; its rooms are free again.");
  await expect(page.getByRole("listitem").filter({ hasText: "Pending confirmation → Declined" })).toContainText(
    "Note: Both suites are held for a wedding party that week.",
  );

  expect(await suitesFree(request, stay)).toBe(2);
});

describeWithoutScript("without JavaScript", () => {
  test("the bookings filter and a move work as plain forms, and a second send changes nothing twice", async ({ page, request }) => {
    const stay = stayFrom(255);
    const booking = await bookRooms(request, stay, [SUITE]);
    await page.goto("/admin/bookings");
    await page.getByLabel("Status").selectOption("pending");
    await page.getByLabel("Reference, name, phone or e-mail").fill(booking.reference);
    await page.getByRole("button", { name: "Show bookings" }).click();
    await expect(page).toHaveURL(/status=pending/);
    await page.getByRole("link", { name: booking.reference }).click();

    // The same form twice: the second answer is the same page and the history has one move.
    // evaluateAll does not wait: the booking's page must be there before its fields are read.
    await expect(page.getByRole("button", { name: "Cancel booking" })).toBeVisible();
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Cancel booking" }) });
    const fields = Object.fromEntries(
      await form.locator("input[type=hidden]").evaluateAll((inputs) =>
        inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
      ),
    );
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await expect(page.getByRole("status")).toHaveText("Booking cancelled; its rooms are free again.");
    const again = await page.request.post(`/admin/bookings/${booking.reference}`, {
      form: { ...fields, note: "" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    expect(again.headers().location).toBe(`/admin/bookings/${booking.reference}?done=cancel`);
    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: "→ Cancelled" })).toHaveCount(1);
  });
});

test("/admin asked for by another host name is shut: the local identity is only for localhost", async ({ request }) => {
  const response = await request.get("/admin", { headers: { Host: "desk.example" }, failOnStatusCode: false });
  expect(response.status()).toBe(503);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  const body = await response.text();
  expect(body).toContain("The front desk is not configured.");
  expect(body).not.toContain("developer@localhost");
});

test("an address under /admin that is no desk page is the desk's own 404, inside its frame", async ({ page }) => {
  for (const path of ["/admin/no-such-page", "/admin/bookings/ZZZZ2222"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not found");
    await expect(page.getByRole("navigation", { name: "Shortcuts" })).toBeVisible();
    await page.getByText("Menu", { exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Front desk" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to today" })).toBeVisible();
  }
});
