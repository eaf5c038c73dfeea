import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { SubmissionKind, SubmissionMeta } from "~/server/app-services";
import { turnstileFieldName } from "~/components/turnstile-widget";
import { requestInfoContext, servicesContext } from "~/context";
import { issuesToFieldErrors } from "~/domain/field-errors";
import { todayInHotel } from "~/domain/hotel-date";
import type { IsoDate } from "~/content/hotel";
import { type Lang, langOfPath } from "~/i18n/lang";
import { idempotencyFieldName } from "~/domain/idempotency-key";
import { type FormAnswer, type FormMessages, answerFromStatus, invalidAnswer } from "./form-answer";
import { formFields } from "./form-values";

/** What every form action receives (a route's `Route.ActionArgs` fits). */
export interface FormActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export interface FormSubmission<Schema extends z.ZodType> extends FormActionArgs {
  /** Which form this is, echoed in the answer. */
  form: string;
  kind: SubmissionKind;
  /** The form's shared schema in "form" mode, for today's date, worded in the page's language. */
  schema: (today: IsoDate, lang: Lang) => Schema;
  /** What the guest is told, in the page's language. */
  messages: FormMessages | ((lang: Lang) => FormMessages);
  /** Shapes the checked fields into the API's JSON body; by default the checked values as they are. */
  toBody?: (checked: z.output<Schema>, fields: Record<string, string>) => unknown;
  /** Forms that stay filled after success (the event form, as on the original site). */
  keepValuesOnSuccess?: boolean;
  /** Already-read form data, when the caller had to read it to pick an intent. */
  formData?: FormData;
}

/** Meta for the intake; the form's Turnstile token travels with it, outside the strict body. */
export function submissionMeta(formData: FormData, context: Readonly<RouterContextProvider>): SubmissionMeta {
  const info = context.get(requestInfoContext);
  const key = formData.get(idempotencyFieldName);
  const token = formData.get(turnstileFieldName);
  return {
    idempotencyKey: typeof key === "string" && key !== "" ? key : null,
    clientIp: info.clientIp,
    now: info.now,
    turnstileToken: typeof token === "string" && token !== "" ? token : null,
  };
}

/**
 * A route action for a plain form post (works before hydration): the same schema as the browser,
 * then the one intake pipeline (Turnstile, rate limit, idempotency, outbox, delivery,
 * product-rules.md: Nothing submitted is lost, Idempotency, Bot protection, Abuse limits).
 */
export async function submitForm<Schema extends z.ZodType>(submission: FormSubmission<Schema>): Promise<FormAnswer> {
  const { form, kind, context } = submission;
  // The page's language is its path's (product-rules.md: Hindi): /hi/Contact answers in Hindi.
  const lang = langOfPath(new URL(submission.request.url).pathname);
  const messages = typeof submission.messages === "function" ? submission.messages(lang) : submission.messages;
  const formData = submission.formData ?? (await submission.request.formData());
  const fields = formFields(formData);
  const meta = { ...submissionMeta(formData, context), lang };
  const checked = submission.schema(todayInHotel(meta.now), lang).safeParse(fields);
  if (!checked.success) return invalidAnswer(form, issuesToFieldErrors(checked.error), messages, fields);

  const body = submission.toBody ? submission.toBody(checked.data, fields) : checked.data;
  try {
    const result = await context.get(servicesContext).intake.submit(kind, body, meta);
    const answer = answerFromStatus(form, result.status, result.body, messages, fields);
    return answer.outcome === "success" && !submission.keepValuesOnSuccess ? { ...answer, values: {} } : answer;
  } catch {
    return answerFromStatus(form, 503, null, messages, fields);
  }
}

/** The route action of a form that needs nothing more than its settings: `submitForm` with them. */
export function formAction<Schema extends z.ZodType>(settings: Omit<FormSubmission<Schema>, keyof FormActionArgs | "formData">) {
  return ({ request, context }: FormActionArgs) => submitForm({ request, context, ...settings });
}
