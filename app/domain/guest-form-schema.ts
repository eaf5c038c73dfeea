/**
 * The frame every flat guest form's schema is built in (contact, event, table, home booking
 * request), so each form names only its own fields: the wording comes in one language and is
 * handed to the field builders, and the object is strict for JSON bodies, tolerant for form posts.
 */
import type { z } from "zod";
import type { IsoDate } from "../content/hotel";
import { type DayRule, bookableDayProblem } from "./bookable-days";
import { type FieldMessages, type FormWording, type InputSource, dateField, objectFor } from "./schema-fields";

/** What a guest form's schema is built for: where the body comes from, and the page's wording. */
export interface GuestFormOptions<Wording> {
  source?: InputSource;
  wording?: Wording;
}

/** The form's object schema, its fields built from the wording's messages, labels and field messages. */
export function guestFormSchema<Messages, Labels, Shape extends z.ZodRawShape>(
  source: InputSource,
  { messages, labels, fields: f }: FormWording<Messages, Labels>,
  fields: (m: Messages, labels: Labels, f: FieldMessages) => Shape,
) {
  return objectFor(fields(messages, labels, f), source, f);
}

/**
 * A required day that must be bookable under `rule` (an event's or a table's date). The rule is
 * read when a day is checked, so a message quoting staff's settings (a getter) is the current one.
 */
export function bookableDateField(required: string, today: IsoDate, f: FieldMessages, rule: () => DayRule) {
  return dateField(required, (date) => bookableDayProblem(date, today, rule()), f);
}
