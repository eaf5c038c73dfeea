import { isRouteErrorResponse } from "react-router";
import { idempotencyFieldName } from "~/domain/idempotency-key";
import { type FormAnswer, type FormMessages, answerFromStatus, isFormAnswer, networkErrorAnswer } from "./form-answer";

/**
 * What a hydrated form hears when its route action gave no form answer: the Worker refused the
 * post before the action ran (another site, too large, not a form), or nothing came back at all (a
 * dropped connection).
 */
export type UnansweredPost = { refused: { status: number; body: unknown } } | { unanswered: true };

/**
 * Forms waiting for their action's answer, by the attempt's idempotency key. The answer is handed
 * over here rather than read from the fetcher's state: React Router applies fetcher state in a
 * transition, and a transition waits until every near-view part of the page has loaded
 * (deferred.tsx), so the guest could otherwise wait on the footer's code to hear "sent".
 */
const waiting = new Map<string, (answer: unknown) => void>();

function handOver(key: unknown, answer: unknown) {
  if (typeof key !== "string") return;
  waiting.get(key)?.(answer);
  waiting.delete(key);
}

/** Resolves with what the route's clientAction got for the post carrying `key`. */
export function answerFor(key: string): { answer: Promise<unknown>; unanswered: () => void } {
  const answer = new Promise<unknown>((resolve) => waiting.set(key, resolve));
  return { answer, unanswered: () => handOver(key, { unanswered: true } satisfies UnansweredPost) };
}

function parsedBody(text: unknown): unknown {
  if (typeof text !== "string") return text;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function serverAnswer(serverAction: () => Promise<unknown>): Promise<unknown> {
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error)) return { refused: { status: error.status, body: parsedBody(error.data) } };
    return { unanswered: true };
  }
}

/**
 * The clientAction of every route with a guest form: runs the route's server action and hands its
 * answer to the form that posted. A refusal or a dropped connection becomes an answer too, so the
 * form says what happened in place instead of the page turning into the route's error boundary.
 */
export async function answerInPlace({ request, serverAction }: { request: Request; serverAction: () => Promise<unknown> }) {
  const key = (await request.clone().formData()).get(idempotencyFieldName);
  const answer = await serverAnswer(serverAction);
  handOver(key, answer);
  return answer;
}

function isRefused(value: unknown): value is { refused: { status: number; body: unknown } } {
  return typeof value === "object" && value !== null && "refused" in value;
}

/** An answer as what the form shows, with the form's own messages. */
export function formAnswerOf(
  answer: unknown,
  form: string,
  messages: FormMessages,
  fields: Record<string, string>,
): FormAnswer {
  if (isFormAnswer(answer)) return answer;
  if (isRefused(answer)) return answerFromStatus(form, answer.refused.status, answer.refused.body, messages, fields);
  return networkErrorAnswer(form, messages, fields);
}
