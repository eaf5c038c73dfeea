/**
 * What a guest is told after sending a form, the same shape whether the route action answered a
 * plain post (before hydration) or the form's fetcher (once hydrated), so one component shows both.
 */
import { hotel } from "~/content/hotel";
import { type CountWords, countWords, fill } from "~/i18n/words";
import { newIdempotencyKey } from "~/domain/idempotency-key";

// Local rather than from schema-fields: that module brings zod, which pages load only on demand.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export type FormOutcome = "success" | "invalid" | "failed" | "network-error";

export interface FormAnswer {
  /** Which form answered (a page may hold more than one). */
  form: string;
  outcome: FormOutcome;
  message: string;
  /** The server's reason when it adds something useful ("too many requests…"). */
  detail?: string;
  /** What to do about marked fields ("Please check the highlighted field."), in the form's language. */
  note?: string;
  fieldErrors: Record<string, string>;
  /** The submitted fields, so a page rendered by the server keeps what the guest typed. */
  values: Record<string, string>;
  /** Unique per answer: fields show a fresh answer's messages again. */
  answerId: string;
  /**
   * The id the intake gave what it stored; a retry with the same key gets the same id back
   * (product-rules.md: Idempotency). Not shown to the guest.
   */
  reference?: string;
}

export interface FormMessages {
  success: string;
  failure: string;
  networkError: string;
  /** The note under marked fields (`{n}`: how many); English when a form gives none. */
  checkFields?: CountWords;
  /**
   * The guest's reason for a refusal, by the server's error code, in the form's language; absent
   * or null, the server's own words are shown.
   */
  reasons?: Readonly<Record<string, string>> | null;
}

const checkFieldsEn: CountWords = {
  one: "Please check the highlighted field.",
  other: "Please check the {n} highlighted fields.",
};

/** The note an answer with marked fields carries, in the form's language. */
export function checkFieldsNote(messages: Pick<FormMessages, "checkFields">, fieldCount: number): string | undefined {
  return fieldCount > 0 ? countWords(messages.checkFields ?? checkFieldsEn, fieldCount) : undefined;
}

interface ErrorEnvelope {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
}

function referenceOf(body: unknown): string | undefined {
  if (!isRecord(body) || !isRecord(body.data)) return undefined;
  return typeof body.data.id === "string" ? body.data.id : undefined;
}

function errorOf(body: unknown): ErrorEnvelope {
  if (!isRecord(body) || !isRecord(body.error)) return {};
  const { code, message, fields } = body.error;
  return {
    code: typeof code === "string" ? code : undefined,
    message: typeof message === "string" ? message : undefined,
    fields: isRecord(fields)
      ? Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
      : undefined,
  };
}

/** The server's reason in the form's language when the form has its words for it. */
function reasonFor(messages: FormMessages, error: ErrorEnvelope): string | undefined {
  if (!messages.reasons) return error.message;
  const reason = error.code ? messages.reasons[error.code] : undefined;
  return reason === undefined ? undefined : fill(reason, { phone: hotel.phones.primary.display, email: hotel.emails.reservations });
}

// Reasons worth passing on to the guest: they say what to do next.
const explainedStatuses = new Set([403, 413, 429, 503]);

/**
 * Maps the intake's status and envelope, or the Worker's refusal of the post (product-rules.md: Bad
 * input), to what the form shows, with the original site's messages.
 */
export function answerFromStatus(
  form: string,
  status: number,
  body: unknown,
  messages: FormMessages,
  values: Record<string, string> = {},
): FormAnswer {
  const base = { form, answerId: newIdempotencyKey(), values };
  if (status === 200 || status === 201) {
    return { ...base, outcome: "success", message: messages.success, fieldErrors: {}, reference: referenceOf(body) };
  }
  const error = errorOf(body);
  if (error.fields && Object.keys(error.fields).length > 0) {
    return invalidAnswer(form, error.fields, messages, values, base.answerId);
  }
  return {
    ...base,
    outcome: "failed",
    message: messages.failure,
    detail: explainedStatuses.has(status) ? reasonFor(messages, error) : undefined,
    fieldErrors: {},
  };
}

export function invalidAnswer(
  form: string,
  fieldErrors: Record<string, string>,
  messages: FormMessages,
  values: Record<string, string>,
  answerId = newIdempotencyKey(),
): FormAnswer {
  const note = checkFieldsNote(messages, Object.keys(fieldErrors).length);
  return { form, answerId, outcome: "invalid", message: messages.failure, fieldErrors, values, ...(note ? { note } : {}) };
}

export function networkErrorAnswer(form: string, messages: FormMessages, values: Record<string, string>): FormAnswer {
  return {
    form,
    answerId: newIdempotencyKey(),
    outcome: "network-error",
    message: messages.networkError,
    fieldErrors: {},
    values,
  };
}

export function isFormAnswer(value: unknown): value is FormAnswer {
  return isRecord(value) && typeof value.form === "string" && typeof value.outcome === "string" && typeof value.answerId === "string";
}
