import { describe, expect, it } from "vitest";
import { itGivesEach } from "../domain/table-test-support";
import { hindiClockTime, placeInHindi } from "./hindi-names";
import { numberMismatches, numbersIn, shapeOf, untranslated } from "./hindi-copy-test-support";
import { applySettings, currentSettings, hotel } from "./hotel";
import { privacy, privacyPageEn, terms, termsPageEn } from "./policies";
import { privacyHi, privacyPageHi, termsHi, termsPageHi } from "./policies.hi";
import { contactLine, offerSentences, policyFacts } from "./policy-facts";
import { contactLineHi, offerSentencesHi, policyFactsHi } from "./policy-facts.hi";

const textOf = (document: ReturnType<typeof terms>) =>
  document.sections.flatMap((section) => [...(section.paragraphs ?? []), ...(section.items ?? [])]).join("\n");

describe("policy facts in both languages", () => {
  it("has every English sentence in Hindi, stating the same numbers and times", () => {
    expect(Object.keys(policyFactsHi).toSorted()).toEqual(Object.keys(policyFacts).toSorted());
    for (const key of Object.keys(policyFacts) as (keyof typeof policyFacts)[]) {
      expect(numbersIn(policyFactsHi[key]), key).toEqual(numbersIn(policyFacts[key]));
    }
    expect(numbersIn(contactLineHi())).toEqual(numbersIn(contactLine()));
    expect(offerSentencesHi().map(numbersIn)).toEqual(offerSentences().map(numbersIn));
  });

  it("renders the original site's policy figures in Hindi", () => {
    expect(policyFactsHi.checkIn).toBe("चेक-इन दोपहर 12:00 बजे से होता है और चेक-आउट सुबह 10:00 बजे तक करना होता है।");
    expect(policyFactsHi.groupCancellation).toBe("5 या उससे ज़्यादा कमरों की ग्रुप बुकिंग आगमन से कम से कम 25 दिन पहले रद्द करनी होगी।");
  });

  it.each([
    ["individualCancellation", "up to 3 days before the day of arrival", "आगमन के दिन से 3 दिन पहले तक"],
    ["individualCancellation", "retains one night's room charge", "एक रात का कमरे का शुल्क"],
    ["noShow", "one night's room charge", "एक रात का कमरे का शुल्क"],
    ["refunds", "within 10–15 business days", "10–15 कार्यदिवसों के भीतर"],
    ["lostProperty", "kept safely for 3 months", "3 महीने तक सुरक्षित"],
    ["children", "Children up to 5 years stay free.", "5 वर्ष तक के बच्चों का ठहरना मुफ़्त है।"],
    ["privacyAge", "not meant for people under 18", "18 वर्ष से कम उम्र"],
  ] as const)("states the original site's figure in both languages: %s says %s", (key, english, hindi) => {
    expect(policyFacts[key]).toContain(english);
    expect(policyFactsHi[key]).toContain(hindi);
  });

  it("quotes the times staff save, read when the page is made", () => {
    const saved = currentSettings();
    try {
      applySettings({ ...saved, details: { ...saved.details, checkInTime: "14:00", checkOutTime: "11:30" } });
      expect(policyFactsHi.checkIn).toBe("चेक-इन दोपहर 2:00 बजे से होता है और चेक-आउट सुबह 11:30 बजे तक करना होता है।");
      expect(numbersIn(policyFactsHi.checkIn)).toEqual(numbersIn(policyFacts.checkIn));
    } finally {
      applySettings(saved);
    }
  });

  it("names an offer by the Hindi name staff gave it, and by its English name where they gave none", () => {
    expect(offerSentencesHi()[0]).toMatch(/^त्योहारी मौसम का ऑफ़र: /);
    const saved = currentSettings();
    try {
      applySettings({
        ...saved,
        offers: [{ id: "diwali", title: "Diwali offer", percentOff: 15, endsOn: "2026-11-15", hi: { title: "दीपावली ऑफ़र" } }],
      });
      expect(offerSentencesHi()).toEqual(["दीपावली ऑफ़र: 15 नवंबर 2026 तक चेक-इन करने पर कमरे के किराए में 15% की छूट।"]);
      applySettings({ ...saved, offers: [{ id: "diwali", title: "Diwali offer", percentOff: 15, endsOn: "2026-11-15", hi: { title: " " } }] });
      expect(offerSentencesHi()).toEqual(["Diwali offer: 15 नवंबर 2026 तक चेक-इन करने पर कमरे के किराए में 15% की छूट।"]);
    } finally {
      applySettings(saved);
    }
  });
});

describe("Hindi clock times and place names", () => {
  itGivesEach("says %s on the 12-hour clock, with the same digits as the English: %s", hindiClockTime, [
    ["00:00", "रात 12:00 बजे"],
    ["06:15", "सुबह 6:15 बजे"],
    ["10:00", "सुबह 10:00 बजे"],
    ["12:00", "दोपहर 12:00 बजे"],
    ["17:45", "शाम 5:45 बजे"],
    ["21:30", "रात 9:30 बजे"],
  ]);

  // An unknown place (Barwaha) stays as saved.
  itGivesEach("writes the place staff keep in the address, %s, in Hindi as %s", placeInHindi, [
    ["Omkareshwar", "ओंकारेश्वर"],
    ["Madhya Pradesh", "मध्य प्रदेश"],
    ["Barwaha", "Barwaha"],
  ]);
});

describe("Terms and Privacy Policy in both languages", () => {
  it("shows the English documents as they are", () => {
    expect(termsPageEn().document).toEqual(terms());
    expect(privacyPageEn().document).toEqual(privacy());
  });

  it("has the same sections in Hindi, with the same anchors and the same number of paragraphs and items", () => {
    expect(shapeOf(termsHi())).toEqual(shapeOf(terms()));
    expect(shapeOf(privacyHi())).toEqual(shapeOf(privacy()));
    expect(shapeOf(termsPageHi())).toEqual(shapeOf(termsPageEn()));
    expect(shapeOf(privacyPageHi())).toEqual(shapeOf(privacyPageEn()));
  });

  it("states the same numbers, times and contacts in both languages, section by section", () => {
    expect(numberMismatches(termsPageEn(), termsPageHi())).toEqual([]);
    expect(numberMismatches(privacyPageEn(), privacyPageHi())).toEqual([]);
    for (const document of [termsHi(), privacyHi()]) {
      const text = textOf(document);
      expect(text).toContain(hotel.phones.primary.display);
      expect(text).toContain(hotel.emails.general);
      expect(text).toContain(hotel.emails.reservations);
      expect(text).toContain(hotel.address.postalCode);
    }
  });

  it("quotes the shared Hindi policy sentences, as the English quotes the English ones", () => {
    const termsText = textOf(termsHi());
    for (const key of [
      "checkIn",
      "individualCancellation",
      "groupCancellation",
      "noShow",
      "refunds",
      "children",
      "lostProperty",
      "guestLimits",
      "payAtHotel",
      "pets",
    ] as const) {
      expect(textOf(terms())).toContain(policyFacts[key]);
      expect(termsText).toContain(policyFactsHi[key]);
    }
    expect(textOf(privacyHi())).toContain(policyFactsHi.privacyAge);
  });

  it("leaves no English word in the Hindi copy", () => {
    expect(untranslated(termsPageHi())).toEqual([]);
    expect(untranslated(privacyPageHi())).toEqual([]);
  });
});
