import { describe, expect, it } from "vitest";
import { faqItems, faqPageEn } from "./faq";
import { faqItemsHi, faqPageHi } from "./faq.hi";
import { numberMismatches, shapeOf, untranslated } from "./hindi-copy-test-support";
import { hotel } from "./hotel";
import { policyFactsHi } from "./policy-facts.hi";

describe("FAQ in both languages", () => {
  it("answers the English questions as they are", () => {
    expect(faqPageEn().items).toEqual(faqItems());
  });

  it("has the same six topics in Hindi, with the same ids and the same number of paragraphs each", () => {
    expect(faqItemsHi().map((item) => item.id)).toEqual(faqItems().map((item) => item.id));
    expect(shapeOf(faqPageHi())).toEqual(shapeOf(faqPageEn()));
  });

  it("states the same times, days, figures, offers and contacts in both languages", () => {
    expect(numberMismatches(faqPageEn(), faqPageHi())).toEqual([]);
    const answers = faqItemsHi().flatMap((item) => item.answer).join("\n");
    expect(answers).toContain("चेक-इन दोपहर 12:00 बजे से होता है और चेक-आउट सुबह 10:00 बजे तक करना होता है।");
    expect(answers).toContain(
      "त्योहारी मौसम का ऑफ़र: 1 अक्टूबर 2026 से 31 जनवरी 2027 तक चेक-इन करने पर कमरे के किराए में 10% की छूट।",
    );
    expect(answers).toContain(hotel.phones.primary.display);
    expect(answers).toContain(hotel.emails.general);
    expect(answers).toContain(hotel.emails.reservations);
    for (const fact of [
      policyFactsHi.checkIn,
      policyFactsHi.individualCancellation,
      policyFactsHi.groupCancellation,
      policyFactsHi.noShow,
      policyFactsHi.refunds,
      policyFactsHi.pets,
      policyFactsHi.payAtHotel,
    ]) {
      expect(answers).toContain(fact);
    }
  });

  it("leaves no English word in the Hindi copy", () => {
    expect(untranslated(faqPageHi())).toEqual([]);
  });
});
