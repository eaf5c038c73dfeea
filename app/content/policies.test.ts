import { describe, expect, it } from "vitest";
import { faqItems } from "./faq";
import { hotel } from "./hotel";
import { privacy, terms } from "./policies";
import { policyFacts } from "./policy-facts";

const textOf = (document: ReturnType<typeof terms>) =>
  document.sections.flatMap((section) => [...(section.paragraphs ?? []), ...(section.items ?? [])]).join("\n");

describe("FAQ", () => {
  it("answers the original site's six topics in order", () => {
    expect(faqItems().map((item) => item.topic)).toEqual([
      "Timings",
      "Parking",
      "Cancellation",
      "Early booking discount",
      "Pets",
      "Payment methods",
    ]);
  });

  it("states check-in 12:00 PM and check-out 10:00 AM (product-rules.md: Policy values)", () => {
    expect(faqItems()[0]?.answer.join(" ")).toContain("Check-in is from 12:00 PM and check-out is by 10:00 AM.");
  });

  it("quotes the active offers from the identity config", () => {
    expect(faqItems()[3]?.answer.join(" ")).toContain(
      "Festive season offer: 10% off the room rate for stays checking in from October 1st, 2026 to January 31st, 2027.",
    );
  });
});

describe("policy figures come from the identity config", () => {
  it("uses the same policy values in both the FAQ and the Terms", () => {
    const faq = faqItems().flatMap((item) => item.answer).join("\n");
    const termsText = textOf(terms());
    for (const fact of [
      policyFacts.checkIn,
      policyFacts.individualCancellation,
      policyFacts.groupCancellation,
      policyFacts.noShow,
      policyFacts.refunds,
    ]) {
      expect(faq).toContain(fact);
      expect(termsText).toContain(fact);
    }
    expect(termsText).not.toContain("10:00 PM");
    expect(termsText).not.toContain("48 hours");
  });

  it("renders the original site's policy figures", () => {
    expect(policyFacts.checkIn).toBe("Check-in is from 12:00 PM and check-out is by 10:00 AM.");
    expect(policyFacts.groupCancellation).toBe(
      "Group bookings of 5 or more rooms must be cancelled at least 25 days before arrival.",
    );
  });

  // The figures each sentence states, in both languages: policies.hi.test.ts.

  it("gives the contact phone and e-mail from the identity config", () => {
    for (const document of [terms(), privacy()]) {
      const text = textOf(document);
      expect(text).toContain(hotel.phones.primary.display);
      expect(text).toContain(hotel.emails.general);
    }
    expect(textOf(terms())).toContain(policyFacts.lostProperty);
    expect(textOf(terms())).toContain(policyFacts.children);
    expect(textOf(privacy())).toContain(policyFacts.privacyAge);
  });

  it("gives every section a unique anchor", () => {
    for (const document of [terms(), privacy()]) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
