import { useState } from "react";
import { isFirstHydration } from "./deferred";

/**
 * The markup the server drew inside the element with this id, read once as the browser hydrates the
 * page the server sent, when `keep` allows it; undefined on the server, in every later render's first
 * render, and where the element is missing. Given back to the same element as `dangerouslySetInnerHTML`,
 * the markup stays as drawn and React hydrates nothing inside it (product-rules.md: Before the
 * script): a phone spends its first seconds on the parts a guest can use.
 */
export function useKeptHtml(id: string, keep: () => boolean = () => true): string | undefined {
  const [html] = useState(() => (isFirstHydration() && keep() ? document.getElementById(id)?.innerHTML : undefined));
  return html;
}
