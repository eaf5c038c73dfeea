/**
 * The desk's occupancy form (product-rules.md: Occupancy): per room type the guests its rate
 * includes, the most adults and guests, extra beds, and the nightly charge per extra adult and per
 * extra child aged 6–11, in whole rupees as staff type them (800, ₹800 or 1,200).
 */
import { z } from "zod";
import { hotel } from "../content/hotel";
import { type FormResult, formResult } from "./form-result";
import { rupeesToPaise } from "./money";
import type { Occupancy } from "./occupancy";
import { formCount, formRupees } from "./schema-fields";

const perRoom = hotel.limits.maxGuestsPerRoom;
/** A night's extra-guest charge above this is a typo, not a price. */
export const MAX_EXTRA_GUEST_RUPEES = 20_000;

export const occupancyFormMessages = {
  tooManyGuests: `A room takes at most ${perRoom} guests (the one guest rule)`,
  baseAboveMost: "The guests the rate includes cannot be more than the most guests",
  adultsAboveMost: "The most adults cannot be more than the most guests",
  bedsAboveRoom: "Extra beds cannot take a room beyond its most guests",
};

const count = (name: string, min: number, max: number, tooMany: string) =>
  formCount({ min, max, required: `Enter ${name}`, tooFew: `${name[0].toUpperCase()}${name.slice(1)} must be at least ${min}`, tooMany });

const charge = (name: string) =>
  formRupees({
    min: 0,
    max: MAX_EXTRA_GUEST_RUPEES,
    required: `Enter the charge per extra ${name} (0 for none)`,
    tooFew: "A charge cannot be negative",
    tooMany: `A charge must be at most ₹${MAX_EXTRA_GUEST_RUPEES.toLocaleString("en-IN")} a night`,
  });

const m = occupancyFormMessages;
const occupancySchema = z
  .object({
    base_guests: count("the guests the rate includes", 1, perRoom, m.tooManyGuests),
    max_adults: count("the most adults", 1, perRoom, m.tooManyGuests),
    max_guests: count("the most guests", 1, perRoom, m.tooManyGuests),
    extra_beds: count("the extra beds", 0, perRoom - 1, `At most ${perRoom - 1} extra beds`),
    extra_adult: charge("adult"),
    extra_child: charge("child aged 6–11"),
  })
  .superRefine((form, ctx) => {
    if (form.base_guests > form.max_guests) ctx.addIssue({ code: "custom", message: m.baseAboveMost, path: ["base_guests"] });
    if (form.max_adults > form.max_guests) ctx.addIssue({ code: "custom", message: m.adultsAboveMost, path: ["max_adults"] });
    // Each extra bed is a guest beyond the base: together they stay within the most guests.
    if (form.base_guests <= form.max_guests && form.base_guests + form.extra_beds > form.max_guests) ctx.addIssue({ code: "custom", message: m.bedsAboveRoom, path: ["extra_beds"] });
  });

/** A room type's occupancy from the desk form's fields; charges become paise. */
export function parseOccupancyForm(fields: Record<string, string>): FormResult<Occupancy> {
  return formResult(occupancySchema, fields, (form) => ({
    baseGuests: form.base_guests,
    maxAdults: form.max_adults,
    maxGuests: form.max_guests,
    extraBeds: form.extra_beds,
    extraAdultPaise: rupeesToPaise(form.extra_adult),
    extraChildPaise: rupeesToPaise(form.extra_child),
  }));
}
