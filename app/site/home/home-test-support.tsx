import type { ReactNode } from "react";
import { withWords, wordsWrapper } from "~/components/words-test-support";
import type { GuestWords } from "~/domain/guest-words";
import type { Lang } from "~/i18n/lang";
import { rootWords } from "~/root-words.server";
import { homeContentWords } from "./home-loader.server";

/**
 * For component tests of the home content: the words its page carries in `lang` (the root's and
 * the home loader's, the examples only while no real review or post is shown), with any more root
 * data a test names (`today`). Imported by tests only.
 */
interface HomeWordsOptions {
  lang?: Lang;
  shown?: GuestWords;
  rootData?: Record<string, unknown>;
}

function options({ lang = "en", shown = { reviews: [], posts: [] }, rootData = {} }: HomeWordsOptions) {
  return { lang, rootData: { ...rootData, words: { ...rootWords(lang), ...homeContentWords(lang, shown) } } };
}

/** `element` inside a data router carrying the home page's words: for `renderToString`. */
export function withHomeWords(element: ReactNode, settings: HomeWordsOptions = {}) {
  return withWords(element, options(settings));
}

/** A `wrapper` for Testing Library's `render` carrying the home page's words. */
export function homeWordsWrapper(settings: HomeWordsOptions = {}) {
  return wordsWrapper(options(settings));
}
