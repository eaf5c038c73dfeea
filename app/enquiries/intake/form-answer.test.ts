import { describe, expect, it } from "vitest";
import { answerFromStatus, invalidAnswer, isFormAnswer, networkErrorAnswer } from "./form-answer";
import { intakeWordsEn } from "./intake-words";
import { intakeWordsHi } from "./intake-words.hi";

const messages = { success: "Message sent successfully!", failure: "Failed to send message.", networkError: "An error occurred. Please try again later." };

describe("answerFromStatus (our API's envelope to the original site's messages; product-rules.md: Bad input)", () => {
  it("201 and 200 are success with the form's message", () => {
    for (const status of [200, 201]) {
      const answer = answerFromStatus("contact", status, { data: { id: "X" } }, messages, { name: "Asha" });
      expect(answer).toMatchObject({ form: "contact", outcome: "success", message: "Message sent successfully!", fieldErrors: {} });
      // The stored id comes along, so a replayed attempt can be told from a new one.
      expect(answer.reference).toBe("X");
    }
  });

  it("a 400 with field messages is 'invalid' and carries each field's message", () => {
    const body = { error: { code: "validation_failed", message: "Name is required", fields: { name: "Name is required", email: "Invalid email format" } } };
    const answer = answerFromStatus("contact", 400, body, messages, { email: "x" });
    expect(answer).toMatchObject({
      outcome: "invalid",
      message: "Failed to send message.",
      fieldErrors: { name: "Name is required", email: "Invalid email format" },
      values: { email: "x" },
    });
  });

  it("other statuses fail with the original site's message, adding the server's reason only where it helps the guest", () => {
    const limited = answerFromStatus("contact", 429, { error: { code: "rate_limited", message: "Too many requests. Please wait a minute." } }, messages);
    expect(limited).toMatchObject({ outcome: "failed", message: "Failed to send message.", detail: "Too many requests. Please wait a minute." });
    const conflict = answerFromStatus("contact", 422, { error: { code: "idempotency_conflict", message: "internal wording" } }, messages);
    expect(conflict).toMatchObject({ outcome: "failed", message: "Failed to send message." });
    expect(conflict.detail).toBeUndefined();
  });

  it("survives bodies that are not our envelope", () => {
    for (const body of [null, "oops", [], { error: "x" }, { error: { fields: { name: 3 } } }]) {
      expect(answerFromStatus("contact", 500, body, messages).outcome).toBe("failed");
    }
  });

  it("gives every answer its own id, so a repeated message is announced again", () => {
    const first = networkErrorAnswer("contact", messages, {});
    const second = networkErrorAnswer("contact", messages, {});
    expect(first.message).toBe("An error occurred. Please try again later.");
    expect(first.answerId).not.toBe(second.answerId);
    expect(isFormAnswer(first)).toBe(true);
    expect(isFormAnswer({ form: "contact" })).toBe(false);
  });

  it("says what to do about marked fields in the form's language (English when the form gives no words)", () => {
    expect(invalidAnswer("contact", { name: "x" }, messages, {}).note).toBe("Please check the highlighted field.");
    expect(invalidAnswer("contact", { name: "x", email: "y" }, { ...messages, ...intakeWordsEn }, {}).note).toBe(
      "Please check the 2 highlighted fields.",
    );
    const body = { error: { code: "validation_failed", message: "…", fields: { name: "…", email: "…", phone: "…" } } };
    expect(answerFromStatus("contact", 400, body, { ...messages, ...intakeWordsHi }).note).toBe(
      "कृपया निशान लगी 3 जानकारियाँ एक बार जाँच लें।",
    );
    expect(answerFromStatus("contact", 201, {}, messages).note).toBeUndefined();
  });

  it("with the page's reasons, tells a refusal in its language, and nothing rather than the server's English", () => {
    const hindi = { ...messages, ...intakeWordsHi };
    const limited = answerFromStatus("contact", 429, { error: { code: "rate_limited", message: "Too many requests." } }, hindi);
    expect(limited.detail).toBe(intakeWordsHi.reasons?.rate_limited);
    const unknown = answerFromStatus("contact", 503, { error: { code: "something_new", message: "Down." } }, hindi);
    expect(unknown.detail).toBeUndefined();
    const english = answerFromStatus("contact", 503, { error: { code: "forms_unavailable", message: "Down." } }, { ...messages, ...intakeWordsEn });
    expect(english.detail).toBe("Down.");
  });
});
