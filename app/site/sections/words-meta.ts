import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/components/seo";
import { hotel } from "~/content/hotel";
import type { PageMetaWords } from "~/content/page-meta-words";
import { langOfPath } from "~/i18n/lang";
import { fill, type SentWords, wordsOf } from "~/i18n/words";

/**
 * The meta of a page one level below Home from the words its loader sent (the description may name
 * the hotel as `{hotel}`, its short name, filled in here), in the language of the path it was
 * reached at; `path` is the page's English path. Without words (the page failed) only the
 * canonical and the alternates are the page's own.
 */
export function metaFromWords(words: PageMetaWords | undefined, path: string, pathname: string): MetaDescriptor[] {
  const lang = langOfPath(pathname);
  if (!words) return pageMeta({ path, lang });
  return pageMeta({
    title: words.title,
    description: fill(words.description, { hotel: hotel.shortName }),
    keywords: words.keywords,
    path,
    lang,
    breadcrumbs: [{ name: words.crumb, path }],
  });
}

/**
 * The `meta` export of a page one level below Home whose loader sends its copy, meta words
 * included, as `words[name]`; `path` is the page's English path.
 */
export function metaOfWords<Name extends string>(name: Name, path: string) {
  return ({ loaderData, location }: { loaderData?: { words: SentWords<Record<Name, { meta: PageMetaWords }>> }; location: { pathname: string } }) =>
    metaFromWords(wordsOf(loaderData)?.[name].meta, path, location.pathname);
}
