import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { availability, bookOut, stayFrom } from "./support/booking-api";
import { hydrated, openPage } from "./support/page";

/**
 * Channel calendar sync from the desk (product-rules.md: Channels), with the local identity: staff
 * add an Airbnb calendar served by a stand-in on this machine (the Worker fetches http only from the
 * machine itself, and only in development), press "Fetch now", and the reservation holds Suite 404:
 * the room board shows the hold, and the site stops offering the Suite on those nights.
 */

/** Nights no other test uses: the Suite is sold out on them by the end. */
const stay = stayFrom(343, 2);
const compact = (date: string) => date.replaceAll("-", "");

/** An Airbnb host calendar as Airbnb writes it: CRLF lines, all-day events, one reservation. */
const airbnbCalendar = [
  "BEGIN:VCALENDAR",
  "PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN",
  "CALSCALE:GREGORIAN",
  "VERSION:2.0",
  "BEGIN:VEVENT",
  `DTEND;VALUE=DATE:${compact(stay.checkOut)}`,
  `DTSTART;VALUE=DATE:${compact(stay.checkIn)}`,
  "UID:1418fb94e984-e2e7c1d25b0f9a4d8d1e@airbnb.com",
  "DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMXK2P9Q4\\nPhone Number (Last 4 Digits): 4321",
  "SUMMARY:Reserved",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

let server: Server;
let feedUrl = "";

test.beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/airbnb-suite-404.ics") {
      response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" });
      response.end(airbnbCalendar);
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/airbnb-suite-404.ics`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test("staff add an Airbnb calendar; after Fetch now its reservation holds the room on the board and in the wizard", async ({ page, request }) => {
  test.setTimeout(120_000);
  // Three Suites sold: the fourth is the last one the site can sell on these nights.
  await bookOut(request, stay, 4, 3);
  expect((await availability(request, stay)).find((room) => room.id === 4)?.available_count).toBe(1);

  await page.goto("/admin/channels");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Channels");
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole("region", { name: "Add a channel's calendar" });
  await form.getByLabel("Name").fill("Airbnb – Suite 404");
  await form.getByLabel("Channel").selectOption({ label: "Airbnb" });
  await form.getByLabel("Calendar address (iCal)").fill(feedUrl);
  await form.getByLabel("Its reservations hold").selectOption({ label: "Suite Room · Room 404" });
  await form.getByRole("button", { name: "Add feed" }).click();
  await expect(page.getByRole("status").first()).toContainText("Feed added.");

  const feed = page.getByTestId("channel-feed").filter({ hasText: "Airbnb – Suite 404" });
  await expect(feed.getByTestId("feed-status")).toHaveText("Waiting for the first fetch");
  await feed.getByRole("button", { name: "Fetch now Airbnb – Suite 404" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Feed fetched. Its holds are up to date.");
  await expect(feed.getByTestId("feed-status")).toHaveText("Read");
  await expect(feed.getByTestId("feed-events")).toHaveText("1");
  await expect(page.getByTestId("channel-hold").filter({ hasText: "Airbnb hold" })).toContainText("Suite Room · Room 404");

  // The room board: the hold is a bar on Room 404, named for its channel, that makes a booking.
  await page.goto(`/admin/board?from=${stay.checkIn}`);
  await hydrated(page);
  const grid = page.getByTestId("board-grid");
  const row = grid.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^404/ }) });
  await expect(row.getByRole("link", { name: /Airbnb hold/ })).toHaveAttribute("href", /\/admin\/bookings\/new\?channelHold=\d+$/);

  // Make booking: the new-booking form starts from the hold.
  await row.getByRole("link", { name: /Airbnb hold/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New booking");
  await expect(page.getByTestId("hold-origin")).toContainText("Airbnb hold");
  await expect(page.getByLabel("Check-in")).toHaveValue(stay.checkIn);
  await expect(page.getByLabel("Check-out")).toHaveValue(stay.checkOut);

  // The site: the Suite is no longer offered on those nights.
  expect((await availability(request, stay)).find((room) => room.id === 4)).toBeUndefined();
  await openPage(page, `/BookingForm?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2-0`);
  await expect(page.getByRole("button", { name: "Select Room Deluxe Room for Room 1" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Select Room Suite Room for Room 1" })).toHaveCount(0);
});

test("the Channels page works on a phone without script: nothing scrolls sideways, and a regenerate asks first", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/admin/channels");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Channels");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const first = page.getByTestId("channel-export").first();
  const before = await first.getByRole("textbox").inputValue();
  await first.getByText("Regenerate").click();
  await expect(first.getByText("The old address stops working at once.", { exact: false })).toBeVisible();
  await first.getByRole("button", { name: /^Yes, make a new address/ }).click();
  await expect(page.getByRole("status").first()).toContainText("New address made.");
  expect(await page.getByTestId("channel-export").first().getByRole("textbox").inputValue()).not.toBe(before);
  await context.close();
});

test("Google reads the hotel from its Hotel List feed and a room's price for the searched dates from its page", async ({ page, request }) => {
  const feed = await request.get("/feeds/google-hotel-list.xml");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await feed.text();
  for (const part of ["<listings ", "<language>en</language>", "<id>narmada-riverside-omkareshwar</id>", '<address format="simple">', "<country>IN</country>", "<category>hotel</category>"]) {
    expect(xml).toContain(part);
  }

  const dated = stayFrom(344, 1);
  await page.goto(`/RoomDetails/1?checkIn=${dated.checkIn}&checkOut=${dated.checkOut}`);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const room = ld.map((json) => JSON.parse(json) as { "@type"?: unknown; offers?: Record<string, unknown> }).find((block) => Array.isArray(block["@type"]) && block["@type"].includes("HotelRoom"));
  expect(room?.offers).toMatchObject({ "@type": "Offer", priceCurrency: "INR", checkinTime: dated.checkIn, checkoutTime: dated.checkOut });
  expect(Number(room?.offers?.price)).toBeGreaterThan(0);
  expect(String(room?.offers?.url)).toContain(`checkIn=${dated.checkIn}`);
});
