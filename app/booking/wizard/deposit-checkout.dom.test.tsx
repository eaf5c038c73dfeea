import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { BookingConfirmation } from "~/domain/api-types";
import { priceStay } from "~/domain/price-stay";
import { BookingReceipt } from "./booking-receipt";
import { wizardDeposit } from "./wizard-deposit";
import { initialWizardState } from "./wizard-state";
import { confirmationOf, today } from "./wizard-test-support";
import { renderCheckoutStep, renderInWizardPage } from "./wizard-page-test-support";

afterEach(cleanup);

/**
 * A Deluxe Room at ₹4,500 for three March nights: ₹4,725 a night with 5% GST, ₹14,175 the stay; a
 * first-night deposit is ₹4,725 now and ₹9,450 at the hotel.
 */
const stay = { checkIn: "2027-03-10", checkOut: "2027-03-13" } as const;
const price = priceStay({ ...stay, rooms: [{ roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: 450_000, adults: 2, children: 0 }] });
const state = { ...initialWizardState({ today, ...stay, rooms: [{ adults: 2, children: 0 }], selections: [1], step: 4 }), step: 4 as const };
const deposit = wizardDeposit({ kind: "first_night" }, price, stay.checkIn, { payWithinHours: 24, latestDaysBeforeArrival: 2 });

function checkout(lang: "en" | "hi", withDeposit: boolean) {
  return renderCheckoutStep({ state, price, deposit: withDeposit ? deposit : null }, lang);
}

describe("step 4 says the deposit before the guest sends the request (product-rules.md: Deposits)", () => {
  it("beside the total: what now, what at the hotel; above it: how, by when, and what if unpaid", () => {
    checkout("en", true);
    expect(screen.getByTestId("deposit-ask").textContent).toBe("₹4,725 now to hold the room, the rest (₹9,450) at the hotel.");
    expect(screen.getByTestId("deposit-when").textContent).toBe(
      "You pay it online (UPI, card or netbanking) through the link we give you once you send the request, within 24 hours and by the end of March 7th, 2027 at the latest. If it is not paid in time, the request lapses and the rooms are released.",
    );
    expect(screen.getByTestId("checkout-total").textContent).toContain("GST included");
    expect(screen.getByTestId("checkout-total").textContent).not.toContain("pay at the hotel");
    expect(screen.getByTestId("booking-summary").textContent).toContain("₹4,725 online to hold the booking; the rest (₹9,450) at the hotel.");
    expect(screen.getByTestId("booking-summary").textContent).not.toContain("nothing is charged online");
    expect(screen.getByRole("button", { name: "Book Now & Pay Deposit" })).toBeTruthy();
  });

  it("in Hindi, with no English word", () => {
    checkout("hi", true);
    expect(screen.getByTestId("deposit-ask").textContent).toBe("कमरा पक्का रखने के लिए अभी ₹4,725, बाकी (₹9,450) होटल में।");
    expect(screen.getByTestId("deposit-when").textContent).toContain("24 घंटे के भीतर, और ज़्यादा से ज़्यादा 7 मार्च 2027 की रात तक");
    expect(screen.getByRole("button", { name: "अभी बुक करें, फिर अग्रिम राशि दें" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[A-Za-z]/);
  });

  it("without a rule in force the step is exactly as before: pay at the hotel", () => {
    checkout("en", false);
    expect(screen.queryByTestId("deposit-ask")).toBeNull();
    expect(screen.queryByTestId("deposit-when")).toBeNull();
    expect(screen.getByTestId("checkout-total").textContent).toContain("GST included · pay at the hotel");
    expect(screen.getByTestId("booking-summary").textContent).toContain("Pay at the hotel; nothing is charged online.");
    expect(screen.getByRole("button", { name: "Book Now & Pay Later" })).toBeTruthy();
  });
});

describe("the receipt's deposit, from the server's answer", () => {
  const base = confirmationOf(price, stay, "Asha");
  const asked = (payUrl: string | null): BookingConfirmation => ({
    ...base,
    deposit: { amount_paise: 472_500, rest_paise: 945_000, due_at: "2027-03-09T12:30:00.000Z", pay_url: payUrl },
  });

  it("the amount, the deadline in hotel time, what if unpaid, and Pay as a plain link to the payment page", () => {
    renderInWizardPage(<BookingReceipt confirmation={asked("https://rzp.io/rzp/AbCd123")} nextSteps />);
    const box = screen.getByTestId("receipt-deposit");
    expect(box.textContent).toContain("Please pay ₹4,725 by 9 March, 6:00 PM; the rest (₹9,450) at the hotel.");
    expect(box.textContent).toContain("If it is not paid by then, the request lapses and the rooms are released.");
    expect(screen.getByRole("link", { name: "Pay deposit ₹4,725" }).getAttribute("href")).toBe("https://rzp.io/rzp/AbCd123");
    // "Nothing is charged now" would be untrue.
    expect(screen.getByTestId("receipt-next-steps").textContent).not.toContain("Nothing is charged now");
    expect(screen.getByTestId("booking-receipt").textContent).toContain("₹4,725 online to hold the booking; the rest (₹9,450) at the hotel.");
  });

  it("while the link is being made, says so instead of a button", () => {
    renderInWizardPage(<BookingReceipt confirmation={asked(null)} nextSteps />);
    expect(screen.queryByRole("link", { name: /Pay deposit/ })).toBeNull();
    expect(screen.getByTestId("receipt-deposit").textContent).toContain("We are preparing your payment link");
  });

  it("in Hindi", () => {
    renderInWizardPage(<BookingReceipt confirmation={asked("https://rzp.io/rzp/AbCd123")} nextSteps />, "hi");
    expect(screen.getByTestId("receipt-deposit").textContent).toContain("कृपया 9 मार्च, शाम 6:00 बजे तक ₹4,725 का भुगतान करें; बाकी (₹9,450) होटल में।");
    expect(screen.getByRole("link", { name: "अग्रिम राशि ₹4,725 चुकाएँ" }).getAttribute("href")).toBe("https://rzp.io/rzp/AbCd123");
  });

  it("without a deposit the receipt is as before", () => {
    renderInWizardPage(<BookingReceipt confirmation={base} nextSteps />);
    expect(screen.queryByTestId("receipt-deposit")).toBeNull();
    expect(screen.getByTestId("receipt-next-steps").textContent).toContain("Nothing is charged now; you pay at the hotel.");
    expect(screen.getByTestId("booking-receipt").textContent).toContain("Pay at the hotel; nothing is charged online.");
  });
});
