import { type ReactNode, useId } from "react";
import { useKeptHtml } from "./kept-html";

/**
 * A part of a page that only shows words, pictures and links (product-rules.md: Before the script): on the page
 * the server sent, the browser keeps the HTML the server drew and never renders the part itself, so
 * its code is never downloaded there and the page's data can leave its words out (the server renders
 * with them, app/i18n/server-drawn-words.ts). Its links then load their page in full. When the part
 * is shown by a client-side visit, or the page changes language, it renders as usual, from the words
 * that visit's data brings.
 *
 * Nothing in the kept HTML is React's: a later render passes the same markup, which React leaves
 * alone, so neither new data nor a navigation's state can make it drop what the server drew.
 */
export function ServerDrawn({ children }: { children: ReactNode }) {
  const id = useId();
  const html = useKeptHtml(id);
  if (html !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of this part, read back from the page.
    return <div id={id} className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div id={id} className="contents">
      {children}
    </div>
  );
}
