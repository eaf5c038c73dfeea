import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ASCII_STRING_TO_CHUNK } from "./react-ssr-ascii-chunks";

// The patched function, built the way React's module would see it (with its own textEncoder).
const stringToChunk = new Function("textEncoder", `${ASCII_STRING_TO_CHUNK}\nreturn stringToChunk;`)(
  new TextEncoder(),
) as (content: string) => Uint8Array;
const encoder = new TextEncoder();

describe("React SSR ASCII chunks", () => {
  it("gives exactly the TextEncoder's bytes for any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (text) => {
        expect(stringToChunk(text)).toEqual(encoder.encode(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("handles the strings a page is made of: class names, rupees, Hindi, emoji, lone surrogates", () => {
    for (const text of ["", "btn-primary mt-4", "₹4,500", "ओंकारेश्वर", "🙏 Namaste", "a\uD800b", "x".repeat(300)]) {
      expect(stringToChunk(text)).toEqual(encoder.encode(text));
    }
  });
});
