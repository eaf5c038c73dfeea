/**
 * The desk's Offers page forms (product-rules.md: Offers and the announcement bar): the festive
 * offer that every price follows, and the announcement bar across the top of every page.
 */
import { z } from "zod";
import type { Banner, BannerHindi, IsoDate, Offer, OfferHindi } from "../content/hotel";
import { type FormResult, ownFieldsResult } from "./form-result";
import { compareDates, isValidIsoDate } from "./hotel-date";
import { optionalLine, optionalText, requiredLine } from "./schema-fields";

export const offerLimits = { title: 60, minPercent: 1, maxPercent: 50, heroHeading: 80, heroText: 240 } as const;
export const bannerLimits = { text: 160, linkLabel: 40, href: 500 } as const;

const date = (required: string | null) =>
  z
    .string()
    .trim()
    .refine((value) => (value === "" ? required === null : isValidIsoDate(value)), {
      error: (issue) => (issue.input === "" && required ? required : "Enter a valid date"),
    })
    .transform((value) => (value === "" ? undefined : (value as IsoDate)));

/**
 * Staff's Hindi beside the English (product-rules.md: Hindi): only the lines they wrote, and none at
 * all when they wrote none, so a Hindi page shows the English for the rest.
 */
function writtenHindi<T extends object>(lines: { [K in keyof T]-?: string }): { hi?: T } {
  const written = Object.fromEntries(Object.entries(lines).filter(([, line]) => line !== "")) as T;
  return Object.keys(written).length > 0 ? { hi: written } : {};
}

/** The last day must not come before the first (a day that is not a date has its own message). */
const inOrder = (days: { starts_on?: IsoDate; ends_on?: IsoDate }) =>
  !days.starts_on ||
  !days.ends_on ||
  !isValidIsoDate(days.starts_on) ||
  !isValidIsoDate(days.ends_on) ||
  compareDates(days.starts_on, days.ends_on) <= 0;

const offerSchema = z
  .object({
    title: requiredLine("Give the offer a name", "The name", offerLimits.title),
    title_hi: optionalLine("The name in Hindi", offerLimits.title),
    percent_off: z
      .string()
      .trim()
      .regex(/^\d+$/, "Enter the discount as a whole number of percent")
      .transform(Number)
      .refine((value) => value >= offerLimits.minPercent && value <= offerLimits.maxPercent, {
        error: `The discount must be from ${offerLimits.minPercent}% to ${offerLimits.maxPercent}%`,
      }),
    starts_on: date("Give the first check-in day"),
    ends_on: date("Give the last check-in day"),
    hero_heading: optionalText("The home page heading", offerLimits.heroHeading),
    hero_text: optionalText("The home page sentence", offerLimits.heroText),
    hero_heading_hi: optionalText("The home page heading in Hindi", offerLimits.heroHeading),
    hero_text_hi: optionalText("The home page sentence in Hindi", offerLimits.heroText),
  })
  .refine(inOrder, { error: "The last check-in day must not come before the first", path: ["ends_on"] });

export function parseOfferForm(fields: Record<string, string>): FormResult<Offer> {
  return ownFieldsResult(offerSchema, fields, (form) => ({
    id: "festive",
    title: form.title,
    percentOff: form.percent_off,
    startsOn: form.starts_on,
    endsOn: form.ends_on,
    ...(form.hero_heading ? { heroHeading: form.hero_heading } : {}),
    ...(form.hero_text ? { heroText: form.hero_text } : {}),
    ...writtenHindi<OfferHindi>({ title: form.title_hi, heroHeading: form.hero_heading_hi, heroText: form.hero_text_hi }),
  }));
}

export function offerFormValues(offer: Offer | null): Record<string, string> {
  return {
    title: offer?.title ?? "",
    title_hi: offer?.hi?.title ?? "",
    percent_off: offer ? String(offer.percentOff) : "",
    starts_on: offer?.startsOn ?? "",
    ends_on: offer?.endsOn ?? "",
    hero_heading: offer?.heroHeading ?? "",
    hero_text: offer?.heroText ?? "",
    hero_heading_hi: offer?.hi?.heroHeading ?? "",
    hero_text_hi: offer?.hi?.heroText ?? "",
  };
}

/** A link the bar may carry: a page of the site ("/BookingForm") or a full https:// address. */
const isBannerHref = (value: string) => {
  if (/^\/(?!\/)[^\s]*$/.test(value)) return true;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

const bannerSchema = z
  .object({
    text: requiredLine("Write the announcement", "The announcement", bannerLimits.text),
    text_hi: optionalLine("The announcement in Hindi", bannerLimits.text),
    link_label: optionalText("The link's words", bannerLimits.linkLabel),
    link_label_hi: optionalText("The link's words in Hindi", bannerLimits.linkLabel),
    link_href: optionalText("The link", bannerLimits.href).refine((value) => value === "" || isBannerHref(value), {
      error: "Give a page of the site such as /BookingForm, or a full https:// address",
    }),
    starts_on: date(null),
    ends_on: date(null),
  })
  .refine((form) => (form.link_label === "") === (form.link_href === ""), {
    error: "Give the link's words and where it goes, or neither",
    path: ["link_label"],
  })
  // Hindi link words go with a link: a Hindi page shows the English words where they are missing.
  .refine((form) => form.link_label_hi === "" || form.link_href !== "", {
    error: "Give the link's words and where it goes, or neither",
    path: ["link_label_hi"],
  })
  .refine(inOrder, { error: "The last day must not come before the first", path: ["ends_on"] });

export function parseBannerForm(fields: Record<string, string>): FormResult<Banner> {
  return ownFieldsResult(bannerSchema, fields, (form) => ({
    text: form.text,
    link: form.link_href ? { label: form.link_label, href: form.link_href } : null,
    startsOn: form.starts_on,
    endsOn: form.ends_on,
    ...writtenHindi<BannerHindi>({ text: form.text_hi, linkLabel: form.link_label_hi }),
  }));
}

export function bannerFormValues(banner: Banner | null): Record<string, string> {
  return {
    text: banner?.text ?? "",
    text_hi: banner?.hi?.text ?? "",
    link_label: banner?.link?.label ?? "",
    link_label_hi: banner?.hi?.linkLabel ?? "",
    link_href: banner?.link?.href ?? "",
    starts_on: banner?.startsOn ?? "",
    ends_on: banner?.endsOn ?? "",
  };
}
