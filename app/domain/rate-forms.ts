/**
 * The desk's rate forms (product-rules.md: Rates and rate periods): a room type's usual rate, and a
 * dated rate period. Rates are whole rupees a night, as the site shows them;
 * staff may type them as 4500, 4,500 or ₹4,500.
 */
import { z } from "zod";
import type { IsoDate } from "../content/hotel";
import { type FormResult, formResult } from "./form-result";
import { compareDates, isValidIsoDate, nightsBetween } from "./hotel-date";
import { MAX_NIGHTLY_RUPEES, MAX_PERIOD_NIGHTS, type RatePeriod } from "./rate-periods";
import { dateField, formRupees, requiredLine } from "./schema-fields";

export const MAX_PERIOD_NAME_LENGTH = 60;

const rupeeAmount = (required: string) =>
  formRupees({
    min: 1,
    max: MAX_NIGHTLY_RUPEES,
    required,
    tooFew: "A rate must be at least ₹1",
    tooMany: `A rate must be at most ₹${MAX_NIGHTLY_RUPEES.toLocaleString("en-IN")}`,
  });

const roomTypeSchema = z.object({
  room_price: rupeeAmount("Enter the nightly rate"),
});

export interface RoomTypeRates {
  roomPrice: number;
}

/**
 * A room type's usual rate, from the form's fields. Its rooms for sale are not typed: they are its
 * rooms in service, kept by number.
 */
export function parseRoomTypeForm(fields: Record<string, string>): FormResult<RoomTypeRates> {
  return formResult(roomTypeSchema, fields, (form) => ({ roomPrice: form.room_price }));
}

export interface RatePeriodInput {
  name: string;
  firstNight: IsoDate;
  lastNight: IsoDate;
  /** Rupees a night by room type id; types left blank keep their usual rate. */
  rates: Record<number, number>;
}

/** The form field holding a period's rate for one room type. */
export const periodRateField = (roomId: number) => `rate_${roomId}`;

/**
 * A rate period from the form's fields, checked against the room types that exist and the hotel's
 * today: it must end tonight or later, last at most a year, and set at least one type's rate.
 */
export function parseRatePeriodForm(
  fields: Record<string, string>,
  roomIds: readonly number[],
  today: IsoDate,
): FormResult<RatePeriodInput> {
  // A blank rate leaves the type at its usual rate.
  const optionalRate = z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), rupeeAmount("").optional());
  const rateShape = Object.fromEntries(roomIds.map((id) => [periodRateField(id), optionalRate]));
  const schema = z
    .object({
      name: requiredLine("Name the period, for example Shravan or Diwali week", "The name", MAX_PERIOD_NAME_LENGTH),
      first_night: dateField("Choose the first night"),
      last_night: dateField("Choose the last night", (night) =>
        compareDates(night, today) < 0 ? "This period has already ended; choose tonight or a later night" : null,
      ),
      ...rateShape,
    })
    .superRefine((value, ctx) => {
      const first = value.first_night;
      const last = value.last_night;
      // Refinements run even when a date itself was refused; only real dates are compared.
      if (isValidIsoDate(first) && isValidIsoDate(last)) {
        if (compareDates(last, first) < 0) {
          ctx.addIssue({ code: "custom", path: ["last_night"], message: "The last night cannot be before the first" });
        } else if (nightsBetween(first, last) + 1 > MAX_PERIOD_NIGHTS) {
          ctx.addIssue({ code: "custom", path: ["last_night"], message: `A period can last at most ${MAX_PERIOD_NIGHTS} nights` });
        }
      }
      if (roomIds.every((id) => value[periodRateField(id) as keyof typeof value] === undefined)) {
        ctx.addIssue({ code: "custom", path: ["rates"], message: "Give at least one room type a rate for this period" });
      }
    });
  return formResult(schema, fields, (form) => {
    const rates: Record<number, number> = {};
    for (const id of roomIds) {
      const rate = (form as Record<string, unknown>)[periodRateField(id)];
      if (typeof rate === "number") rates[id] = rate;
    }
    return { name: form.name, firstNight: form.first_night, lastNight: form.last_night, rates };
  });
}

/** The form fields of a period, for filling the edit form. */
export function periodFormValues(period: RatePeriod, roomIds: readonly number[]): Record<string, string> {
  return {
    name: period.name,
    first_night: period.firstNight,
    last_night: period.lastNight,
    ...Object.fromEntries(roomIds.map((id) => [periodRateField(id), period.rates[id] === undefined ? "" : String(period.rates[id])])),
  };
}
