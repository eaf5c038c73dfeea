/**
 * The desk's room facts form (product-rules.md: Room facts): a type's floor area in whole square
 * metres, its beds and its view in a guest's words, each with staff's Hindi beside the English.
 * Every field may be left empty: the site then leaves that fact out.
 */
import { z } from "zod";
import { type FormResult, formResult } from "./form-result";

export const roomFactLimits = { minSize: 5, maxSize: 500, beds: 60, view: 80 };

export interface RoomFactsInput {
  sizeM2: number | null;
  beds: string;
  bedsHi: string;
  view: string;
  viewHi: string;
}

const size = z
  .string()
  .trim()
  .refine((value) => value === "" || /^\d{1,3}$/.test(value), "Write the size in whole square metres, for example 24")
  .transform((value) => (value === "" ? null : Number(value)))
  .refine(
    (value) => value === null || (value >= roomFactLimits.minSize && value <= roomFactLimits.maxSize),
    `A room is between ${roomFactLimits.minSize} and ${roomFactLimits.maxSize} m²`,
  );

const schema = z.object({
  size_m2: size,
  beds: z.string().trim().max(roomFactLimits.beds, `Beds can be at most ${roomFactLimits.beds} characters`),
  beds_hi: z.string().trim().max(roomFactLimits.beds, `Beds in Hindi can be at most ${roomFactLimits.beds} characters`),
  view: z.string().trim().max(roomFactLimits.view, `The view can be at most ${roomFactLimits.view} characters`),
  view_hi: z.string().trim().max(roomFactLimits.view, `The view in Hindi can be at most ${roomFactLimits.view} characters`),
});

export const roomFactFields = ["size_m2", "beds", "beds_hi", "view", "view_hi"] as const;

export function parseRoomFacts(fields: Record<string, string>): FormResult<RoomFactsInput> {
  const own = Object.fromEntries(roomFactFields.map((name) => [name, fields[name] ?? ""]));
  return formResult(schema, own, (form) => ({ sizeM2: form.size_m2, beds: form.beds, bedsHi: form.beds_hi, view: form.view, viewHi: form.view_hi }));
}
