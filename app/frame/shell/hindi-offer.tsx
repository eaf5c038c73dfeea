import { useLayoutEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { switchTarget } from "~/components/language-switch";
import { hasHindi } from "~/i18n/hindi-pages";
import { useLang, wordsOf } from "~/i18n/words";
import { useRootData } from "~/root-data";
import { knowsHindiSite, prefersHindi, rememberHindiSite } from "./prefers-hindi";

/**
 * The one-line offer of an English page's Hindi version to a browser that prefers Hindi
 * (product-rules.md: Hindi). Never a redirect: the page stays what its address says for guests,
 * crawlers and the page cache, and the browser alone decides, after the page has hydrated, whether
 * to show it. Shown until the guest closes it, follows it or opens any Hindi page. Fixed above the
 * phone's bottom bar (beside the page on a desktop), so it moves nothing when it appears.
 */
export function HindiOffer() {
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const words = wordsOf(useRootData())?.hindiOffer;
  const [shown, setShown] = useState(false);

  // Decided as the part hydrates, before the page says it has (browser tests then see the outcome).
  useLayoutEffect(() => {
    if (lang === "hi") {
      rememberHindiSite();
      setShown(false);
      return;
    }
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
    setShown(hasHindi(pathname) && prefersHindi(languages) && !knowsHindiSite());
  }, [lang, pathname]);

  if (!shown || !words) return null;
  const close = () => {
    rememberHindiSite();
    setShown(false);
  };
  return (
    <aside
      lang="hi"
      aria-label={words.label}
      className="fixed inset-x-3 bottom-[calc(var(--bottom-bar-height)+0.75rem)] z-30 flex items-center gap-3 rounded-md bg-river-900 py-2 pl-4 pr-2 text-white shadow-lift lg:bottom-4 lg:left-4 lg:right-auto print:hidden"
    >
      <p className="text-sm">
        {words.text}{" "}
        <Link to={switchTarget(pathname, search, hash, "en")} hrefLang="hi-IN" onClick={rememberHindiSite} className="font-semibold underline">
          {words.link}
        </Link>
      </p>
      <button
        type="button"
        onClick={close}
        aria-label={words.close}
        className="grid h-10 w-10 shrink-0 place-items-center rounded-pill text-2xl leading-none focus-visible:outline-2 focus-visible:outline-white"
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
