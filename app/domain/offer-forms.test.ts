import { describe, expect, it } from "vitest";
import { itRefuses } from "./form-result-test-support";
import { bannerFormValues, offerFormValues, parseBannerForm, parseOfferForm } from "./offer-forms";

const offer = { title: "Shravan offer", percent_off: "15", starts_on: "2027-07-25", ends_on: "2027-08-23", hero_heading: "", hero_text: "" };
const banner = { text: "Boats run again from 1 October.", link_label: "", link_href: "", starts_on: "", ends_on: "" };

describe("the festive offer form", () => {
  it("gives the offer every price follows, staff's home page words only when written", () => {
    expect(parseOfferForm(offer)).toEqual({
      ok: true,
      value: { id: "festive", title: "Shravan offer", percentOff: 15, startsOn: "2027-07-25", endsOn: "2027-08-23" },
    });
    const worded = parseOfferForm({ ...offer, hero_heading: "Shravan by the river", hero_text: "Fifteen percent off." });
    expect(worded.ok && worded.value).toMatchObject({ heroHeading: "Shravan by the river", heroText: "Fifteen percent off." });
    expect(worded.ok && parseOfferForm(offerFormValues(worded.value))).toEqual(worded);
    expect(parseOfferForm({ ...offer, percent_off: "1" }).ok).toBe(true);
    expect(parseOfferForm({ ...offer, percent_off: "50" }).ok).toBe(true);
    expect(parseOfferForm({ ...offer, ends_on: offer.starts_on }).ok).toBe(true);
  });

  itRefuses("refuses %o on %s", (change) => parseOfferForm({ ...offer, ...change }), [
    [{ title: "" }, "title", "Give the offer a name"],
    [{ title: "x".repeat(61) }, "title", "The name must be 60 characters or fewer"],
    [{ percent_off: "" }, "percent_off", "Enter the discount as a whole number of percent"],
    [{ percent_off: "12.5" }, "percent_off", "Enter the discount as a whole number of percent"],
    [{ percent_off: "0" }, "percent_off", "The discount must be from 1% to 50%"],
    [{ percent_off: "51" }, "percent_off", "The discount must be from 1% to 50%"],
    [{ starts_on: "" }, "starts_on", "Give the first check-in day"],
    [{ ends_on: "" }, "ends_on", "Give the last check-in day"],
    [{ ends_on: "2027-02-30" }, "ends_on", "Enter a valid date"],
    [{ ends_on: "2027-07-24" }, "ends_on", "The last check-in day must not come before the first"],
    [{ hero_heading: "x".repeat(81) }, "hero_heading", "The home page heading must be 80 characters or fewer"],
    [{ hero_text: "x".repeat(241) }, "hero_text", "The home page sentence must be 240 characters or fewer"],
  ]);
});

describe("the festive offer's Hindi fields (product-rules.md: Hindi)", () => {
  const hindi = { title_hi: "श्रावण ऑफ़र", hero_heading_hi: "नदी किनारे श्रावण", hero_text_hi: "हर रात 15% की छूट।" };

  it("are optional: left empty or blank, the offer carries no Hindi and the Hindi pages show the English", () => {
    expect(parseOfferForm({ ...offer, title_hi: "", hero_heading_hi: " ", hero_text_hi: "\n" })).toEqual(parseOfferForm(offer));
    expect(parseOfferForm(offer)).toMatchObject({ ok: true, value: expect.not.objectContaining({ hi: expect.anything() }) });
  });

  it("keep each one staff wrote beside its English, tidied as the English is, and fill the form again as saved", () => {
    const parsed = parseOfferForm({ ...offer, ...hindi, title_hi: "  श्रावण \t ऑफ़र " });
    expect(parsed.ok && parsed.value.hi).toEqual({ title: "श्रावण ऑफ़र", heroHeading: "नदी किनारे श्रावण", heroText: "हर रात 15% की छूट।" });
    expect(parsed.ok && offerFormValues(parsed.value)).toMatchObject(hindi);
    expect(parsed.ok && parseOfferForm(offerFormValues(parsed.value))).toEqual(parsed);
    // Only what was written: the name alone.
    const named = parseOfferForm({ ...offer, title_hi: "श्रावण ऑफ़र" });
    expect(named.ok && named.value.hi).toEqual({ title: "श्रावण ऑफ़र" });
    // Devanagari's joiners are part of the words; the limits count what a field holds, as the English's do.
    expect(parseOfferForm({ ...offer, title_hi: "क्\u200Dष".padEnd(60, "क") }).ok).toBe(true);
    expect(parseOfferForm({ ...offer, hero_heading_hi: "क".repeat(80), hero_text_hi: "क".repeat(240) }).ok).toBe(true);
  });

  itRefuses(
    "refuse %o on %s, as the English twin is refused",
    (change) => parseOfferForm({ ...offer, ...change }),
    [
      [{ title_hi: "क".repeat(61) }, "title_hi", "The name in Hindi must be 60 characters or fewer"],
      [{ title_hi: "श्रावण\u202Eऑफ़र" }, "title_hi", "The name in Hindi cannot contain hidden or text-direction characters. Please type it again."],
      [{ hero_heading_hi: "क".repeat(81) }, "hero_heading_hi", "The home page heading in Hindi must be 80 characters or fewer"],
      [{ hero_text_hi: "क".repeat(241) }, "hero_text_hi", "The home page sentence in Hindi must be 240 characters or fewer"],
    ],
    { onlyThatField: true },
  );
});

describe("the announcement bar form", () => {
  it("takes a sentence alone, or with a page or https link and its days", () => {
    expect(parseBannerForm(banner)).toEqual({ ok: true, value: { text: banner.text, link: null, startsOn: undefined, endsOn: undefined } });
    const linked = parseBannerForm({ ...banner, link_label: "See boats", link_href: "https://example.org/boats", starts_on: "2026-10-01" });
    expect(linked.ok && linked.value).toMatchObject({ link: { label: "See boats", href: "https://example.org/boats" }, startsOn: "2026-10-01" });
    expect(linked.ok && parseBannerForm(bannerFormValues(linked.value))).toEqual(linked);
    expect(parseBannerForm({ ...banner, link_label: "Book", link_href: "/BookingForm" }).ok).toBe(true);
  });

  itRefuses("refuses %o on %s", (change) => parseBannerForm({ ...banner, ...change }), [
    [{ text: "" }, "text", "Write the announcement"],
    [{ text: "x".repeat(161) }, "text", "The announcement must be 160 characters or fewer"],
    [{ link_label: "x".repeat(41), link_href: "/Contact" }, "link_label", "The link's words must be 40 characters or fewer"],
    [{ link_label: "Go", link_href: "//evil.example" }, "link_href", "Give a page of the site such as /BookingForm, or a full https:// address"],
    [{ link_label: "Go", link_href: "http://example.org" }, "link_href", "Give a page of the site such as /BookingForm, or a full https:// address"],
    [{ link_label: "", link_href: "/Contact" }, "link_label", "Give the link's words and where it goes, or neither"],
    [{ starts_on: "soon" }, "starts_on", "Enter a valid date"],
    [{ starts_on: "2026-12-02", ends_on: "2026-12-01" }, "ends_on", "The last day must not come before the first"],
  ]);
});

describe("the announcement's Hindi fields (product-rules.md: Hindi)", () => {
  const linked = { ...banner, link_label: "Book your stay", link_href: "/BookingForm" };

  it("are optional: left empty or blank, the announcement carries no Hindi", () => {
    expect(parseBannerForm({ ...linked, text_hi: " ", link_label_hi: "" })).toEqual(parseBannerForm(linked));
    expect(parseBannerForm(linked)).toMatchObject({ ok: true, value: expect.not.objectContaining({ hi: expect.anything() }) });
  });

  it("keep the sentence and the link words staff wrote, and fill the form again as saved", () => {
    const parsed = parseBannerForm({ ...linked, text_hi: "1 अक्टूबर से नावें फिर चलेंगी।", link_label_hi: "अपना ठहराव बुक करें" });
    expect(parsed.ok && parsed.value).toMatchObject({
      text: banner.text,
      link: { label: "Book your stay", href: "/BookingForm" },
      hi: { text: "1 अक्टूबर से नावें फिर चलेंगी।", linkLabel: "अपना ठहराव बुक करें" },
    });
    expect(parsed.ok && parseBannerForm(bannerFormValues(parsed.value))).toEqual(parsed);
    // The sentence alone, with or without a link.
    const sentence = parseBannerForm({ ...banner, text_hi: "1 अक्टूबर से नावें फिर चलेंगी।" });
    expect(sentence.ok && sentence.value.hi).toEqual({ text: "1 अक्टूबर से नावें फिर चलेंगी।" });
    expect(parseBannerForm({ ...banner, text_hi: "क".repeat(160), link_label_hi: "" }).ok).toBe(true);
  });

  itRefuses("refuse %o on %s", parseBannerForm, [
    [{ ...linked, text_hi: "क".repeat(161) }, "text_hi", "The announcement in Hindi must be 160 characters or fewer"],
    [{ ...linked, link_label_hi: "क".repeat(41) }, "link_label_hi", "The link's words in Hindi must be 40 characters or fewer"],
    // Hindi link words go with a link, as the English ones do.
    [{ ...banner, link_label_hi: "और पढ़ें" }, "link_label_hi", "Give the link's words and where it goes, or neither"],
  ], { onlyThatField: true });
});
