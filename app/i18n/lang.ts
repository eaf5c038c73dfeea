/**
 * The site's two languages and how a path names one (product-rules.md: Hindi). English keeps the
 * original site's paths; Hindi is the same page under `/hi`. The language is always read from the
 * path, never from `Accept-Language`, so a URL is one page in one language for guests, crawlers and
 * the edge cache alike.
 */
import type { Lang } from "../domain/lang";

// The languages themselves sit in app/domain so the content below this plumbing can name them.
export type { Lang };

/** `<html lang>` of each version: English as written in India, and Hindi. */
export const htmlLang: Record<Lang, string> = { en: "en-IN", hi: "hi" };

/** `hreflang` of each version, for alternates and the sitemap. */
export const hrefLang: Record<Lang, string> = { en: "en-IN", hi: "hi-IN" };

/** Locale of dates and numbers; Hindi booking sites write Latin digits, so Hindi asks for them. */
export const intlLocale: Record<Lang, string> = { en: "en-IN", hi: "hi-IN-u-nu-latn" };

/** Open Graph's locale of each version. */
export const ogLocale: Record<Lang, string> = { en: "en_IN", hi: "hi_IN" };

// `/hi`, `/hi/…`, and the data request of the Hindi home page, `/hi.data`.
const HINDI_PATH = /^\/hi(?=\/|\.data$|$)/i;

export function langOfPath(pathname: string): Lang {
  return HINDI_PATH.test(pathname) ? "hi" : "en";
}

/** The English path of a page in either language: `/hi/about` → `/about`, `/hi` → `/`. */
export function pathWithoutLang(pathname: string): string {
  return pathname.replace(HINDI_PATH, "") || "/";
}

/** The path of a page in `lang`, from its path in either language. */
export function pathInLang(pathname: string, lang: Lang): string {
  const english = pathWithoutLang(pathname);
  if (lang === "en") return english;
  return english === "/" ? "/hi" : `/hi${english}`;
}

/**
 * The header a Hindi page's own requests to `/api/*` carry, so the API answers (its validation
 * messages, the guest's e-mails) in the page's language. Absent or anything else is English.
 */
export const PAGE_LANG_HEADER = "X-Page-Lang";

export function langOfHeader(value: string | null | undefined): Lang {
  return value?.trim().toLowerCase() === "hi" ? "hi" : "en";
}
