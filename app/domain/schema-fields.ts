/**
 * zod building blocks shared by every form and API schema, so "required", length, e-mail, phone,
 * date and count rules behave the same everywhere and only the wording differs per form.
 *
 * Two kinds of input meet these fields: JSON bodies of the API, where counts must be JSON numbers
 * (a numeric string is a wrong type: 400), and form fields (FormData, selects), where every value is
 * a string, so the `form` variants accept "2" as 2. Missing, null and blank all mean "not given" and
 * get the form's "required" wording.
 */
import { z } from "zod";
import type { IsoDate } from "../content/hotel";
import { hasHiddenCharacters, withoutHiddenCharacters } from "./hidden-characters";
import { isValidIsoDate } from "./hotel-date";
import { normalisePhone } from "./phone-numbers";
import { isCheckOutAfterCheckIn, isStayTooLong, stayTooLongMessage } from "./bookable-days";

/**
 * The wording every field shares, whatever the form: English here, Hindi in
 * `field-messages.hi.ts` (product-rules.md: Hindi). A schema built for a Hindi page passes the Hindi
 * set as each builder's last argument; English is the default. `{label}` and `{max}` are filled in.
 */
export interface FieldMessages {
  wrongTextType: string;
  wholeNumber: string;
  phone: string;
  tooLong: string;
  hiddenCharacters: string;
  invalidDate: string;
  notAnObject: string;
}

export const fieldMessagesEn: FieldMessages = {
  wrongTextType: "Must be text",
  wholeNumber: "Enter a whole number",
  phone: "Enter a 10-digit Indian mobile number, or your number with its country code (for example +44 20 7946 0958)",
  tooLong: "{label} must be {max} characters or fewer",
  hiddenCharacters: "{label} cannot contain hidden or text-direction characters. Please type it again.",
  invalidDate: "Enter a valid date",
  notAnObject: "Expected a JSON object",
};

/**
 * Everything a guest form's schema says, in one language: its own messages, its fields' names as
 * the shared messages quote them, and the wording every field shares.
 */
export interface FormWording<Messages, Labels> {
  messages: Messages;
  labels: Labels;
  fields: FieldMessages;
}

export const wrongTextTypeMessage = fieldMessagesEn.wrongTextType;
export const wholeNumberMessage = fieldMessagesEn.wholeNumber;
export const phoneMessage = fieldMessagesEn.phone;

const withLabel = (template: string, label: string, max?: number) =>
  template.replace("{label}", label).replace("{max}", String(max));

export const maxNameLength = 100;
export const maxEmailLength = 254;

const isMissing = (input: unknown) => input === undefined || input === null;

/** Exactly a form's own fields, each a string: "" for any not posted, anything else dropped. */
export function namedFields(fields: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, fields[name] ?? ""]));
}

export function tooLongMessage(label: string, maxLength: number, f: FieldMessages = fieldMessagesEn): string {
  return withLabel(f.tooLong, label, maxLength);
}

function stringInput(required: string, f: FieldMessages) {
  return z.string({ error: (issue) => (isMissing(issue.input) ? required : f.wrongTextType) });
}

/** A required string, trimmed; blank counts as missing. */
export function requiredString(required: string, f: FieldMessages = fieldMessagesEn) {
  return stringInput(required, f).trim().min(1, { error: required, abort: true });
}

/**
 * A one-line text such as a name: control characters and runs of spaces become one space. Hidden
 * format characters (bidi overrides, zero-width spaces) are refused, not removed: a name is shown
 * to staff as the guest's identity, so the guest retypes it. ZWNJ and ZWJ stay allowed.
 */
export function requiredLine(required: string, label: string, maxLength = maxNameLength, f: FieldMessages = fieldMessagesEn) {
  // Checked before trimming: JavaScript's trim() also drops a leading or trailing U+FEFF, and a
  // name must be refused the same wherever the hidden character sits.
  return stringInput(required, f)
    .refine((value) => !hasHiddenCharacters(value), { error: withLabel(f.hiddenCharacters, label), abort: true })
    .trim()
    .min(1, { error: required, abort: true })
    .overwrite((value) => value.replace(/[\s\p{Cc}]+/gu, " "))
    .max(maxLength, tooLongMessage(label, maxLength, f));
}

/**
 * An optional one-line text (a name's Hindi beside its English): checked and tidied as
 * `requiredLine` is, and absent, null or blank become "".
 */
export function optionalLine(label: string, maxLength = maxNameLength, f: FieldMessages = fieldMessagesEn) {
  return z
    .string({ error: f.wrongTextType })
    .refine((value) => !hasHiddenCharacters(value), { error: withLabel(f.hiddenCharacters, label), abort: true })
    .trim()
    .overwrite((value) => value.replace(/[\s\p{Cc}]+/gu, " "))
    .max(maxLength, tooLongMessage(label, maxLength, f))
    .nullish()
    .transform((value) => value ?? "");
}

/**
 * Optional free text (special requests, requirements): absent, null or blank become "". Hidden
 * format characters are removed before anything else, so they can neither spoof what staff read
 * nor make blank text look filled in.
 */
export function optionalText(label: string, maxLength: number, f: FieldMessages = fieldMessagesEn) {
  return z
    .string({ error: f.wrongTextType })
    .overwrite(withoutHiddenCharacters)
    .trim()
    .max(maxLength, tooLongMessage(label, maxLength, f))
    .nullish()
    .transform((value) => value ?? "");
}

/** Required free text with line breaks kept (a contact message); hidden format characters removed. */
export function requiredText(required: string, label: string, maxLength: number, f: FieldMessages = fieldMessagesEn) {
  return stringInput(required, f)
    .overwrite(withoutHiddenCharacters)
    .trim()
    .min(1, { error: required, abort: true })
    .max(maxLength, tooLongMessage(label, maxLength, f));
}

/** `emailLabel` names the field in the too-long message, in the form's language. */
export function emailField(
  messages: { required: string; invalid: string; emailLabel?: string },
  f: FieldMessages = fieldMessagesEn,
) {
  return requiredString(messages.required, f)
    .max(maxEmailLength, { error: tooLongMessage(messages.emailLabel ?? "Email", maxEmailLength, f), abort: true })
    .check(z.email(messages.invalid));
}

/** A form's wording for the e-mail and phone the hotel answers on. */
export interface ReplyMessages {
  emailRequired: string;
  emailInvalid: string;
  phoneRequired: string;
  /** "Email" in the form's language, for the too-long message; English when absent. */
  emailLabel?: string;
}

/** The e-mail and phone the hotel answers a request on, as every guest form asks for them. */
export function emailAndPhoneFields(m: ReplyMessages, f: FieldMessages = fieldMessagesEn) {
  return {
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid, emailLabel: m.emailLabel }, f),
    phone: phoneField(m.phoneRequired, f),
  };
}

/**
 * Every phone the site asks for: an Indian mobile or a number with its country code (the rule is
 * in phone-numbers.ts), normalised to E.164 for storage and forwarding.
 */
export function phoneField(required: string, f: FieldMessages = fieldMessagesEn) {
  return requiredString(required, f).transform((value, ctx) => {
    const phone = normalisePhone(value);
    if (phone) return phone;
    ctx.addIssue({ code: "custom", message: f.phone, input: value });
    return z.NEVER;
  });
}

/**
 * A calendar date `YYYY-MM-DD`. `rule` adds the field's own day rule (opening date, not in the
 * past) and returns a message or null; it only runs on real dates. Refinements, not a transform,
 * so a date that breaks its rule keeps its value and the check-out comparison still runs.
 */
export function dateField(required: string, rule?: (date: IsoDate) => string | null, f: FieldMessages = fieldMessagesEn) {
  return requiredString(required, f)
    .superRefine((value, ctx) => {
      const problem = isValidIsoDate(value) ? rule?.(value) : f.invalidDate;
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
    })
    .pipe(z.custom<IsoDate>(isValidIsoDate, f.invalidDate));
}

export interface CountRange {
  min: number;
  max: number;
  required: string;
  tooFew: string;
  tooMany: string;
}

/** A JSON integer within a range; "2" is a wrong type here. */
export function jsonCount(range: CountRange, f: FieldMessages = fieldMessagesEn) {
  return z
    .number({ error: (issue) => (isMissing(issue.input) ? range.required : f.wholeNumber) })
    .int({ error: f.wholeNumber, abort: true })
    .min(range.min, range.tooFew)
    .max(range.max, range.tooMany);
}

// Form values arrive as strings: "" means not chosen, "3" means 3, anything else stays a string
// and fails as a wrong type.
function fromFormNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
}

/** A count from a form: a number, or a string holding one. */
export function formCount(range: CountRange, f: FieldMessages = fieldMessagesEn) {
  return z.preprocess(fromFormNumber, jsonCount(range, f));
}

/** Whole rupees from a form, as staff type them: "₹1,200" and "1 200" both read as 1200. */
export function formRupees(range: CountRange, f: FieldMessages = fieldMessagesEn) {
  return z.preprocess((value) => (typeof value === "string" ? value.replace(/[₹,\s]/g, "") : value), formCount(range, f));
}

/**
 * Where a body comes from. "json": an API body, strict (unknown fields refused) and counts must be
 * JSON numbers. "form": a form post, unknown fields (Turnstile token, idempotency key) are dropped
 * and counts may be numeric strings.
 */
export type InputSource = "json" | "form";

export const notAnObjectMessage = fieldMessagesEn.notAnObject;

export function objectFor<Shape extends z.ZodRawShape>(shape: Shape, source: InputSource, f: FieldMessages = fieldMessagesEn) {
  const base = z.object(shape, { error: f.notAnObject });
  return source === "json" ? base.strict() : base;
}

export function countField(range: CountRange, source: InputSource, f: FieldMessages = fieldMessagesEn) {
  return source === "json" ? jsonCount(range, f) : formCount(range, f);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Object-level rule: check-out after check-in, and the stay at most the hotel's longest online
 * stay, both reported on the check-out field. It runs even when other fields failed (so a form
 * shows every problem at once) but only when both dates are real. The length is only judged from
 * a check-in that is itself acceptable: a past or far check-in already says what to fix. Every stay
 * schema uses it, so the length limit holds on every booking path.
 */
export function checkOutAfterCheckIn(
  keys: { checkIn: string; checkOut: string },
  message: string,
  /** The too-long stay's message in the form's language (English by default). */
  tooLongMessage: () => string = stayTooLongMessage,
) {
  const bothDates = (value: unknown) =>
    isRecord(value) && isValidIsoDate(value[keys.checkIn]) && isValidIsoDate(value[keys.checkOut]);
  return z.superRefine<unknown>(
    (value, ctx) => {
      if (!isRecord(value)) return;
      const [checkIn, checkOut] = [value[keys.checkIn], value[keys.checkOut]];
      const checkInFailed = ctx.issues.some((issue) => issue.path?.[0] === keys.checkIn);
      const problem = !isCheckOutAfterCheckIn(checkIn, checkOut)
        ? message
        : !checkInFailed && isStayTooLong(checkIn, checkOut)
          ? tooLongMessage()
          : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem, path: [keys.checkOut], input: checkOut });
    },
    { when: (payload) => bothDates(payload.value) },
  );
}
