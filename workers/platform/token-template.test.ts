import { describe, expect, it } from "vitest";
import { compileTemplate, fillTemplate } from "./token-template";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("token template", () => {
  const body = '<script nonce="N0nce+/==">x</script><p>₹4,500 + taxes</p><input value="form-1:a"><b nonce="N0nce+/=="></b>';
  const template = compileTemplate(body, { nonce: "N0nce+/==", formToken: "form-1" });

  it("gives back the page byte for byte when filled with the tokens it was rendered with", () => {
    const bytes = fillTemplate(template, { nonce: "N0nce+/==", formToken: "form-1" });
    expect(bytes).toEqual(new TextEncoder().encode(body));
  });

  it("puts fresh tokens in every place the old ones were, and nowhere else", () => {
    const page = decode(fillTemplate(template, { nonce: "fresh", formToken: "token-2" }));
    expect(page).toBe('<script nonce="fresh">x</script><p>₹4,500 + taxes</p><input value="token-2:a"><b nonce="fresh"></b>');
  });

  it("handles tokens side by side, at both ends, and fresh tokens of another length", () => {
    const t = compileTemplate("AAbbAA", { nonce: "AA", formToken: "bb" });
    expect(t.slots).toEqual(["nonce", "formToken", "nonce"]);
    expect(decode(fillTemplate(t, { nonce: "ééé", formToken: "" }))).toBe("éééééé");
  });

  it("leaves a page without tokens, or with an unknown token, as it was", () => {
    const t = compileTemplate("<p>no tokens here</p>", { nonce: "", formToken: undefined });
    expect(t.slots).toEqual([]);
    expect(decode(fillTemplate(t, { nonce: "x", formToken: "y" }))).toBe("<p>no tokens here</p>");
  });
});
