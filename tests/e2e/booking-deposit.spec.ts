import { expect, test } from "@playwright/test";
import { stayFrom, uniqueGuest } from "./support/booking-api";
import { fakeRazorpayKeys, startFakeRazorpay } from "./support/fake-razorpay";
import { bookAsGuest } from "./support/guest-step";
import { hydrated, openPage } from "./support/page";
import { serveSecondWorker } from "./support/second-worker";

/**
 * A festival-week booking with a deposit (product-rules.md: Deposits), against the built Worker
 * configured for Razorpay, Razorpay stood in for by a small server in its API's shapes: staff give
 * the festival week a first-night deposit on the desk, the wizard says it before the guest sends
 * the request, the receipt's Pay button leads to the payment page, the guest pays, and the signed
 * webhook and the signed return bring them back to their booking page saying "Deposit paid".
 */
test.describe.configure({ mode: "serial", timeout: 150_000 });

const second = serveSecondWorker(startFakeRazorpay, (razorpay) => ({
  RAZORPAY_KEY_ID: fakeRazorpayKeys.keyId,
  RAZORPAY_KEY_SECRET: fakeRazorpayKeys.keySecret,
  RAZORPAY_WEBHOOK_SECRET: fakeRazorpayKeys.webhookSecret,
  RAZORPAY_API_URL: razorpay.url,
}));

test.beforeAll(() => {
  // Razorpay's dashboard setting: the webhook goes to the Worker's own address.
  second.fake.webhookUrl = `${second.worker.baseURL}/api/payments/razorpay/webhook`;
});

// The festival week: three nights in a Deluxe Room at its usual ₹4,500 (the period's festival rate is
// the Super Deluxe Room's), after the festive offer's season (it ends on 31 January 2027). A night is
// ₹4,500 + 2.5% CGST (₹112.50) + 2.5% SGST (₹112.50) = ₹4,725, the stay ₹14,175: the first night
// now, ₹9,450 at the hotel.
const stay = stayFrom(80, 3);

test("a festival-week booking says its deposit before it is sent, is paid on the payment page, and shows Deposit paid", async ({ page }) => {
  const base = second.worker.baseURL;
  await page.setViewportSize({ width: 1280, height: 900 });

  // Staff: the festival week with its own rate and a first-night deposit.
  await page.goto(`${base}/admin/rates`);
  await hydrated(page);
  const form = page.getByRole("region", { name: "Add a rate period" });
  await form.getByLabel("Name").fill("Festival week");
  await form.getByLabel("First night").fill(stay.checkIn);
  await form.getByLabel("Last night", { exact: true }).fill(stayFrom(82, 1).checkIn);
  await form.getByLabel("Super Deluxe Room", { exact: true }).fill("7,200");
  await form.getByLabel("Deposit rule").selectOption("first_night");
  await form.getByRole("button", { name: "Add period" }).click();
  await expect(page.getByRole("status")).toHaveText("Rate period added.");

  // The guest: the wizard says the deposit before the request is sent.
  await openPage(page, `${base}/BookingForm?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2-0`);
  await page.getByRole("button", { name: "Select Room Deluxe Room for Room 1", exact: true }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("deposit-ask")).toHaveText("₹4,725 now to hold the room, the rest (₹9,450) at the hotel.");
  await expect(page.getByTestId("deposit-when")).toContainText("within 24 hours");
  await expect(page.getByTestId("deposit-when")).toContainText("If it is not paid in time, the request lapses and the rooms are released.");
  const guest = uniqueGuest("Savitri");
  const data = await bookAsGuest(page, "Savitri Patel", guest, "Book Now & Pay Deposit");
  expect(data.totals.total).toBe(1_417_500);

  // The link was made for exactly the server's amount, under the booking's reference, with the keys.
  const made = second.fake.requests.filter((call) => call.method === "POST" && call.path === "/v1/payment_links");
  expect(made).toHaveLength(1);
  expect(made[0].authorized).toBe(true);
  expect(JSON.parse(made[0].body)).toMatchObject({ amount: 472_500, currency: "INR", reference_id: data.reference });

  // The receipt: the amount, the deadline, and Pay, a plain link to the payment page.
  const box = page.getByTestId("receipt-deposit");
  await expect(box).toContainText("Please pay ₹4,725 by");
  await expect(box).toContainText("the rest (₹9,450) at the hotel.");
  await expect(box).toContainText("If it is not paid by then, the request lapses and the rooms are released.");
  const pay = box.getByRole("link", { name: "Pay deposit ₹4,725" });
  await expect(pay).toHaveAttribute("href", new RegExp(`^${second.fake.url}/pay/plink_`));
  await pay.click();

  // The stand-in's payment page, then back to the guest's own page.
  await page.getByRole("button", { name: "Pay ₹4,725" }).click();
  await page.waitForURL((url) => url.pathname === "/MyBooking" && url.searchParams.has("razorpay_signature"));
  expect(second.fake.webhooks).toEqual([expect.objectContaining({ event: "payment_link.paid", status: 200 })]);
  const deposit = page.getByTestId("guest-deposit");
  await expect(deposit.getByRole("heading")).toHaveText("Deposit paid");
  await expect(deposit).toContainText("We have received ₹4,725. The rest (₹9,450) is paid at the hotel.");
  await expect(page.getByRole("link", { name: /Pay deposit/ })).toHaveCount(0);

  // The same page in Hindi, by the same signed link.
  const signed = new URL(page.url());
  const link = new URLSearchParams({ ref: signed.searchParams.get("ref") ?? "", t: signed.searchParams.get("t") ?? "" });
  await page.goto(`${base}/hi/MyBooking?${link}`);
  await expect(page.getByTestId("guest-deposit").getByRole("heading")).toHaveText("अग्रिम राशि मिल गई");
});
