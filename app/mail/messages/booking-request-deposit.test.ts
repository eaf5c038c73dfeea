import { describe, expect, it } from "vitest";
import { expectSameCopy } from "~/content/copy-pairs.testing";
import { policyFacts } from "~/content/policy-facts";
import type { BookingConfirmation } from "~/domain/api-types";
import { bookingConfirmation } from "~/domain/booking-confirmation";
import { priceStay } from "~/domain/price-stay";
import { bookingRequestForGuest } from "./booking-request.server";
import { escapeHtml } from "./mail-layout.server";
import { mailWordsEn } from "./mail-words.server";
import { mailWordsHi } from "./mail-words.hi";

/**
 * The booking-received e-mail asks the deposit the server asked (product-rules.md: Deposits). A
 * Deluxe Room at ₹4,500 for three March nights: ₹4,725 a night with 5% GST, ₹14,175 the stay; a
 * first-night deposit of ₹4,725 and ₹9,450 at the hotel, due 9 March 2027 at 6:00 PM hotel time.
 */
const price = priceStay({
  checkIn: "2027-03-10",
  checkOut: "2027-03-13",
  rooms: [{ roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: 450_000, adults: 2, children: 0 }],
});
const guest = { name: "Asha Verma", email: "asha@example.com", phone: "+919876543210", special_requests: "" };
const plain = bookingConfirmation({ reference: "K7Q2M9XD", checkIn: "2027-03-10", checkOut: "2027-03-13", guest }, price);
const payUrl = "https://rzp.io/rzp/AbCd123";
const withDeposit = (pay_url: string | null): BookingConfirmation => ({
  ...plain,
  deposit: { amount_paise: 472_500, rest_paise: 945_000, due_at: "2027-03-09T12:30:00.000Z", pay_url },
});
const bookingUrl = "https://narmada-riverside.example/MyBooking?ref=K7Q2M9XD&t=x";

describe("the booking-received e-mail with a deposit", () => {
  it("asks the amount by the deadline in hotel time, with the link to pay it and what happens if unpaid", () => {
    const mail = bookingRequestForGuest(withDeposit(payUrl), { bookingUrl });
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("Please pay a deposit of ₹4,725 by Tue 9 Mar 2027, 6:00 PM; the rest (₹9,450) is paid at the hotel.");
      expect(body).toContain("If it is not paid by then, the request lapses and the rooms are released.");
      expect(body).toContain("Pay deposit ₹4,725");
    }
    expect(mail.html).toContain(`href="${escapeHtml(payUrl)}"`);
    expect(mail.text).toContain(payUrl);
    // "There is no online payment" would be untrue.
    expect(mail.text).not.toContain(policyFacts.payAtHotel);
    expect(mail.text).not.toContain("Total, to pay at the hotel");
    expect(mail.text).toContain("The rest is paid at the hotel");
  });

  it("before the link is made, Pay opens the guest's booking page, which shows the link once it is", () => {
    const mail = bookingRequestForGuest(withDeposit(null), { bookingUrl });
    expect(mail.html).toContain(`href="${escapeHtml(bookingUrl)}"`);
    expect(mail.text).toContain(`Pay deposit ₹4,725: ${bookingUrl}`);
    expect(mail.text).toContain("The button opens your booking page, where the payment link appears within a few minutes of your request.");
  });

  it("in Hindi", () => {
    const mail = bookingRequestForGuest(withDeposit(payUrl), { bookingUrl, lang: "hi" });
    expect(mail.text).toContain("कृपया मंगल, 9 मार्च 2027, शाम 6:00 बजे तक ₹4,725 की अग्रिम राशि चुकाएँ; बाकी (₹9,450) का भुगतान होटल में होगा।");
    expect(mail.text).toContain("अग्रिम राशि ₹4,725 चुकाएँ");
    expectSameCopy(mailWordsEn.deposit, mailWordsHi.deposit);
  });

  it("without a deposit the e-mail is as before: pay at the hotel", () => {
    const mail = bookingRequestForGuest(plain, { bookingUrl });
    expect(mail.text).toContain(policyFacts.payAtHotel);
    expect(mail.text).toContain("Total, to pay at the hotel");
    expect(mail.text).not.toContain("deposit");
  });
});
