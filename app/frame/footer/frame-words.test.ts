import { describe, expect, it } from "vitest";
import { formWordsEn } from "~/components/form/form-words";
import { formWordsHi } from "~/components/form/form-words.hi";
import { phoneCountries } from "~/content/phone-country-codes";
import { phoneCountriesHi } from "~/content/phone-country-codes.hi";
import { hotel } from "~/content/hotel";
import { monthDayAndYear } from "~/domain/date-words";
import { newsletterWordsEn } from "~/enquiries/newsletter/newsletter-words";
import { newsletterWordsHi } from "~/enquiries/newsletter/newsletter-words.hi";
import { dayMonthYear } from "~/domain/calendar-days";
import { wordLeaves } from "~/i18n/word-leaves-test-support";
import { frameWordsEn } from "./frame-words";
import { frameWordsHi } from "./frame-words.hi";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/**
 * Latin text a Hindi page may show (docs/notes: Hindi style): names of networks and products, units
 * and codes. Placeholders are filled with the brand name, addresses and numbers.
 */
const allowedLatin = /\b(?:km|Google|YouTube|WhatsApp)\b/g;

const books = [
  ["frame", frameWordsEn, frameWordsHi],
  ["form", formWordsEn, formWordsHi],
  ["newsletter", newsletterWordsEn, newsletterWordsHi],
] as const;

describe("the frame's and the form kit's words (product-rules.md: Hindi)", () => {
  it.each(books)("%s: every English key has its Hindi text, with the same placeholders", (_name, en, hi) => {
    const english = new Map(wordLeaves(en));
    const hindi = new Map(wordLeaves(hi));
    expect([...hindi.keys()]).toEqual(expect.arrayContaining([...english.keys()]));
    // Only the sign-up's answers carry more in Hindi: the shared form words every Hindi form adds.
    const extra = [...hindi.keys()].filter((key) => !english.has(key));
    for (const key of extra) expect(key).toMatch(/^newsletter\.answers\.(checkFields|reasons)\./);
    for (const [key, text] of english) {
      // A country code is not words: "" is "Other".
      if (!key.endsWith(".code")) expect(hindi.get(key), key).not.toBe("");
      // The English full name may become the short brand and a Hindi place; the temple is named in Hindi.
      const wanted = placeholders(text).filter((name) => name !== "name" && name !== "temple");
      expect(placeholders(hindi.get(key) ?? ""), key).toEqual(expect.arrayContaining(wanted));
    }
  });

  it.each(books)("%s: Hindi text has no English word outside the allowed names", (_name, _en, hi) => {
    for (const [key, text] of wordLeaves(hi)) {
      const bare = text.replace(/\{\w+\}/g, "").replace(allowedLatin, "");
      expect(bare, key).not.toMatch(/[A-Za-z]/);
    }
  });

  it("writes the opening day as each language writes dates", () => {
    expect(frameWordsEn.openingDay).toBe(monthDayAndYear(hotel.openingDate));
    expect(frameWordsHi.openingDay).toBe(dayMonthYear(hotel.openingDate, "hi"));
    expect(frameWordsHi.openingDay).toBe("26 सितंबर 2025");
  });

  it("keeps every bottom-bar label short enough for a quarter of a 390 px phone", () => {
    for (const label of Object.values(frameWordsHi.bottomBar).slice(1)) expect(label.length).toBeLessThanOrEqual(10);
  });
});

describe("the phone field's country list in Hindi", () => {
  it("offers the same codes in the same order as the English list", () => {
    expect(phoneCountriesHi.map((country) => country.code)).toEqual(phoneCountries.map((country) => country.code));
    expect(formWordsHi.countries).toBe(phoneCountriesHi);
    expect(formWordsEn.countries).toBe(phoneCountries);
  });

  it("names each country in Hindi, with its code", () => {
    for (const { code, label } of phoneCountriesHi) {
      expect(label).not.toMatch(/[A-Za-z]/);
      if (code) expect(label.endsWith(` ${code}`)).toBe(true);
    }
  });
});
