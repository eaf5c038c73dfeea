/**
 * The desk's Offers page forms (product-rules.md: Offers and the announcement bar): the festive
 * offer that every price follows, and the announcement bar across the top of every page.
 */
import { z } from "zod";
import type { Banner, IsoDate, Offer } from "../content/hotel";
import { issuesToFieldErrors, type FieldErrors } from "./field-errors";
import { compareDates, isValidIsoDate } from "./hotel-date";
import { namedFields, optionalText, requiredLine } from "./schema-fields";

export type FormResult<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

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
  })
  .refine(inOrder, { error: "The last check-in day must not come before the first", path: ["ends_on"] });

export function parseOfferForm(fields: Record<string, string>): FormResult<Offer> {
  const parsed = offerSchema.safeParse(namedFields(fields, Object.keys(offerSchema.shape)));
  if (!parsed.success) return { ok: false, fields: issuesToFieldErrors(parsed.error) };
  const form = parsed.data;
  return {
    ok: true,
    value: {
      id: "festive",
      title: form.title,
      percentOff: form.percent_off,
      startsOn: form.starts_on,
      endsOn: form.ends_on,
      ...(form.hero_heading ? { heroHeading: form.hero_heading } : {}),
      ...(form.hero_text ? { heroText: form.hero_text } : {}),
    },
  };
}

export function offerFormValues(offer: Offer | null): Record<string, string> {
  return {
    title: offer?.title ?? "",
    percent_off: offer ? String(offer.percentOff) : "",
    starts_on: offer?.startsOn ?? "",
    ends_on: offer?.endsOn ?? "",
    hero_heading: offer?.heroHeading ?? "",
    hero_text: offer?.heroText ?? "",
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
    link_label: optionalText("The link's words", bannerLimits.linkLabel),
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
  .refine(inOrder, { error: "The last day must not come before the first", path: ["ends_on"] });

export function parseBannerForm(fields: Record<string, string>): FormResult<Banner> {
  const parsed = bannerSchema.safeParse(namedFields(fields, Object.keys(bannerSchema.shape)));
  if (!parsed.success) return { ok: false, fields: issuesToFieldErrors(parsed.error) };
  const form = parsed.data;
  return {
    ok: true,
    value: {
      text: form.text,
      link: form.link_href ? { label: form.link_label, href: form.link_href } : null,
      startsOn: form.starts_on,
      endsOn: form.ends_on,
    },
  };
}

export function bannerFormValues(banner: Banner | null): Record<string, string> {
  return {
    text: banner?.text ?? "",
    link_label: banner?.link?.label ?? "",
    link_href: banner?.link?.href ?? "",
    starts_on: banner?.startsOn ?? "",
    ends_on: banner?.endsOn ?? "",
  };
}
