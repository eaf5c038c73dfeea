/**
 * The desk's Hotel details form (product-rules.md: Hotel details): what staff type, checked and
 * turned into the details every page, e-mail and JSON-LD block shows.
 */
import { z } from "zod";
import { type AddressHindi, type HotelDetails, type PhoneNumber, type SocialNetwork, socialNetworks } from "../content/hotel";
import { type FormResult, ownFieldsResult } from "./form-result";
import { gstinField, gstinMessagesEn } from "./gstin-field";
import { madhyaPradeshStateCode } from "./gstin";
import { displayPhone, normalisePhone } from "./phone-numbers";
import { emailField, optionalLine, requiredLine } from "./schema-fields";

export type DetailsFormResult = FormResult<HotelDetails>;

export const addressLineLength = 80;
export const maxUrlLength = 500;
export const legalNameLength = 120;

/** The domains a social account's address may be on. */
const socialHosts: Record<SocialNetwork, readonly string[]> = {
  Facebook: ["facebook.com", "fb.com"],
  Instagram: ["instagram.com"],
  YouTube: ["youtube.com", "youtu.be"],
  LinkedIn: ["linkedin.com"],
};

export const socialField = (network: SocialNetwork) => `social_${network.toLowerCase()}`;

const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

const onHost = (value: string, hosts: readonly string[]) => {
  const host = new URL(value).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
};

function phone(required: string | null, what: string) {
  return z
    .string()
    .trim()
    .transform((value, ctx): PhoneNumber | null => {
      if (value === "") {
        if (required) ctx.addIssue({ code: "custom", message: required });
        return null;
      }
      const tel = normalisePhone(value);
      if (tel) return { tel, display: displayPhone(tel) };
      ctx.addIssue({ code: "custom", message: `Enter ${what} as a 10-digit Indian number or with its country code` });
      return z.NEVER;
    });
}

const time = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Enter the ${label} time as hours and minutes, for example 12:00`);

const webAddress = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Give the ${label}`)
    .max(maxUrlLength, `The ${label} must be ${maxUrlLength} characters or fewer`)
    .refine(isHttps, `The ${label} must be a full https:// address`);

const socialUrl = (network: SocialNetwork) =>
  z
    .string()
    .trim()
    .max(maxUrlLength, `The ${network} address must be ${maxUrlLength} characters or fewer`)
    .refine((value) => value === "" || (isHttps(value) && onHost(value, socialHosts[network])), {
      error: `Give the https:// address of the hotel's ${network} page, or leave it empty`,
      abort: true,
    })
    // The footer shows an icon only for the hotel's own account, never the network's front page.
    .refine((value) => value === "" || new URL(value).pathname.replace(/\/+$/, "") !== "", {
      error: `Give the address of the hotel's own ${network} account, not ${network}'s home page`,
    });

const line = (required: string, label: string) => requiredLine(required, label, addressLineLength);
/** A line's Hindi beside it (product-rules.md: Hindi): optional, as long as the English may be. */
const hindiLine = (label: string) => optionalLine(`${label} in Hindi`, addressLineLength);

/** The address lines staff may also write in Hindi, with each one's field. */
const hindiAddressFields = { street: "street_hi", locality: "locality_hi", district: "district_hi", region: "region_hi" } as const;

const schema = z.object({
  primary_phone: phone("Give the main phone number", "the main phone number"),
  secondary_phone: phone(null, "the second phone number"),
  whatsapp: phone("Give the WhatsApp number", "the WhatsApp number"),
  email_general: emailField({ required: "Give the general e-mail address", invalid: "Enter a valid e-mail address" }),
  email_reservations: emailField({
    required: "Give the reservations e-mail address",
    invalid: "Enter a valid e-mail address",
  }),
  street: line("Give the street", "The street"),
  street_hi: hindiLine("The street"),
  locality: line("Give the town", "The town"),
  locality_hi: hindiLine("The town"),
  district: line("Give the district", "The district"),
  district_hi: hindiLine("The district"),
  region: line("Give the state", "The state"),
  region_hi: hindiLine("The state"),
  postal_code: z.string().trim().regex(/^[1-9]\d{5}$/, "Enter the 6-digit PIN code"),
  maps_url: webAddress("map link"),
  ...Object.fromEntries(socialNetworks.map((network) => [socialField(network), socialUrl(network)])),
  google_rating: z
    .string()
    .trim()
    .refine((value) => value === "" || (/^\d(\.\d)?$/.test(value) && Number(value) >= 1 && Number(value) <= 5), {
      error: "Enter the Google rating from 1.0 to 5.0, or leave it empty",
    }),
  check_in_time: time("check-in"),
  check_out_time: time("check-out"),
  legal_name: requiredLine("Give the hotel's legal name as registered for GST", "The legal name", legalNameLength),
  gstin: gstinField(gstinMessagesEn, {
    required: "Give the hotel's GSTIN",
    state: { code: madhyaPradeshStateCode, message: "The hotel's GSTIN must start with 23, Madhya Pradesh's state code" },
  }),
});

export function parseHotelDetailsForm(fields: Record<string, string>): DetailsFormResult {
  return ownFieldsResult(schema, fields, (parsed) => {
    const form = parsed as z.infer<typeof schema> & Record<string, string>;
    // Only the Hindi lines staff wrote, and none at all when they wrote none.
    const hi: AddressHindi = Object.fromEntries(
      Object.entries(hindiAddressFields).flatMap(([line, field]) => (form[field] ? [[line, form[field]]] : [])),
    );
    return {
      // Both are required by the schema: a null here cannot happen.
      phones: { primary: form.primary_phone as PhoneNumber, secondary: form.secondary_phone },
      whatsapp: form.whatsapp as PhoneNumber,
      emails: { general: form.email_general, reservations: form.email_reservations },
      address: {
        street: form.street,
        locality: form.locality,
        district: form.district,
        region: form.region,
        postalCode: form.postal_code,
        mapsUrl: form.maps_url,
        ...(Object.keys(hi).length > 0 ? { hi } : {}),
      },
      social: socialNetworks.flatMap((label) => (form[socialField(label)] ? [{ label, url: form[socialField(label)] }] : [])),
      googleRating: form.google_rating === "" ? "" : Number(form.google_rating).toFixed(1),
      checkInTime: form.check_in_time,
      checkOutTime: form.check_out_time,
      legal: { name: form.legal_name, gstin: form.gstin },
    };
  });
}

/** The form's fields as the saved details fill them. */
export function detailsFormValues(details: HotelDetails): Record<string, string> {
  return {
    primary_phone: details.phones.primary.display,
    secondary_phone: details.phones.secondary?.display ?? "",
    whatsapp: details.whatsapp.display,
    email_general: details.emails.general,
    email_reservations: details.emails.reservations,
    street: details.address.street,
    locality: details.address.locality,
    district: details.address.district,
    region: details.address.region,
    ...Object.fromEntries(Object.entries(hindiAddressFields).map(([line, field]) => [field, details.address.hi?.[line as keyof AddressHindi] ?? ""])),
    postal_code: details.address.postalCode,
    maps_url: details.address.mapsUrl,
    ...Object.fromEntries(
      socialNetworks.map((network) => [socialField(network), details.social.find((link) => link.label === network)?.url ?? ""]),
    ),
    google_rating: details.googleRating,
    check_in_time: details.checkInTime,
    check_out_time: details.checkOutTime,
    legal_name: details.legal.name,
    gstin: details.legal.gstin,
  };
}
