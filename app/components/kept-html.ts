import { useState } from "react";
import { useLang } from "~/i18n/words";
import { isFirstHydration } from "./deferred";

/**
 * The markup the server drew inside the element with this id, read once as the browser hydrates the
 * page the server sent, when `keep` allows it, and given while the page stays in that language;
 * undefined on the server, in later renders' first render, where the element is missing, and once
 * the language has changed (the markup's words are the old language's). Given back to the same
 * element as `dangerouslySetInnerHTML`, the markup stays as drawn and React hydrates nothing inside
 * it (product-rules.md: Before the script): a phone spends its first seconds on the parts a guest can use.
 */
export function useKeptHtml(id: string, keep: () => boolean = () => true): string | undefined {
  const lang = useLang();
  const [kept] = useState(() =>
    isFirstHydration() && keep() ? { lang, html: document.getElementById(id)?.innerHTML } : undefined,
  );
  return kept?.lang === lang ? kept.html : undefined;
}
