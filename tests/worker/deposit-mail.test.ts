import { describe, expect, it } from "vitest";
import { hotel } from "~/content/hotel";
import { policyFacts } from "~/content/policy-facts";
import { policyFactsHi } from "~/content/policy-facts.hi";
import { deadlineText, depositLapsedForGuest, depositPaidForGuest, depositRefundedForGuest } from "~/mail/messages/deposit-mail.server";
import { depositWordsHi } from "~/mail/messages/deposit-words.hi.server";
import { depositWordsEn } from "~/mail/messages/deposit-words.server";
import { sampleConfirmation } from "./mail-helpers";

const booking = sampleConfirmation();
const devanagari = /[\u0900-\u097F]/;

describe("the deposit e-mails", () => {
  it("receipt: the amount paid, the payment id, the rest at the hotel, in English", () => {
    const mail = depositPaidForGuest(booking, { paidPaise: 472_500, restPaise: 472_500, paymentId: "pay_Receipt001", confirmed: true });
    expect(mail).toMatchObject({ kind: "deposit-paid-guest", dedupeKey: `deposit-paid:guest:${booking.reference}`, about: booking.reference });
    expect(mail.to).toBe(booking.guest.email);
    expect(mail.subject).toBe(`Deposit received for booking ${booking.reference}`);
    expect(mail.text).toContain("₹4,725");
    expect(mail.text).toContain("pay_Receipt001");
    expect(mail.text).toContain("Your booking is confirmed.");
    const pending = depositPaidForGuest(booking, { paidPaise: 100_000, restPaise: 0, paymentId: "pay_R2", confirmed: false });
    expect(pending.text).toContain("The hotel will confirm your booking shortly.");
  });

  it("receipt in Hindi, for a guest who booked in Hindi", () => {
    const mail = depositPaidForGuest(booking, { paidPaise: 472_500, restPaise: 0, paymentId: "pay_Hindi0001", confirmed: false }, "hi");
    expect(mail.subject).toBe(`बुकिंग ${booking.reference} की अग्रिम राशि मिल गई`);
    expect(mail.text).toContain("₹4,725");
    expect(mail.text).toContain("होटल जल्द ही आपकी बुकिंग पक्की करेगा।");
  });

  it("lapsed: the deadline in hotel time, and a refund of anything paid in part", () => {
    // 18:30 UTC is midnight in Omkareshwar.
    expect(deadlineText("2027-03-01T18:30:00.000Z", "en")).toBe("Tue 2 Mar 2027, 12:00 AM");
    const mail = depositLapsedForGuest(booking, { amountPaise: 472_500, paidPaise: 150_000, dueAt: "2027-03-01T06:30:00.000Z" });
    expect(mail.kind).toBe("deposit-lapsed-guest");
    expect(mail.subject).toBe(`Booking ${booking.reference} cancelled: the deposit was not paid`);
    expect(mail.text).toContain("was not paid by Mon 1 Mar 2027, 12:00 PM");
    expect(mail.text).toContain(`The ₹1,500 you paid is being refunded. ${policyFacts.refunds}`);
    expect(mail.text).toContain(hotel.phones.primary.display);
    const unpaid = depositLapsedForGuest(booking, { amountPaise: 472_500, paidPaise: 0, dueAt: "2027-03-01T06:30:00.000Z" });
    expect(unpaid.text).not.toContain("being refunded");
    const hindi = depositLapsedForGuest(booking, { amountPaise: 472_500, paidPaise: 150_000, dueAt: "2027-03-01T06:30:00.000Z" }, "hi");
    expect(hindi.subject).toBe(`बुकिंग ${booking.reference} रद्द: अग्रिम राशि नहीं मिली`);
    expect(hindi.text).toContain(policyFactsHi.refunds);
  });

  it("refunded: one message per refund, saying what the hotel keeps", () => {
    const first = depositRefundedForGuest(booking, { amountPaise: 472_500, keptPaise: 472_500, reason: "Late cancellation", requestKey: "k1" });
    const second = depositRefundedForGuest(booking, { amountPaise: 10_000, keptPaise: 0, reason: "Goodwill", requestKey: "k2" });
    expect(first.dedupeKey).not.toBe(second.dedupeKey);
    expect(first.subject).toBe(`Refund of ₹4,725 for booking ${booking.reference}`);
    expect(first.text).toContain("Under the cancellation policy the hotel keeps ₹4,725.");
    expect(second.text).not.toContain("the hotel keeps");
    expect(second.text).toContain("Goodwill");
    const hindi = depositRefundedForGuest(booking, { amountPaise: 10_000, keptPaise: 0, reason: "Goodwill", requestKey: "k3" }, "hi");
    expect(hindi.subject).toBe(`बुकिंग ${booking.reference} के ₹100 लौटाए गए`);
  });

  it("has every sentence in Hindi, in Devanagari, with the same placeholders as the English", () => {
    for (const [group, words] of Object.entries(depositWordsEn)) {
      for (const [key, english] of Object.entries(words)) {
        const hindi = (depositWordsHi as unknown as Record<string, Record<string, string>>)[group][key];
        expect(hindi, `${group}.${key}`).toMatch(devanagari);
        const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
        expect(holes(hindi), `${group}.${key}`).toEqual(holes(english));
      }
    }
  });
});
