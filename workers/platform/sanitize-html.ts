// The default export: the package is CommonJS, and only its main function survives every bundler.
import filterXss, { type IFilterXSSOptions, type IWhiteList } from "xss";

/**
 * D9: `brief_description` arrives as HTML from the origin (the admin's rich-text editor). Only
 * formatting survives: no scripts, styles, event handlers, classes, images or frames, and links
 * only to http(s), mail, phone or our own paths.
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
  // An unsafe link loses its href entirely (not `href=""`, which would point back at the page).
  onTagAttr(_tag, name, value) {
    if (name === "href" && !SAFE_HREF.test(value.trim())) return "";
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

function escapeAttribute(value: string): string {
  return value.replace(/&(?!#?\w+;)/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Spec §2: the admin's HTML has `class` glued to what comes before it: to the tag name
 * (`<pclass="x">`, `<p"class="x">`) or to the previous quoted value (`style="…"class="x"`).
 * Without the space a parser drops the whole opening tag and leaves its closing tag dangling.
 */
export function repairGluedClass(html: string): string {
  return html
    .replace(/<([a-z][a-z0-9]*?)"?class=/gi, (_match, tag: string) => `<${tag} class=`)
    .replace(/(["'])class=/g, "$1 class=");
}

export function sanitizeHtml(html: string): string {
  return filterXss(repairGluedClass(html), options).trim();
}
