import { homeWordsEn } from "~/site/home/home-words";
import { homeWordsHi } from "~/site/home/home-words.hi";
import type { Lang } from "./i18n/lang";
import { type WordBook, wordsIn } from "./i18n/words";

/**
 * Every feature's words a server-drawn part may need, in the document's language: the server
 * renders with them, so a loader may leave a server-drawn part's words out of the page's data
 * (the home page's facilities, about and temple sections).
 */
export function serverDrawnWordsIn(lang: Lang): Partial<WordBook> {
  return { home: wordsIn(lang, { en: homeWordsEn, hi: homeWordsHi }) };
}
