import { isRouteErrorResponse } from "react-router";
import { type FormAnswer, type FormMessages, answerFromStatus, isFormAnswer, networkErrorAnswer } from "./form-answer";

/**
 * What a hydrated form's fetcher holds when its route action gave no form answer: the Worker
 * refused the post before the action ran (another site, too large, not a form), or nothing came
 * back at all (a dropped connection).
 */
export type UnansweredPost = { refused: { status: number; body: unknown } } | { unanswered: true };

function parsedBody(text: unknown): unknown {
  if (typeof text !== "string") return text;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The clientAction of every route with a guest form. Without it a refusal or a dropped
 * connection would replace the page with the route's error boundary; with it the form says what
 * happened in place and keeps what the guest typed.
 */
export async function answerInPlace<Answer>(serverAction: () => Promise<Answer>): Promise<Answer | UnansweredPost> {
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error)) return { refused: { status: error.status, body: parsedBody(error.data) } };
    return { unanswered: true };
  }
}

function isRefused(value: unknown): value is { refused: { status: number; body: unknown } } {
  return typeof value === "object" && value !== null && "refused" in value;
}

/** The fetcher's data as what the form shows, with the form's own messages. */
export function fetcherAnswer(
  data: unknown,
  form: string,
  messages: FormMessages,
  fields: Record<string, string>,
): FormAnswer {
  if (isFormAnswer(data)) return data;
  if (isRefused(data)) return answerFromStatus(form, data.refused.status, data.refused.body, messages, fields);
  return networkErrorAnswer(form, messages, fields);
}
