import { createContext, useContext } from "react";
import { useLocation, useMatches } from "react-router";
import { type Lang, langOfPath } from "./lang";

/**
 * Every feature's words, by name. Each `*-words.ts` module adds its own entry to this interface
 * (`declare module "~/i18n/words"`), so `useWords("booking")` is typed without importing the
 * words themselves: a component holds keys, never a language's text (product-rules.md: Hindi).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each words module through declaration merging.
export interface WordBook {}

/**
 * Words the server renders a page's server-drawn parts with (app/components/deferred.tsx:
 * `serverDrawn`): the browser keeps those parts as the server drew them and never renders them on
 * that page, so the page's data leaves their words out and only the server needs them. Provided
 * while the server renders a document (app/entry.server.tsx); null in the browser, where every
 * word comes with the page's data.
 */
export const ServerDrawnWords = createContext<Partial<WordBook> | null>(null);

/** One feature's words in both languages; a loader sends the request's language only. */
export type InBothLangs<T> = Readonly<Record<Lang, T>>;

/** The words of the page's language, for its loader's `words`. */
export function wordsIn<T>(lang: Lang, both: InBothLangs<T>): T {
  return both[lang];
}

declare const wordsInside: unique symbol;

/**
 * A loader's words as it sends them: one JSON string. React Router writes a page's data into its
 * HTML flattened, one entry per string, object and key (a thousand on the home page, eight in ten of
 * them words), and a phone rebuilds them one by one before the page can hydrate; one string is
 * parsed natively, in a fraction of the time (docs/performance.md: "The page's words as one string").
 * The brand keeps the words' type, so a reader gets them back typed.
 */
export type SentWords<T> = string & { readonly [wordsInside]: T };

/** A loader's `words`, as one JSON string (see `SentWords`). */
export function sendWords<T extends object>(words: T): SentWords<T> {
  return JSON.stringify(words) as SentWords<T>;
}

/**
 * Each sent string's words, parsed once. Keyed by the string itself: a page's data keeps the same
 * string for its life, and on the server one page in one language sends the same string on every
 * request. A few entries are enough (the root's and the page's, a page or two back).
 */
const read = new Map<string, unknown>();
const READ_KEPT = 16;

/**
 * The words a loader sent (`sendWords`). Typed by the brand alone: a route's data types write the
 * string as `String`, which the brand outlives.
 */
export function readWords<T>(sent: { readonly [wordsInside]: T }): T {
  const text = String(sent);
  let words = read.get(text);
  if (words === undefined) {
    words = JSON.parse(text);
    if (read.size >= READ_KEPT) read.delete(read.keys().next().value as string);
    read.set(text, words);
  }
  return words as T;
}

/** The words in a route's data, or undefined where there is no data (a meta function on an error). */
export function wordsOf<T>(data: { readonly words: { readonly [wordsInside]: T } } | null | undefined): T | undefined {
  return data ? readWords(data.words) : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The words a route's data carries, if it sends any. */
function wordsOfData(data: unknown): Record<string, unknown> | null {
  if (!isRecord(data) || typeof data.words !== "string") return null;
  const words = readWords(data.words as SentWords<unknown>);
  return isRecord(words) ? words : null;
}

/**
 * A feature's words for the page being shown, from the nearest route data that carries them (the
 * page's own loader, then the layout's, then the root's). The root sends the shell's words and a
 * page's loader its own, so each page downloads only the words it shows, in its one language.
 */
export function useWords<K extends keyof WordBook>(name: K): WordBook[K] {
  // On the server, a server-drawn part's words, which the page's data may leave out.
  const drawn = useContext(ServerDrawnWords)?.[name];
  const matches = useMatches();
  if (drawn) return drawn as WordBook[K];
  for (let i = matches.length - 1; i >= 0; i--) {
    const words = wordsOfData(matches[i]?.loaderData);
    if (words && name in words) return words[name] as WordBook[K];
  }
  throw new Error(`This page's data carries no "${name}" words: its loader must send them.`);
}

/** The page's language, from its path (the only place a language is chosen). */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** `"{nights} nights"` with `{ nights: 2 }` → `"2 nights"`. A placeholder with no value stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** A count's words in both plural forms the two languages need; `{n}` stands for the count. */
export interface CountWords {
  one: string;
  other: string;
}

/** `{ one: "{n} night", other: "{n} nights" }` for 2 → "2 nights". Hindi and English both use "one" only for 1 here. */
export function countWords(words: CountWords, n: number): string {
  return fill(n === 1 ? words.one : words.other, { n });
}
