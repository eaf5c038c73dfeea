import { Link, useLocation } from "react-router";
import { hasHindi } from "../i18n/hindi-pages";
import { hrefLang, htmlLang, type Lang, pathInLang } from "../i18n/lang";
import { useLang, useWords } from "../i18n/words";

const OTHER: Record<Lang, Lang> = { en: "hi", hi: "en" };

/**
 * Where the switch leads (product-rules.md: Hindi): the same page in the other language, with its
 * query and fragment, so the booking wizard keeps its step, stay and rooms. A page with no Hindi
 * version yet switches to the Hindi home page.
 */
export function switchTarget(pathname: string, search: string, hash: string, lang: Lang): string {
  const other = OTHER[lang];
  if (!hasHindi(pathname)) return pathInLang("/", other);
  return `${pathInLang(pathname, other)}${search}${hash}`;
}

/**
 * The language switch of the header and the mobile menu: the other language's name written in
 * that language and marked with its `lang`, so a screen reader says it right, then what it does in
 * the page's own language for those who hear it.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search, hash } = useLocation();
  const lang = useLang();
  const words = useWords("shell");
  const other = OTHER[lang];
  return (
    <Link to={switchTarget(pathname, search, hash, lang)} hrefLang={hrefLang[other]} className={className}>
      <span lang={htmlLang[other]}>{words.otherLanguage}</span>
      <span className="sr-only">{hasHindi(pathname) ? words.switchLabel : words.switchToHome}</span>
    </Link>
  );
}
