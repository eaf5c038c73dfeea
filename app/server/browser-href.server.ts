/** Named character references a link could use to hide a slash, a colon or whitespace. */
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  sol: "/",
  bsol: "\\",
  colon: ":",
  tab: "\t",
  newline: "\n",
  period: ".",
  num: "#",
  quest: "?",
  equals: "=",
  percnt: "%",
  commat: "@",
  nbsp: "\u00a0",
};

/** C0 control characters and spaces, which the URL parser trims from both ends. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters the URL parser trims.
const LEADING_OR_TRAILING_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/**
 * The URL a browser reads from an `href` attribute's raw value, or null when we cannot tell.
 * Browsers decode character references (numeric ones even without `;`), drop tabs and newlines
 * anywhere in a URL, trim spaces and control characters, and read `\` as `/` — so `/\evil.com`,
 * `/&#x2f;evil.com` and `/<tab>/evil.com` all lead to //evil.com, another site.
 */
export function browserHref(raw: string): string | null {
  let unknown = false;
  const decoded = raw.replace(
    /&#(\d+);?|&#x([0-9a-f]+);?|&([a-z][a-z0-9]*);/gi,
    (match, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (name !== undefined) {
        const char = NAMED[name.toLowerCase()];
        if (char === undefined) unknown = true;
        return char ?? match;
      }
      const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? "", 16);
      if (!(code > 0 && code <= 0x10ffff)) {
        unknown = true;
        return match;
      }
      return String.fromCodePoint(code);
    },
  );
  if (unknown) return null;
  return decoded
    .replace(/[\t\n\r]/g, "")
    .replace(LEADING_OR_TRAILING_CONTROLS, "")
    .replace(/\\/g, "/");
}
