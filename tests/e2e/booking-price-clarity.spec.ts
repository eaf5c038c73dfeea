import { expect, test } from "@playwright/test";
import type { IsoDate } from "../../app/content/hotel";
import { addDays, todayInHotel } from "../../app/domain/hotel-date";
import { formatRupees } from "../../app/domain/money";
import { nightlyAfterOffer, offerFor } from "../../app/domain/price-stay";
import { offerTerms } from "../../app/domain/offer-terms";
import { bookableDay } from "./support/hotel-dates";
import { hotel } from "./support/shipped-hotel";
import { openPage } from "./support/page";

// Whichever offer the hotel's config runs today (or none), the page must say the same.
const today = todayInHotel(new Date());
const offerToday = offerFor(today, hotel.offers);
const deluxeNightly = 450_000;

test.use({ viewport: { width: 390, height: 844 } });

test("room cards show the offer where the price is: usual rate struck through, offer rate, until when", async ({ page }) => {
  await openPage(page, "/Room");
  const deluxe = page.locator("article").filter({ has: page.getByRole("heading", { name: "Deluxe Room", exact: true }) });
  if (offerToday) {
    await expect(deluxe.locator("s")).toHaveText(formatRupees(deluxeNightly));
    await expect(deluxe.getByText(formatRupees(nightlyAfterOffer(deluxeNightly, offerToday.percentOff)), { exact: true })).toBeVisible();
    await expect(deluxe.getByText(offerTerms(offerToday))).toBeVisible();
  } else {
    await expect(page.locator("s")).toHaveCount(0);
    await expect(deluxe.getByText(formatRupees(deluxeNightly), { exact: true })).toBeVisible();
  }
});

test("on a phone, step 4 shows the running total right above Book Now, on screen without scrolling", async ({ page }) => {
  // A stay inside an offer's window when one is still bookable, so the saving is shown too.
  const inOffer = Array.from({ length: 300 }, (_, day) => bookableDay(day)).find((day) => offerFor(day, hotel.offers) !== null);
  const checkIn: IsoDate = inOffer ?? bookableDay(60);
  const checkOut = addDays(checkIn, 2);
  await openPage(page, `/BookingForm?check_in=${checkIn}&check_out=${checkOut}&guests=2-0&selected=1&step=4`);
  await expect(page.getByRole("heading", { name: "Guest Information" })).toBeVisible();
  await page.getByLabel("Full name").focus();
  const total = page.getByTestId("checkout-total");
  const book = page.getByRole("button", { name: "Book Now & Pay Later" });
  await expect(total).toBeInViewport();
  await expect(book).toBeInViewport();
  const [totalBox, bookBox] = [await total.boundingBox(), await book.boundingBox()];
  expect(totalBox && bookBox && totalBox.y + totalBox.height <= bookBox.y).toBe(true);
  const grandTotal = await page.getByTestId("booking-summary").locator('[data-total="total"]').textContent();
  await expect(total).toContainText(grandTotal?.trim() ?? "missing");
  const offer = offerFor(checkIn, hotel.offers);
  if (offer) await expect(total).toContainText(`${offer.title} saves you`);
});
