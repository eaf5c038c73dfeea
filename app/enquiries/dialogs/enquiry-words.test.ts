import { describe, expect, it } from "vitest";
import { eventCategories } from "~/content/events";
import { membershipBenefits } from "~/content/membership-benefits";
import { membershipBenefitsHi } from "~/content/membership-benefits.hi";
import { wordLeaves } from "~/i18n/word-leaves-test-support";
import { tableBookingWordsEn } from "../dining/dining-words";
import { tableBookingWordsHi } from "../dining/dining-words.hi";
import { intakeWordsEn } from "../intake/intake-words";
import { intakeWordsHi } from "../intake/intake-words.hi";
import { joinNowWordsEn } from "../membership/membership-words";
import { joinNowWordsHi } from "../membership/membership-words.hi";
import { contactPageWordsEn } from "../contact/contact-words";
import { contactPageWordsHi } from "../contact/contact-words.hi";
import { enquiryDialogWordsEn } from "./enquiry-dialog-words";
import { enquiryDialogWordsHi } from "./enquiry-dialog-words.hi";
import { eventFormWordsEn } from "./event-form-words";
import { eventFormWordsHi, occasionNamesHi } from "./event-form-words.hi";

/** Every string in a words object with where it is; `eventType` values are the API's, not words. */
const strings = (value: unknown) => wordLeaves(value).filter(([path]) => !/(^|\.)eventType$/.test(path));

/** The keys of a words object, as paths, so both languages can be compared. */
function shape(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return [`${path}[${value.length}]`, ...value.flatMap((item, i) => shape(item, `${path}[${i}]`))];
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [`${path}.${key}`, ...shape(item, `${path}.${key}`)]);
  }
  return [];
}

// Latin that a Hindi page may show (product-rules.md: Hindi): the brand name and "km";
// `{placeholders}` are filled with the hotel's details, digits and e-mail addresses.
const allowedLatin = [/\{\w+\}/g, /Narmada Riverside Resort/g, /\bkm\b/g];
const latinLeft = (text: string) => allowedLatin.reduce((rest, pattern) => rest.replace(pattern, ""), text).match(/[A-Za-z]+/g);

const pairs = {
  contactPage: [contactPageWordsEn, contactPageWordsHi],
  enquiryDialog: [enquiryDialogWordsEn, enquiryDialogWordsHi],
  eventForm: [eventFormWordsEn, eventFormWordsHi],
  tableBooking: [tableBookingWordsEn, tableBookingWordsHi],
  joinNow: [joinNowWordsEn, joinNowWordsHi],
  membershipBenefits: [membershipBenefits, membershipBenefitsHi],
} as const;

describe("the enquiry forms' words in Hindi (product-rules.md: Hindi)", () => {
  it.each(Object.entries(pairs))("%s: every English word has its Hindi, and no English is left", (_name, [en, hi]) => {
    expect(shape(hi)).toEqual(shape(en));
    for (const [path, text] of strings(hi)) {
      expect(latinLeft(text), `${path}: ${text}`).toBeNull();
      expect(text.trim(), path).not.toBe("");
    }
  });

  it("the intake's words: its note and every reason a refusal may give", () => {
    expect(shape(intakeWordsHi.checkFields)).toEqual(shape(intakeWordsEn.checkFields));
    expect(intakeWordsEn.reasons).toBeNull();
    for (const [path, text] of strings(intakeWordsHi)) expect(latinLeft(text), `${path}: ${text}`).toBeNull();
    for (const code of ["rate_limited", "turnstile_failed", "turnstile_unavailable", "forms_unavailable", "payload_too_large", "cross_site"]) {
      expect(intakeWordsHi.reasons?.[code], code).toBeTruthy();
    }
  });

  it("each event category has its Hindi name, and the English presets are the content's own", () => {
    for (const category of eventCategories) {
      expect(occasionNamesHi[category.id], category.id).toBeDefined();
      expect(eventFormWordsEn.prefills[category.id]).toEqual({
        title: category.title,
        eventType: category.eventType,
        ...(category.capacity ? { capacity: category.capacity } : {}),
        requirements: `We are planning ${category.title.toLowerCase()} and would like to know about venues, menus and dates.`,
      });
      expect(eventFormWordsHi.prefills[category.id]).toMatchObject({ title: occasionNamesHi[category.id].title, eventType: category.eventType });
    }
  });
});
