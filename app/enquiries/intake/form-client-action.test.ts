import { describe, expect, it } from "vitest";
import { answerFor, answerInPlace, formAnswerOf } from "./form-client-action";

const messages = { success: "Sent!", failure: "Failed to send.", networkError: "An error occurred." };
const fields = { name: "Asha" };

function post(key: string): Request {
  return new Request("http://localhost/Contact", { method: "POST", body: new URLSearchParams({ idempotency_key: key, ...fields }) });
}

/** What React Router throws for a non-2xx answer that is not its own (the Worker's refusal). */
function refusal(status: number, body: unknown) {
  return { status, statusText: "", internal: false, data: JSON.stringify(body) };
}

describe("a hydrated form's answer from its route action", () => {
  it("hands the action's answer to the form that posted with that key, and returns it for the fetcher", async () => {
    const served = { form: "contact", outcome: "success", message: "Sent!", fieldErrors: {}, values: {}, answerId: "a1" };
    const { answer } = answerFor("key-1");
    const returned = await answerInPlace({ request: post("key-1"), serverAction: async () => served });
    expect(returned).toBe(served);
    expect(formAnswerOf(await answer, "contact", messages, fields)).toBe(served);
  });

  it("a refusal before the action ran is told with the original site's failure and the Worker's reason", async () => {
    const { answer } = answerFor("key-2");
    await answerInPlace({
      request: post("key-2"),
      serverAction: () => Promise.reject(refusal(413, { error: { code: "payload_too_large", message: "Your form is larger than 16 KiB." } })),
    });
    expect(formAnswerOf(await answer, "contact", messages, fields)).toMatchObject({
      outcome: "failed",
      message: "Failed to send.",
      detail: "Your form is larger than 16 KiB.",
      values: fields,
    });
  });

  it("a dropped connection is the network message, keeping what was typed", async () => {
    const { answer } = answerFor("key-3");
    await answerInPlace({ request: post("key-3"), serverAction: () => Promise.reject(new TypeError("Failed to fetch")) });
    expect(formAnswerOf(await answer, "contact", messages, fields)).toMatchObject({
      outcome: "network-error",
      message: "An error occurred.",
      values: fields,
    });
  });

  it("a form whose post got no answer at all is not left waiting", async () => {
    const { answer, unanswered } = answerFor("key-4");
    unanswered();
    expect(formAnswerOf(await answer, "contact", messages, fields).outcome).toBe("network-error");
  });
});
