import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issuesToFieldErrors } from "./field-errors";

describe("issuesToFieldErrors (the bad-input error envelope)", () => {
  const schema = z
    .object({
      name: z
        .string("Name is required")
        .min(2, "Too short")
        .regex(/^[A-Z]/, "Capital first"),
      rooms: z.array(z.object({ adults: z.number("Adults is required") }).strict()),
    })
    .strict();

  it("keys messages by dotted path and keeps the first per field", () => {
    const result = schema.safeParse({ name: "a", rooms: [{ adults: 1 }, { adults: "x" }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesToFieldErrors(result.error)).toEqual({ name: "Too short", "rooms.1.adults": "Adults is required" });
  });

  it("names every unknown field", () => {
    const result = schema.safeParse({ name: "Ab", rooms: [{ adults: 1, kids: 2 }], extra: true, more: 1 });
    if (result.success) throw new Error("should fail");
    expect(issuesToFieldErrors(result.error)).toEqual({
      "rooms.0.kids": "Unknown field",
      extra: "Unknown field",
      more: "Unknown field",
    });
  });

  it("puts problems with the whole body under `body`", () => {
    const result = z.object({}, { error: "Expected a JSON object" }).safeParse("text");
    if (result.success) throw new Error("should fail");
    expect(issuesToFieldErrors(result.error)).toEqual({ body: "Expected a JSON object" });
  });
});
