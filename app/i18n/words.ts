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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

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
    const data = matches[i]?.loaderData;
    if (isRecord(data) && isRecord(data.words) && name in data.words) return data.words[name] as WordBook[K];
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
