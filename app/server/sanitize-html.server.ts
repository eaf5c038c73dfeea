// The default export: the package is CommonJS, and only its main function survives every bundler.
import filterXss, { type IFilterXSSOptions, type IWhiteList } from "xss";
import { browserHref } from "./browser-href.server";

/**
 * Untrusted HTML (product-rules.md): `brief_description` arrives as HTML from the origin (the
 * admin's rich-text editor). Only formatting survives: no scripts, styles, event handlers, classes,
 * images or frames, and links only to http(s), mail, phone or our own paths.
 */
const allowedTags: IWhiteList = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  ul: [],
  ol: [],
  li: [],
  h2: [],
  h3: [],
  h4: [],
  span: [],
  div: [],
  blockquote: [],
  a: ["href", "title", "rel", "target"],
};

// Everything inside these goes, not just the tag: their text is code or chrome, never copy.
const dropWithContent = ["script", "style", "iframe", "object", "embed", "noscript", "template", "svg", "math", "textarea", "select", "title"];

const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

const options: IFilterXSSOptions = {
  whiteList: allowedTags,
  stripIgnoreTag: true,
  stripIgnoreTagBody: dropWithContent,
  allowCommentTag: false,
  css: false,
  // An unsafe link loses its href entirely (not `href=""`, which would point back at the page) and
  // keeps its text. A safe one is written as the browser will read it, so what we checked is what
  // a guest's browser follows.
  onTagAttr(_tag, name, value) {
    if (name === "href") {
      const href = browserHref(value);
      return href !== null && SAFE_HREF.test(href) ? `href="${escapeEveryAmpersand(href)}"` : "";
    }
    if (name === "target" && value.trim() !== "_blank") return "";
    return undefined;
  },
  safeAttrValue(_tag, name, value) {
    const trimmed = value.trim();
    // A new tab never gets a handle on our page (browsers also imply noopener for _blank).
    if (name === "rel") return "noopener noreferrer";
    return escapeAttribute(trimmed);
  },
};

function escapeEveryAmpersand(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return value.replace(/&(?!#?\w+;)/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The admin's HTML has `class` glued to what comes before it: to the tag name
 * (`<pclass="x">`, `<p"class="x">`) or to the previous quoted value (`style="…"class="x"`).
 * Without the space a parser drops the whole opening tag and leaves its closing tag dangling.
 */
export function repairGluedClass(html: string): string {
  return html
    .replace(/<([a-z][a-z0-9]*?)"?class=/gi, (_match, tag: string) => `<${tag} class=`)
    .replace(/(["'])class=/g, "$1 class=");
}

/**
 * The xss library marks where it drops a script, style or other body-less tag with `[removed]`, and
 * removes the marked span once the tag closes. An unclosed one leaves the marker and the code after
 * it; a browser would read everything after an unclosed `<script>` as script too, so we drop from
 * the leftover marker to the end. The admin's own `[removed]` text is kept, written as `&#91;`.
 */
const MARKER = /\[\/?removed\]/g;

export function sanitizeHtml(html: string): string {
  const protectedText = repairGluedClass(html).replace(MARKER, (marker) => `&#91;${marker.slice(1)}`);
  // The leading space: the library takes a marker at output position 0 for "no marker yet" and
  // then keeps it (`<script><script>…</script>` at the very start). trim() removes the space.
  const filtered = filterXss(` ${protectedText}`, options);
  const leftover = filtered.search(MARKER);
  return (leftover === -1 ? filtered : filtered.slice(0, leftover)).trim();
}
