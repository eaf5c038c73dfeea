/**
 * The desk's rooms by number (product-rules.md: The hotel's one book, Rooms by number): a room's
 * number, and the dates a room is out of order. Pure rules, shared by the page and the Worker.
 */
import { z } from "zod";
import type { IsoDate } from "../content/hotel";
import { type FormResult, ownFieldsResult } from "./form-result";
import { addDays, compareDates, isValidIsoDate, nightsBetween } from "./hotel-date";
import { dateField, requiredString, requiredText } from "./schema-fields";

export const MAX_ROOM_NUMBER_LENGTH = 12;
/** A year of nights: longer work is better done by retiring the room. */
export const MAX_OUT_OF_ORDER_NIGHTS = 365;
/** As room_unit_blocks.reason allows. */
export const MAX_OUT_OF_ORDER_REASON_LENGTH = 500;

export const roomNumberMessages = {
  required: "Enter the room number, for example 101",
  tooLong: `A room number is at most ${MAX_ROOM_NUMBER_LENGTH} characters`,
  characters: "Use only letters, digits and hyphens, for example 101 or G-2",
  firstNight: "Choose the first night out of order",
  firstNightPast: "The first night out of order cannot be before tonight",
  until: "Choose the day it is back in service",
  untilNotAfter: "The day back in service must be after the first night",
  tooLong365: `A room can be out of order for at most ${MAX_OUT_OF_ORDER_NIGHTS} nights at a time`,
  reason: "Say why the room is out of order, for example a leaking tap",
} as const;

/**
 * A room number as staff type it: spaces around it dropped and letters in capitals, so "g-2" and
 * "G-2" are one room and the board reads the same everywhere.
 */
export const roomNumberField = () =>
  requiredString(roomNumberMessages.required)
    .max(MAX_ROOM_NUMBER_LENGTH, { error: roomNumberMessages.tooLong, abort: true })
    .regex(/^[A-Za-z0-9-]+$/, roomNumberMessages.characters)
    .transform((value) => value.toUpperCase());

const roomNumberSchema = z.object({ number: roomNumberField() });

/** A new or changed room number from the form's `number` field. */
export function parseRoomNumberForm(fields: Record<string, string>): FormResult<string> {
  return ownFieldsResult(roomNumberSchema, fields, (form) => form.number);
}

export interface OutOfOrderInput {
  /** The first night the room is not sold. */
  firstNight: IsoDate;
  /** The day it is back in service: its first night for sale again. */
  untilDate: IsoDate;
  reason: string;
}

/** Dates and reason of an out-of-order form, checked against the hotel's today. */
export function parseOutOfOrderForm(fields: Record<string, string>, today: IsoDate): FormResult<OutOfOrderInput> {
  const schema = z
    .object({
      first_night: dateField(roomNumberMessages.firstNight, (night) =>
        compareDates(night, today) < 0 ? roomNumberMessages.firstNightPast : null,
      ),
      until_date: dateField(roomNumberMessages.until),
      reason: requiredText(roomNumberMessages.reason, "The reason", MAX_OUT_OF_ORDER_REASON_LENGTH),
    })
    .superRefine((value, ctx) => {
      const { first_night: first, until_date: until } = value;
      // Refinements run even when a date itself was refused; only real dates are compared.
      if (!isValidIsoDate(first) || !isValidIsoDate(until)) return;
      if (compareDates(until, first) <= 0) {
        ctx.addIssue({ code: "custom", path: ["until_date"], message: roomNumberMessages.untilNotAfter });
      } else if (nightsBetween(first, until) > MAX_OUT_OF_ORDER_NIGHTS) {
        ctx.addIssue({ code: "custom", path: ["until_date"], message: roomNumberMessages.tooLong365 });
      }
    });
  return ownFieldsResult(schema, fields, (form) => ({ firstNight: form.first_night, untilDate: form.until_date, reason: form.reason }));
}

/** Every night of [first, until): the nights a block keeps a room off sale. */
export function nightsFrom(first: IsoDate, until: IsoDate): IsoDate[] {
  const nights: IsoDate[] = [];
  for (let night = first; compareDates(night, until) < 0; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/** A span of nights a type's room is taken: a booked room (with its booking's reference) or a block. */
export interface TakenSpan {
  firstNight: IsoDate;
  /** The day after its last night. */
  untilDate: IsoDate;
  /** The booking holding it; null for a room out of order. */
  reference: string | null;
}

export interface CrowdedNight {
  night: IsoDate;
  taken: number;
  references: string[];
}

/**
 * The nights from `from` on (and, when given, before `until`) when a type's taken rooms, plus
 * `extra` more, would be more than `inService`: what stops staff retiring a room (extra 0, one
 * room fewer) or putting one out of order (extra 1 on the block's nights). Each names the bookings
 * holding it, so staff know whom to move.
 */
export function crowdedNights(
  spans: readonly TakenSpan[],
  options: { from: IsoDate; until?: IsoDate; inService: number; extra?: number },
): CrowdedNight[] {
  const { from, until, inService, extra = 0 } = options;
  const nights = new Map<IsoDate, CrowdedNight>();
  for (const span of spans) {
    const first = compareDates(span.firstNight, from) < 0 ? from : span.firstNight;
    const last = until && compareDates(until, span.untilDate) < 0 ? until : span.untilDate;
    for (const night of nightsFrom(first, last)) {
      const entry = nights.get(night) ?? { night, taken: 0, references: [] };
      entry.taken += 1;
      if (span.reference && !entry.references.includes(span.reference)) entry.references.push(span.reference);
      nights.set(night, entry);
    }
  }
  if (until && extra > 0) {
    for (const night of nightsFrom(from, until)) if (!nights.has(night)) nights.set(night, { night, taken: 0, references: [] });
  }
  return [...nights.values()].filter((entry) => entry.taken + extra > inService).sort((a, b) => compareDates(a.night, b.night));
}
