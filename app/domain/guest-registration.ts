/**
 * The guest register kept at check-in (product-rules.md: Guest registration): the main guest's
 * name, address, nationality and ID, every other adult's name, and a foreign national's Form C
 * fields. Shared by the check-in page (which fields it shows) and the Worker (what it stores). An
 * Aadhaar number has its own masked field and is reduced here to its last four digits: the whole
 * number never leaves this file.
 */
import { z } from "zod";
import type { IsoDate } from "../content/hotel";
import { india, isCountryCode } from "./countries";
import { issuesToFieldErrors, type FieldErrors } from "./field-errors";
import { compareDates } from "./hotel-date";
import { dateField, requiredLine } from "./schema-fields";

export const idTypes = ["aadhaar", "passport", "driving_licence", "voter_id", "other"] as const;
export type IdType = (typeof idTypes)[number];

export const idTypeWords: Record<IdType, string> = {
  aadhaar: "Aadhaar",
  passport: "Passport",
  driving_licence: "Driving licence",
  voter_id: "Voter ID",
  other: "Other",
};

export const maxAddressLength = 300;
export const maxIdNumberLength = 40;
export const maxPlaceLength = 120;

export const registrationMessages = {
  fullName: "Enter the guest's full name, as on their ID",
  address: "Enter the guest's address",
  nationality: "Choose the guest's nationality",
  idType: "Choose the ID the guest showed",
  idNumber: "Enter the ID's number",
  aadhaarMissing: "Enter the Aadhaar number, or only its last 4 digits",
  aadhaar: "Enter the Aadhaar number's 12 digits, or only its last 4",
  adultName: (adult: number) => `Enter the name of adult ${adult}`,
  passportNumber: "Enter the passport number",
  passportCountry: "Choose the country that issued the passport",
  visaNumber: "Enter the visa number",
  visaType: "Enter the visa type (for example e-Tourist)",
  arrivedInIndiaOn: "Enter the date the guest arrived in India",
  arrivedInFuture: "The date of arrival in India cannot be after today",
  arrivedFrom: "Enter the place the guest arrived from",
  nextDestination: "Enter the place the guest goes to next",
} as const;

const m = registrationMessages;

/** The Form C fields of a guest who is not an Indian national. */
export interface ForeignGuestFields {
  passportNumber: string;
  passportCountry: string;
  visaNumber: string;
  visaType: string;
  arrivedInIndiaOn: IsoDate;
  arrivedFrom: string;
  nextDestination: string;
}

export interface GuestRegistration {
  fullName: string;
  address: string;
  /** ISO 3166-1 alpha-2; "IN" for India. */
  nationality: string;
  idType: IdType;
  /** For Aadhaar, only its last four digits. */
  idNumber: string;
  /** Every adult beyond the main guest, in order. */
  adultNames: string[];
  /** Null for Indian nationals. */
  foreign: ForeignGuestFields | null;
}

/** The posted field holding adult `adult`'s name (adult 1 is the main guest). */
export function adultField(adult: number): string {
  return `adult_${adult}`;
}

function country(message: string) {
  return z.string({ error: message }).refine(isCountryCode, { error: message });
}

/**
 * An Aadhaar number as typed (spaces and dashes allowed): its 12 digits, or only its last four.
 * Either way only the last four are returned.
 */
export function aadhaarLastFour(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  return /^(\d{12}|\d{4})$/.test(digits) ? digits.slice(-4) : null;
}

function baseSchema(otherAdults: number) {
  const adults = Object.fromEntries(
    Array.from({ length: otherAdults }, (_, index) => {
      const adult = index + 2;
      return [adultField(adult), requiredLine(m.adultName(adult), `Adult ${adult}'s name`)];
    }),
  );
  return z.object({
    full_name: requiredLine(m.fullName, "Full name"),
    address: requiredLine(m.address, "Address", maxAddressLength),
    nationality: country(m.nationality),
    id_type: z.enum(idTypes, { error: m.idType }),
    ...adults,
  });
}

function foreignSchema(today: IsoDate) {
  return z.object({
    passport_number: requiredLine(m.passportNumber, "Passport number", maxIdNumberLength),
    passport_country: country(m.passportCountry),
    visa_number: requiredLine(m.visaNumber, "Visa number", maxIdNumberLength),
    visa_type: requiredLine(m.visaType, "Visa type", maxIdNumberLength),
    arrived_in_india_on: dateField(m.arrivedInIndiaOn, (date) => (compareDates(date, today) > 0 ? m.arrivedInFuture : null)),
    arrived_from: requiredLine(m.arrivedFrom, "Arrived from", maxPlaceLength),
    next_destination: requiredLine(m.nextDestination, "Next destination", maxPlaceLength),
  });
}

const otherIdNumber = requiredLine(m.idNumber, "ID number", maxIdNumberLength);

/**
 * The ID's number: an Aadhaar number from its own masked field, reduced to its last four digits;
 * any other ID's number as typed. Null with a field error when it is missing or not a number.
 */
function idNumberOf(fields: Record<string, string>): { value: string } | { field: string; message: string } | null {
  if (fields.id_type === "aadhaar") {
    const typed = fields.aadhaar_number ?? "";
    if (typed.trim() === "") return { field: "aadhaar_number", message: m.aadhaarMissing };
    const lastFour = aadhaarLastFour(typed);
    return lastFour ? { value: lastFour } : { field: "aadhaar_number", message: m.aadhaar };
  }
  if (!(idTypes as readonly string[]).includes(fields.id_type ?? "")) return null;
  const other = otherIdNumber.safeParse(fields.id_number ?? "");
  return other.success ? { value: other.data } : { field: "id_number", message: other.error.issues[0]?.message ?? m.idNumber };
}

export type RegistrationParse = { ok: true; value: GuestRegistration } | { ok: false; fields: FieldErrors };

/**
 * The check-in form's registration fields, checked: every message at once, the Form C fields only
 * for a nationality other than India. `otherAdults` is the booking's adults less the main guest.
 */
export function parseRegistration(fields: Record<string, string>, options: { otherAdults: number; today: IsoDate }): RegistrationParse {
  const base = baseSchema(options.otherAdults).safeParse(fields);
  const errors: FieldErrors = base.success ? {} : issuesToFieldErrors(base.error);
  const nationality = fields.nationality ?? "";
  const isForeign = isCountryCode(nationality) && nationality !== india;
  const foreign = isForeign ? foreignSchema(options.today).safeParse(fields) : null;
  if (foreign && !foreign.success) Object.assign(errors, issuesToFieldErrors(foreign.error));
  const idNumber = idNumberOf(fields);
  if (idNumber && "field" in idNumber) errors[idNumber.field] = idNumber.message;
  if (!base.success || !idNumber || !("value" in idNumber) || (foreign && !foreign.success)) return { ok: false, fields: errors };
  const value = base.data;
  const tidied: Record<string, unknown> = value;
  const adultNames = Array.from({ length: options.otherAdults }, (_, index) => String(tidied[adultField(index + 2)] ?? ""));
  return {
    ok: true,
    value: {
      fullName: value.full_name,
      address: value.address,
      nationality: value.nationality,
      idType: value.id_type,
      idNumber: idNumber.value,
      adultNames,
      foreign:
        foreign?.success === true
          ? {
              passportNumber: foreign.data.passport_number,
              passportCountry: foreign.data.passport_country,
              visaNumber: foreign.data.visa_number,
              visaType: foreign.data.visa_type,
              arrivedInIndiaOn: foreign.data.arrived_in_india_on,
              arrivedFrom: foreign.data.arrived_from,
              nextDestination: foreign.data.next_destination,
            }
          : null,
    },
  };
}

/** How an ID reads on the desk: an Aadhaar number only ever as its last four digits. */
export function idNumberText(idType: IdType, idNumber: string): string {
  return idType === "aadhaar" ? `XXXX XXXX ${idNumber}` : idNumber;
}
