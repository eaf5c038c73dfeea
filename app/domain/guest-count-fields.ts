/**
 * The guest rule (product-rules.md: One guest rule) as schema fields. Only the "required" wording
 * differs per form; the ranges and their messages come from hotel.limits.
 */
import { z } from "zod";
import { hotel } from "../content/hotel";
import { type CountRange, type FieldMessages, type InputSource, countField, fieldMessagesEn, isRecord } from "./schema-fields";

const limits = hotel.limits;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The guest rule's messages, English here and Hindi in `booking-messages.hi.ts` (product-rules.md: Hindi). */
export interface GuestMessages {
  tooFewAdults: string;
  tooManyAdults: string;
  tooFewChildren: string;
  tooManyChildren: string;
  tooManyGuests: string;
  tooManyRooms: string;
}

export const guestMessages: GuestMessages = {
  tooFewAdults: `At least ${plural(limits.minAdults, "adult", "adults")} per room`,
  tooManyAdults: `Maximum ${plural(limits.maxAdults, "adult", "adults")} per room`,
  tooFewChildren:
    limits.minChildren === 0
      ? "Number of children cannot be negative"
      : `At least ${plural(limits.minChildren, "child", "children")} per room`,
  tooManyChildren: `Maximum ${plural(limits.maxChildren, "child", "children")} per room`,
  tooManyGuests: `Maximum ${plural(limits.maxGuestsPerRoom, "guest", "guests")} per room`,
  tooManyRooms: `Maximum ${plural(limits.maxRooms, "room", "rooms")} per booking`,
};

/** What a form says when a room's adults or children are missing (the original site worded each form its own way). */
export interface PartyRequiredMessages {
  adultsRequired: string;
  childrenRequired: string;
}

/** One room's adults and children under the guest rule, as a form posts them (`source`). */
export function roomPartyFields(
  m: PartyRequiredMessages,
  source: InputSource,
  g: GuestMessages = guestMessages,
  f: FieldMessages = fieldMessagesEn,
) {
  const count = (range: CountRange) => countField(range, source, f);
  return {
    adults: count({
      min: limits.minAdults,
      max: limits.maxAdults,
      required: m.adultsRequired,
      tooFew: g.tooFewAdults,
      tooMany: g.tooManyAdults,
    }),
    children: count({
      min: limits.minChildren,
      max: limits.maxChildren,
      required: m.childrenRequired,
      tooFew: g.tooFewChildren,
      tooMany: g.tooManyChildren,
    }),
  };
}

/**
 * Of a room's children, how many are aged 6–11 (product-rules.md: Occupancy): optional, so older
 * clients that never asked keep working and count none. More than the room's children counts as all.
 */
export function olderChildrenField(g: GuestMessages = guestMessages) {
  return z
    .number({ error: g.tooFewChildren })
    .int(g.tooFewChildren)
    .min(0, g.tooFewChildren)
    .max(limits.maxChildren, g.tooManyChildren)
    .optional();
}

export function roomsField(required: string, source: InputSource, g: GuestMessages = guestMessages, f: FieldMessages = fieldMessagesEn) {
  return countField({ min: 1, max: limits.maxRooms, required, tooFew: required, tooMany: g.tooManyRooms }, source, f);
}

function inRange(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Object-level rule: adults + children within the per-room cap, reported on `children`. Runs only
 * when both counts are individually valid, so one mistake never yields two messages.
 */
export function roomGuestTotalCheck(g: GuestMessages = guestMessages) {
  return z.superRefine<unknown>(
    (value, ctx) => {
      if (!isRecord(value)) return;
      const { adults, children } = value;
      if (typeof adults === "number" && typeof children === "number" && adults + children > limits.maxGuestsPerRoom) {
        ctx.addIssue({ code: "custom", message: g.tooManyGuests, path: ["children"], input: children });
      }
    },
    {
      when: ({ value }) =>
        isRecord(value) &&
        inRange(value.adults, limits.minAdults, limits.maxAdults) &&
        inRange(value.children, limits.minChildren, limits.maxChildren),
    },
  );
}
