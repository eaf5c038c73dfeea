import type { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { IntakeResult } from "~/server/app-services";
import { action } from "~/enquiries/newsletter/newsletter";
import { frameWordsEn } from "../../frame/footer/frame-words";
import { frameWordsHi } from "../../frame/footer/frame-words.hi";
import type { FormAnswer } from "../intake/form-answer";
import { contextAnswering } from "../intake/intake-test-support";

/** The footer's post from `page`: through the fetcher (`.data`) unless `plain`. */
function post(fields: Record<string, string>, page: string, plain = false): Request {
  return new Request(`http://localhost/newsletter${plain ? "" : ".data"}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Referer: `http://localhost${page}` },
  });
}

/** The route action as React Router calls it: only the request and the context matter to it. */
const run = (request: Request, context: RouterContextProvider) =>
  action({ request, context, params: {} } as unknown as Parameters<typeof action>[0]);

const subscribed: IntakeResult = { status: 200, body: { data: { subscribed: true } } };

async function answerOf(request: Request, result = subscribed) {
  const { context, calls } = contextAnswering(result);
  const answer = (await run(request, context)) as FormAnswer;
  return { answer, calls };
}

describe("the footer's sign-up action (product-rules.md: Forms that reach the hotel, Hindi)", () => {
  it.each([
    {
      title: "an English page in English, as before",
      request: post({ email: "asha@" }, "/about"),
      error: "Invalid email format",
      failure: frameWordsEn.newsletter.answers.failure,
      note: "Please check the highlighted field.",
    },
    {
      title: "a Hindi page's sign-up in Hindi: what to fix, the outcome and the note",
      request: post({ email: "asha@", lang: "hi" }, "/hi"),
      error: "यह ईमेल पता सही नहीं है",
      failure: frameWordsHi.newsletter.answers.failure,
      note: "कृपया निशान लगी जानकारी एक बार जाँच लें।",
    },
  ])("answers $title", async ({ request, error, failure, note }) => {
    const { answer, calls } = await answerOf(request);
    expect(answer.outcome).toBe("invalid");
    expect(answer.fieldErrors).toEqual({ email: error });
    expect(answer.message).toBe(failure);
    expect(answer.note).toBe(note);
    expect(calls).toHaveLength(0);
  });

  it("hands a Hindi page's good address on as Hindi, so the confirmation can be written in Hindi", async () => {
    const { answer, calls } = await answerOf(post({ email: " Asha@Example.com ", lang: "hi" }, "/hi/Room"));
    expect(answer.outcome).toBe("success");
    expect(answer.message).toBe(frameWordsHi.newsletter.answers.success);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ email: "asha@example.com" });
    expect(calls[0].meta.lang).toBe("hi");
    const english = await answerOf(post({ email: "asha@example.com" }, "/Room"));
    expect(english.calls[0].meta.lang).toBe("en");
    expect(english.answer.message).toBe(frameWordsEn.newsletter.answers.success);
  });

  it("without JavaScript goes back to the Hindi page it came from, with the outcome", async () => {
    const { context } = contextAnswering(subscribed);
    const response = await run(post({ email: "asha@example.com", lang: "hi" }, "/hi/Room", true), context);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("Location")).toBe("/hi/Room?newsletter=success#newsletter");
  });
});
