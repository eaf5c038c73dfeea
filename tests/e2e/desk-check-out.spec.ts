import { expect, type Page, test } from "@playwright/test";
import { gstinCheckCharacter } from "../../app/domain/gstin";
import { rupeesInWords } from "../../app/domain/amount-in-words";
import { addDays, todayInHotel } from "../../app/domain/hotel-date";
import { formatRupees } from "../../app/domain/money";
import { offerFor } from "../../app/domain/price-stay";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { checkInGuest, pickFirstFreeRoom, saveNewBooking } from "./support/desk-steps";
import { hydrated } from "./support/page";
import { describeWithoutScript } from "./support/without-script";
import { hotel } from "./support/shipped-hotel";

/**
 * From check-in to a GST invoice on a phone at reception (product-rules.md: The folio and the tax
 * invoice): a walk-in checked in, a restaurant bill posted beside the room night, the balance taken
 * by UPI, the guest checked out with a B2B invoice to their company's GSTIN, the invoice printed on
 * A4 (only the sheet, as wide as the paper) and its PDF.
 *
 * Figures by hand: the night is agreed at ₹4,000, less the offer running today (the shipped festive
 * offer takes 10%: ₹3,600), with 5% GST on it (2.5% + 2.5%, exact on whole hundreds of rupees);
 * dinner ₹1,250.50 with 2.5% + 2.5% (31.2625 → ₹31.26 each) is ₹1,313.02. The night's total is a
 * whole rupee, so the folio's payable is the two less a rounding of −₹0.02.
 */
test.describe.configure({ timeout: 180_000 });

const today = todayInHotel(new Date());
const companyGstin = `23AAACN1234C1Z${gstinCheckCharacter("23AAACN1234C1Z")}`;

const percentOff = offerFor(today, hotel.offers)?.percentOff ?? 0;
const nightTaxable = (400_000 * (100 - percentOff)) / 100;
const nightHalf = (nightTaxable * 250) / 10_000;
const nightTotal = nightTaxable + 2 * nightHalf;
const dinnerTotal = 125_050 + 3_126 + 3_126;
const payable = nightTotal + dinnerTotal - 2;

/** No part of the page reaches past the viewport's width: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

async function walkInCheckedIn(page: Page, guest: string, script = true): Promise<string> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/bookings/new?type=1&checkIn=${today}`);
  if (script) await hydrated(page);
  await page.getByLabel("Check-out").fill(addDays(today, 1));
  await page.getByRole("button", { name: "Price it" }).click();
  // The walk-in's agreed rate: ₹4,000 for the night, with its reason.
  await page.locator("#field-rate_0_0").fill("4000");
  await page.locator("#field-reason_0_0").fill("Walk-in rate agreed at the desk");
  const reference = await saveNewBooking(page, { name: guest, phone: "98260 77881", email: "ravi.traveller@example.com", source: "Walk-in" });

  await page.getByRole("link", { name: "Check in" }).click();
  await pickFirstFreeRoom(page);
  await checkInGuest(page, { address: "7 Sarafa Bazaar, Indore", id: "Driving licence", idNumber: "MP09 2019 0077881", adults: "Sita Traveller" });
  return reference;
}

test("a guest is checked out from a phone with a B2B tax invoice, printed on A4 and as a PDF", async ({ page }) => {
  const guest = `Ravi Traveller ${Date.now() % 100_000}`;
  const reference = await walkInCheckedIn(page, guest);

  // The booking's "Folio and bill" opens the folio: the night posted at check-in, the balance large.
  await page.getByRole("link", { name: "Folio and bill" }).click();
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bill for ${guest}`);
  await expect(page.getByTestId("folio-balance")).toHaveText(`Balance due ${formatRupees(nightTotal)}`);
  await expect(page.getByTestId("folio-lines")).toContainText(`${formatRupees(nightTaxable)} + GST 5% ${formatRupees(2 * nightHalf)} = ${formatRupees(nightTotal)}`);
  await expect(page.getByTestId("folio-lines")).toContainText("996311");

  const charge = page.getByRole("form", { name: "Post a charge" });
  await charge.getByLabel("What for").selectOption({ label: "Restaurant" });
  await charge.getByLabel("Description", { exact: true }).fill("Dinner for two, bill 2231");
  await charge.getByLabel("Price each, before GST (₹)").fill("1,250.5");
  await charge.getByRole("button", { name: "Post charge" }).click();
  await expect(page.getByRole("status")).toHaveText("Charge posted.");
  const lines = page.getByTestId("folio-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(1)).toContainText("Dinner for two, bill 2231");
  await expect(lines.nth(1)).toContainText("₹1,250.50 + GST 5% ₹62.52 = ₹1,313.02");
  await expect(page.getByTestId("folio-totals")).toContainText("Rounding−₹0.02");
  await expect(page.getByTestId("folio-balance")).toHaveText(`Balance due ${formatRupees(payable)}`);
  await expectNoSidewaysScroll(page, 390);
  await expectNoSeriousA11yViolations(page);

  // The balance by UPI: the amount is prefilled with it.
  const payment = page.getByRole("form", { name: "Take a payment" });
  await expect(payment.getByLabel("Amount (₹)")).toHaveValue(formatRupees(payable).replace("₹", ""));
  await payment.getByLabel("Method").selectOption({ label: "UPI" });
  await payment.getByLabel("Reference (optional)").fill("UTR 430098123456");
  await payment.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("status")).toHaveText("Payment recorded.");
  await expect(page.getByTestId("folio-balance")).toHaveText("Settled");
  await expect(page.getByTestId("folio-payments")).toContainText(`UPI ${formatRupees(payable)}`);

  // A GSTIN with a typing mistake is refused with the booking form's words, the rest kept.
  const checkOut = page.getByRole("form", { name: "Check out and issue invoice" });
  await checkOut.getByLabel("Company's legal name (optional)").fill("Narmada Traders Private Limited");
  await checkOut.getByLabel("Company's GSTIN (optional)").fill(companyGstin.slice(0, 14));
  await checkOut.getByLabel("Company's address (optional)").fill("12 MG Road, Indore 452001");
  await checkOut.getByRole("button", { name: "Check out and issue invoice" }).click();
  await expect(page.getByText("A GSTIN has 15 characters, for example 23ABCDE1234F1Z8")).toBeVisible();
  await expect(checkOut.getByLabel("Company's legal name (optional)")).toHaveValue("Narmada Traders Private Limited");
  await checkOut.getByLabel("Company's GSTIN (optional)").fill(companyGstin);
  await checkOut.getByRole("button", { name: "Check out and issue invoice" }).click();

  // The invoice's printable page: its number, the company's GSTIN, the total in words.
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${reference}/documents/\\d+`));
  await hydrated(page);
  const sheet = page.locator("[data-tax-document]");
  await expect(sheet).toContainText(/NRR\/\d\d-\d\d\/\d{6}/);
  await expect(sheet).toContainText(companyGstin);
  await expect(sheet).toContainText("Narmada Traders Private Limited");
  await expect(sheet).toContainText(rupeesInWords(payable));
  await expectNoSidewaysScroll(page, 390);

  // Printed: only the sheet shows, and it fits the width of A4 (210 mm at 96 px an inch is 794 px).
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: "print" });
  await expect(sheet).toBeVisible();
  // The desk's header, its menus and its shortcuts bar are not printed.
  for (const chrome of await page.locator("header, nav").all()) await expect(chrome).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Download PDF" })).toBeHidden();
  const widest = await sheet.evaluate((root) =>
    Math.max(root.getBoundingClientRect().right, ...[...root.querySelectorAll("*")].map((each) => each.getBoundingClientRect().right)),
  );
  expect(widest).toBeLessThanOrEqual(794);
  await page.emulateMedia({ media: "screen" });

  // The PDF, as the e-mail attaches it.
  const pdfHref = (await page.getByRole("link", { name: "Download PDF" }).getAttribute("href")) ?? "";
  const pdf = await page.request.get(pdfHref);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Back on the folio: checked out, the invoice listed with its print page and PDF, a credit note possible.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/bookings/${reference}/folio`);
  await hydrated(page);
  await expect(page.getByTestId("folio-documents")).toContainText(companyGstin);
  await expect(page.getByRole("link", { name: /^Print tax invoice NRR\// })).toBeVisible();
  await expect(page.getByRole("form", { name: "Issue a credit note" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Post a charge" })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 390);
  await expectNoSeriousA11yViolations(page);

  // The guest's check-out e-mail carries the invoice as a PDF.
  await page.getByRole("link", { name: `Booking ${reference}` }).click();
  await expect(page.getByTestId("booking-mail")).toContainText("To ravi.traveller@example.com");
  await expect(page.getByTestId("booking-mail")).toContainText(/attached: \S+\.pdf/);
});

describeWithoutScript("without the page's script", () => {
  test("a charge refused and put right, and the balance taken, with plain forms", async ({ page }) => {
    const guest = `Meera Plain ${Date.now() % 100_000}`;
    await walkInCheckedIn(page, guest, false);
    await page.getByRole("link", { name: "Folio and bill" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bill for ${guest}`);

    const charge = page.getByRole("form", { name: "Post a charge" });
    await charge.getByLabel("What for").selectOption({ label: "Laundry" });
    await charge.getByLabel("Description", { exact: true }).fill("Two shirts pressed");
    await charge.getByLabel("Price each, before GST (₹)").fill("60.125");
    await charge.getByRole("button", { name: "Post charge" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please check the highlighted fields." })).toBeVisible();
    await expect(charge.getByText("Give at most two digits after the point (paise)")).toBeVisible();
    await expect(charge.getByLabel("Description", { exact: true })).toHaveValue("Two shirts pressed");

    // Laundry at 18%: ₹60 taxable, 9% each half is ₹5.40, ₹70.80 in all.
    await charge.getByLabel("Price each, before GST (₹)").fill("60");
    await charge.getByRole("button", { name: "Post charge" }).click();
    await expect(page.getByRole("status")).toHaveText("Charge posted.");
    await expect(page.getByTestId("folio-line").nth(1)).toContainText("₹60 + GST 18% ₹10.80 = ₹70.80");

    const payment = page.getByRole("form", { name: "Take a payment" });
    await payment.getByLabel("Method").selectOption({ label: "Cash" });
    await payment.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByRole("status")).toHaveText("Payment recorded.");
    await expect(page.getByTestId("folio-balance")).toHaveText("Settled");
  });
});
