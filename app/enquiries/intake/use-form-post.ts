import { useFetcher } from "react-router";
import { idempotencyFieldName } from "~/domain/idempotency-key";
import type { FormAnswer, FormMessages } from "./form-answer";
import { answerFor, formAnswerOf } from "./form-client-action";

/**
 * Sends a hydrated guest form the way it goes without JavaScript: its fields as the form holds them
 * (hidden inputs and the Turnstile token included), posted through a fetcher to the route action
 * the form names. One server path for every guest form, with JavaScript or without.
 */
export function useFormPost(form: string, messages: FormMessages) {
  const fetcher = useFetcher();

  /**
   * Posts `element` with this attempt's key (product-rules.md: Idempotency) and resolves with the
   * action's answer; `fields` are what an answer without the server's keeps. Nothing on the page is
   * loaded again: a guest form changes no page's data.
   */
  return async function post(element: HTMLFormElement, idempotencyKey: string, fields: Record<string, string>): Promise<FormAnswer> {
    const formData = new FormData(element);
    formData.set(idempotencyFieldName, idempotencyKey);
    const { answer, unanswered } = answerFor(idempotencyKey);
    await fetcher.submit(formData, {
      method: "post",
      action: element.getAttribute("action") ?? undefined,
      defaultShouldRevalidate: false,
    });
    // The route's clientAction has answered by now; should it not have, the form is not left waiting.
    unanswered();
    return formAnswerOf(await answer, form, messages, fields);
  };
}
