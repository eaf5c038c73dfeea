import type { ImageSource } from "./content-types";

/**
 * A page's copy in another language, from its one structure (product-rules.md: Hindi). The English
 * copy is the structure: its sections, lists, ids, links, figures and pictures. A translation holds
 * only the words, typed as `WordsOf` the copy, and `withWords` lays them over the structure, so an
 * id, a price or a picture is written once and a language can never drift from it.
 */

/**
 * Keys whose text is data, not words: ids and anchors, paths and addresses, maps searches. They are
 * the same in every language, so the structure keeps them (copy-pairs.testing.ts compares them as
 * they are).
 */
export const DATA_KEYS = ["id", "src", "to", "mapsQuery", "directionsUrl"] as const;
type DataKey = (typeof DATA_KEYS)[number];

/**
 * The words of a copy: every string a guest reads, in the copy's shape. Kept: free strings and lists
 * and objects that hold any. Dropped: pictures, numbers, flags, string literal types (an event type
 * or a slide's background is a value, not a sentence) and the `DATA_KEYS`.
 */
export type WordsOf<T> = T extends string
  ? string extends T
    ? string
    : never
  : T extends ImageSource
    ? never
    : T extends readonly (infer Item)[]
      ? [WordsOf<Item>] extends [never]
        ? never
        : readonly WordsOf<Item>[]
      : T extends object
        ? { [K in keyof T as K extends DataKey ? never : [WordsOf<T[K]>] extends [never] ? never : K]: WordsOf<T[K]> }
        : never;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

const isImage = (value: unknown): value is ImageSource =>
  isRecord(value) &&
  typeof value.src === "string" &&
  typeof value.width === "number" &&
  typeof value.height === "number" &&
  typeof value.alt === "string";

/** A picture as another language shows it: the same file and size, its alt text in that language. */
export type PictureIn = (image: ImageSource) => ImageSource;

/**
 * `copy` with `words` in place of its own: each string from the words at the same place (the copy's
 * own where the words have none there: data, and literal values), each picture through `picture`,
 * everything else as it is. A getter stays a getter, read when the page is shown. A list whose
 * words have another number of items, or words for a field the copy does not have (an optional
 * one the English leaves out), are a translation that drifted from the copy: it throws.
 */
export function withWords<T>(copy: T, words: NoInfer<WordsOf<T>>, picture: PictureIn = (image) => image): T {
  return merged(copy, words, picture, "") as T;
}

function merged(copy: unknown, words: unknown, picture: PictureIn, path: string): unknown {
  if (typeof copy === "string") return typeof words === "string" ? words : copy;
  if (isImage(copy)) return picture(copy);
  if (Array.isArray(copy)) {
    if (words !== undefined && (!Array.isArray(words) || words.length !== copy.length)) {
      const count = Array.isArray(words) ? words.length : typeof words;
      throw new Error(`${path || "(root)"}: ${copy.length} items, but words for ${count}`);
    }
    const list = Array.isArray(words) ? words : undefined;
    return copy.map((item, index) => merged(item, list?.[index], picture, path ? `${path}.${index}` : `${index}`));
  }
  if (!isRecord(copy)) return copy;
  const own = isRecord(words) ? words : {};
  const stray = Object.keys(own).find((key) => !(key in copy));
  if (stray !== undefined) throw new Error(`${path ? `${path}.` : ""}${stray}: words for something the copy does not have`);
  const result: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(Object.getOwnPropertyDescriptors(copy))) {
    if (property.get) Object.defineProperty(result, key, property);
    else result[key] = merged(property.value, own[key], picture, path ? `${path}.${key}` : key);
  }
  return result;
}
