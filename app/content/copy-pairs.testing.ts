import { expect } from "vitest";

/**
 * Test helpers for a copy and its Hindi sibling (product-rules.md: Hindi): the Hindi must say the
 * same things, not only have the same type. Used by the `*.test.ts` files beside the copy.
 */

/** Keys whose values are identifiers or form values, never shown to a guest as words. */
const NOT_WORDS = new Set(["id", "eventType", "src"]);

/** Latin a Hindi string may hold: the brand, the networks and units the allowlist names, digits and `{placeholders}`. */
const ALLOWED_LATIN = /Narmada Riverside Resort|Google|WhatsApp|\bkm\b|\{\w+\}/g;

const numbers = (text: string) => (text.match(/\d+(?:[,:./]\d+)*/g) ?? []).sort();
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

/**
 * Walks both copies together: the same keys, the same number of items in every list, the same
 * numbers (prices, minutes, capacities, picture sizes), the same figures and times inside every
 * sentence, the same `{placeholders}`, and Hindi words with no stray English.
 */
export function expectSameCopy(en: unknown, hi: unknown, path = ""): void {
  const at = path || "(root)";
  if (Array.isArray(en)) {
    expect(Array.isArray(hi), `${at} is a list in both`).toBe(true);
    expect((hi as unknown[]).length, `${at} has as many items in Hindi`).toBe(en.length);
    for (const [index, item] of en.entries()) expectSameCopy(item, (hi as unknown[])[index], `${path}.${index}`);
    return;
  }
  if (typeof en === "object" && en !== null) {
    expect(typeof hi === "object" && hi !== null, `${at} is an object in both`).toBe(true);
    const record = hi as Record<string, unknown>;
    expect(Object.keys(record).sort(), `${at} has the same keys`).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(en)) {
      const next = path ? `${path}.${key}` : key;
      if (NOT_WORDS.has(key)) expect(record[key], `${next} is the same`).toEqual(value);
      else expectSameCopy(value, record[key], next);
    }
    return;
  }
  if (typeof en === "string") {
    expect(typeof hi, `${at} is text in both`).toBe("string");
    const text = hi as string;
    if (path.endsWith(".alt") || path === "alt") {
      expectHindi(text, at);
      return;
    }
    expect(numbers(text), `${at} keeps every figure and time`).toEqual(numbers(en));
    expect(placeholders(text), `${at} fills the same placeholders`).toEqual(placeholders(en));
    if (en.trim() !== "") expectHindi(text, at);
    return;
  }
  expect(hi, `${at} is the same`).toEqual(en);
}

/** Devanagari, with no Latin word outside the allowlist. */
export function expectHindi(text: string, at = "text"): void {
  expect(text, `${at} is written in Devanagari`).toMatch(/[\u0900-\u097F]/);
  expect(text.replace(ALLOWED_LATIN, "").match(/[A-Za-z]+/g), `${at} has no English words: ${text}`).toBeNull();
}
