import { hotel } from "./hotel";
import { DATA_KEYS as DATA_KEY_LIST } from "./words-over-copy";

/**
 * Test support for the Hindi siblings of the content modules (product-rules.md: Hindi): that a
 * Hindi page has the English page's structure, states the same numbers and shows no English word
 * outside the allowlist. Imported by tests only.
 */

/** Strings that are data rather than copy: the same in both languages (the structure keeps them). */
const DATA_KEYS = new Set<string>(DATA_KEY_LIST);

/**
 * The structure of a page's words: every object's keys and every list's length, with data kept
 * as it is and each piece of copy replaced by "copy", so two languages' pages compare equal when
 * they have the same sections, items and paragraphs in the same places.
 */
export function shapeOf(value: unknown, key = ""): unknown {
  if (typeof value === "string") return DATA_KEYS.has(key) ? value : "copy";
  if (Array.isArray(value)) return value.map((item) => shapeOf(item, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, shapeOf(item, name)]));
  }
  return value;
}

/** Every piece of copy in the page's words, with where it is ("intro.paragraphs.1"). */
export function copyOf(value: unknown, path = ""): [string, string][] {
  const key = path.split(".").filter((part) => !/^\d+$/.test(part)).at(-1) ?? "";
  if (typeof value === "string") return DATA_KEYS.has(key) ? [] : [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => copyOf(item, `${path}.${index}`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([name, item]) => copyOf(item, path ? `${path}.${name}` : name));
  }
  return [];
}

/** The numbers a text states ("12:00 PM, 10–15 days" → 00 10 12 15), in order, to compare two languages. */
export const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).toSorted();

/**
 * The pieces of copy whose numbers differ between the two languages, as "path: en ≠ hi"; the two
 * pages must have the same shape.
 */
export function numberMismatches(en: unknown, hi: unknown): string[] {
  const hindi = new Map(copyOf(hi));
  return copyOf(en).flatMap(([path, text]) => {
    const other = hindi.get(path) ?? "";
    return numbersIn(text).join(" ") === numbersIn(other).join(" ") ? [] : [`${path}: ${text} ≠ ${other}`];
  });
}

/**
 * Latin words a Hindi page may show, as tests/e2e/support/hindi-text.ts allows them: the hotel's
 * brand and the address staff keep in English, network and app names, and units.
 */
function allowedLatinWords(): Set<string> {
  const fromHotel = [hotel.name, hotel.shortName, ...Object.values(hotel.address)]
    .filter((value): value is string => typeof value === "string")
    .join(" ");
  const fixed = "WhatsApp Facebook Instagram YouTube Google Maps LinkedIn km GST";
  return new Set(`${fromHotel} ${fixed}`.split(/[^A-Za-z]+/).filter(Boolean).map((word) => word.toLowerCase()));
}

/**
 * Each English word left in a Hindi page's copy (outside e-mail and web addresses and `{placeholders}`),
 * with where it is.
 */
export function untranslated(hi: unknown): string[] {
  const allowed = allowedLatinWords();
  return copyOf(hi).flatMap(([path, text]) =>
    (
      text
        .replace(/\S+@\S+/g, " ")
        .replace(/https?:\/\/\S+/g, " ")
        .replace(/\{\w+\}/g, " ")
        .match(/[A-Za-z]+/g) ?? []
    )
      .filter((word) => !allowed.has(word.toLowerCase()))
      .map((word) => `${path}: ${word}`),
  );
}
