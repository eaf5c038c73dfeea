import { type Lang, pathInLang, pathWithoutLang } from "./lang";

/**
 * The few paths with no Hindi version: the front desk (staff read English), the sitemap, the feeds
 * for Google and the channels, and the newsletter's form action. Every other path has one, an unknown path
 * included: its Hindi version is the Hindi not-found page. Kept this short, rather than a list of
 * every page, because it rides in every page's first JavaScript; a test holds it to the route table.
 */
const ENGLISH_ONLY = /^\/(admin(\/.*)?|feeds\/.*|sitemap\.xml|robots\.txt|newsletter)\/?$/i;

/** Whether the page at `pathname` (either language's path) has a Hindi version. */
export function hasHindi(pathname: string): boolean {
  return !ENGLISH_ONLY.test(pathWithoutLang(pathname));
}

/**
 * Where a link to `to` (an English path, maybe with a query or a fragment) leads from a page in
 * `lang`: the Hindi version when there is one, otherwise the English page.
 */
export function linkInLang(to: string, lang: Lang): string {
  if (lang === "en" || !to.startsWith("/")) return to;
  const cut = to.search(/[?#]/);
  const path = cut === -1 ? to : to.slice(0, cut);
  const rest = cut === -1 ? "" : to.slice(cut);
  return hasHindi(path) ? `${pathInLang(path, "hi")}${rest}` : to;
}
