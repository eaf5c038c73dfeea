import { Link, useLocation } from "react-router";
import { hasHindi } from "../i18n/hindi-pages";
import { type Lang, pathInLang } from "../i18n/lang";
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
 * that language, marked with its `lang` and `hreflang` so a screen reader says it right.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search, hash } = useLocation();
  const lang = useLang();
  const words = useWords("shell");
  const other = OTHER[lang];
  const samePage = hasHindi(pathname);
  return (
    <Link
      to={switchTarget(pathname, search, hash, lang)}
      hrefLang={other === "hi" ? "hi-IN" : "en-IN"}
      lang={other === "hi" ? "hi" : "en-IN"}
      aria-label={samePage ? words.switchLabel : words.switchToHome}
      className={className}
    >
      {words.otherLanguage}
    </Link>
  );
}
