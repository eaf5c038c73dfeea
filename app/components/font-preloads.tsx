import frauncesLatinUrl from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import interLatinUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import devanagariUrl from "../assets/fonts/noto-sans-devanagari-400.woff2?url";
import devanagariBoldUrl from "../assets/fonts/noto-sans-devanagari-600.woff2?url";
import type { Lang } from "../i18n/lang";

/**
 * The faces a page sets its first screen in, fetched with the HTML rather than after the stylesheet
 * is applied (app/fonts.css). English: Inter and Fraunces, which swap in over metric-matched
 * fallbacks, so a late one never holds back the first paint or moves a line. Hindi: Noto Sans
 * Devanagari at both weights, and nothing else (its Latin characters are the system's), so an
 * English page never fetches Devanagari and a Hindi page no Latin text face. The same files as the
 * stylesheet's, so the browser fetches each once.
 */
const FACES: Record<Lang, readonly string[]> = {
  en: [interLatinUrl, frauncesLatinUrl],
  hi: [devanagariUrl, devanagariBoldUrl],
};

export function FontPreloads({ lang }: { lang: Lang }) {
  return FACES[lang].map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />);
}
