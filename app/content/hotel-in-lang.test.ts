import { afterEach, describe, expect, it } from "vitest";
import { applySettings, currentSettings, type Offer } from "./hotel";
import { addressIn, bannerInLang, offerInLang, offerNameIn, settingsForPage, staffWordsIn } from "./hotel-in-lang";
import { seedSettings } from "./hotel-seed";

const saved = currentSettings();
afterEach(() => applySettings(saved));

describe("staff's words in a page's language (product-rules.md: Hindi)", () => {
  it("are their Hindi on a Hindi page when they wrote it, their English when it is absent, empty or blank", () => {
    expect(staffWordsIn("Main Road", "मेन रोड", "hi")).toBe("मेन रोड");
    expect(staffWordsIn("Main Road", " मेन रोड ", "hi")).toBe("मेन रोड");
    for (const none of [undefined, "", "   ", "\n\t"]) expect(staffWordsIn("Main Road", none, "hi")).toBe("Main Road");
    expect(staffWordsIn("Main Road", "मेन रोड", "en")).toBe("Main Road");
  });
});

describe("the offer in a page's language", () => {
  const offer: Offer = {
    id: "festive",
    title: "Diwali offer",
    percentOff: 15,
    heroHeading: "Diwali on the ghats",
    hi: { title: "दीपावली ऑफ़र", heroText: "हर रात 15% की छूट।" },
  };

  it("is named in Hindi when staff named it so, and in English otherwise or on an English page", () => {
    expect(offerNameIn(offer, "hi")).toBe("दीपावली ऑफ़र");
    expect(offerNameIn(offer, "en")).toBe("Diwali offer");
    expect(offerNameIn({ title: "Diwali offer" }, "hi")).toBe("Diwali offer");
    expect(offerNameIn({ title: "Diwali offer", hi: { title: " " } }, "hi")).toBe("Diwali offer");
    // The shipped offer has its Hindi name.
    expect(offerNameIn(seedSettings.offers[0], "hi")).toBe("त्योहारी मौसम का ऑफ़र");
  });

  it("takes each slide word in Hindi where written, keeps the English one where not, and leaves an unwritten one absent", () => {
    expect(offerInLang(offer, "hi")).toMatchObject({
      title: "दीपावली ऑफ़र",
      heroHeading: "Diwali on the ghats",
      heroText: "हर रात 15% की छूट।",
      percentOff: 15,
    });
    const plain: Offer = { id: "x", title: "Diwali offer", percentOff: 15 };
    expect(offerInLang(plain, "hi").heroText).toBeUndefined();
    expect(offerInLang(offer, "en")).toBe(offer);
  });
});

describe("the announcement in a page's language", () => {
  const banner = {
    text: "Boats run again from 1 October.",
    link: { label: "Book your stay", href: "/BookingForm" },
    hi: { text: "1 अक्टूबर से नावें फिर चलेंगी।" },
  };

  it("has its Hindi sentence and link words where written, the English ones elsewhere, and the same link", () => {
    expect(bannerInLang(banner, "hi")).toEqual({
      text: "1 अक्टूबर से नावें फिर चलेंगी।",
      link: { label: "Book your stay", href: "/BookingForm" },
    });
    expect(bannerInLang({ ...banner, hi: { text: "", linkLabel: "अपना ठहराव बुक करें" } }, "hi")).toEqual({
      text: "Boats run again from 1 October.",
      link: { label: "अपना ठहराव बुक करें", href: "/BookingForm" },
    });
    expect(bannerInLang({ ...banner, link: null }, "hi").link).toBeNull();
    expect(bannerInLang(banner, "en")).toEqual({ text: banner.text, link: banner.link });
  });
});

describe("the address in a page's language", () => {
  it("is the shipped Hindi address on a Hindi page, and the English on an English one", () => {
    expect(addressIn("hi")).toMatchObject({ street: "मेन रोड", locality: "ओंकारेश्वर", district: "खंडवा", region: "मध्य प्रदेश", postalCode: "450554" });
    expect(addressIn("en")).toMatchObject({ street: "Main Road", locality: "Omkareshwar", district: "Khandwa", region: "Madhya Pradesh", postalCode: "450554" });
    expect(addressIn("en")).not.toHaveProperty("hi");
  });

  it("reads what staff saved when called, each line in English where they left its Hindi empty", () => {
    const details = seedSettings.details;
    applySettings({ ...seedSettings, details: { ...details, address: { ...details.address, street: "Ghat Road", hi: { locality: "ओंकारेश्वर", street: "" } } } });
    expect(addressIn("hi")).toMatchObject({ street: "Ghat Road", locality: "ओंकारेश्वर", district: "Khandwa", region: "Madhya Pradesh" });
    applySettings({ ...seedSettings, details: { ...details, address: { ...details.address, hi: undefined } } });
    expect(addressIn("hi").street).toBe("Main Road");
  });
});

describe("the settings a page is sent", () => {
  const settings = {
    ...seedSettings,
    banner: { text: "Boats run again.", link: null, hi: { text: "नावें फिर चलेंगी।" } },
  };

  it("carry staff's Hindi on a Hindi page, and none of it on an English one, the English unchanged", () => {
    expect(settingsForPage(settings, "hi")).toBe(settings);
    const english = settingsForPage(settings, "en");
    expect(JSON.stringify(english)).not.toMatch(/[\u0900-\u097F]/);
    expect(english.offers[0]).toEqual({ id: "festive", title: "Festive season offer", percentOff: 10, startsOn: "2026-10-01", endsOn: "2027-01-31" });
    expect(english.banner).toEqual({ text: "Boats run again.", link: null });
    const { hi: _hi, ...address } = seedSettings.details.address;
    expect(english.details).toEqual({ ...seedSettings.details, address });
    expect(settingsForPage({ ...settings, banner: null }, "en").banner).toBeNull();
  });
});
