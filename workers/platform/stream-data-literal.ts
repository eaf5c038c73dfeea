/**
 * The page's data, written with fewer bytes.
 *
 * React Router sends the loaders' data inside the HTML as inline scripts,
 * `window.__reactRouterContext.streamController.enqueue("…");`, one JSON string literal per chunk.
 * Its text is itself JSON, so every quote in it comes escaped (`\"`): over 3,000 of them on the Hindi
 * home page, about 200 bytes of its gzipped HTML, the page closest to its budget. Rewritten as a
 * single-quoted literal of the same string, those quotes need no escape. The browser reads the same
 * string either way; anything else about the script is left as it was.
 */

const ENQUEUE = /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/s;

const ESCAPES: Record<string, string> = {
  "\\": "\\\\",
  "'": "\\'",
  "\n": "\\n",
  "\r": "\\r",
  // As React Router writes them: nothing in the literal can close the <script> or end a line.
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * A JavaScript string literal in single quotes for `value`, safe inside an inline <script>. The boot
 * script's wrapper writes its strings with it too (defer-app-scripts.ts): they are mostly JSON and
 * import lines, full of double quotes.
 */
export function singleQuotedLiteral(value: string): string {
  // Control characters (\p{Cc}, line breaks among them) as escapes too: JSON writes them so, and
  // a raw NUL would not survive the HTML parser.
  const body = value.replace(/[\\'<>&\u2028\u2029\p{Cc}]/gu, (char) => ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `'${body}'`;
}

/** The same script with its data as a single-quoted literal, or null when it is not a data script. */
export function compactDataScript(source: string): string | null {
  const literal = ENQUEUE.exec(source)?.[1];
  if (!literal) return null;
  let value: unknown;
  try {
    value = JSON.parse(literal);
  } catch {
    return null;
  }
  if (typeof value !== "string") return null;
  return `window.__reactRouterContext.streamController.enqueue(${singleQuotedLiteral(value)});`;
}
