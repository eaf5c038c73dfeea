import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { idempotencyFieldName } from "../idempotency";
import type { FormAnswer, FormMessages } from "./form-answer";
import { fetcherAnswer } from "./form-client-action";

/**
 * Sends a hydrated guest form the way it goes without JavaScript: its fields, as the form holds
 * them (hidden inputs and the Turnstile token included), posted to the route action the form
 * names, through a fetcher: one server path for every guest form, with JavaScript or without.
 * The action's answer comes back as data and `onAnswer` hears it once.
 */
export function useFormPost(form: string, messages: FormMessages, onAnswer: (answer: FormAnswer) => void) {
  const fetcher = useFetcher<unknown>();
  const sentFields = useRef<Record<string, string>>({});
  const heard = useRef<unknown>(undefined);

  // Every render, so the answer reaches the latest onAnswer; each answer is a new object, heard once.
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || data === undefined || data === heard.current) return;
    heard.current = data;
    onAnswer(fetcherAnswer(data, form, messages, sentFields.current));
  });

  /**
   * Posts `element` with this attempt's key (product-rules.md: Idempotency); `fields` are what a
   * dropped connection's answer keeps. Resolves once the action has answered. Nothing on the page
   * is loaded again: a guest form changes no page's data.
   */
  return async function post(element: HTMLFormElement, idempotencyKey: string, fields: Record<string, string>) {
    const formData = new FormData(element);
    formData.set(idempotencyFieldName, idempotencyKey);
    sentFields.current = fields;
    await fetcher.submit(formData, {
      method: "post",
      action: element.getAttribute("action") ?? undefined,
      defaultShouldRevalidate: false,
    });
  };
}
