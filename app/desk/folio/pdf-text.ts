/**
 * Text for a PDF drawn with the standard Helvetica fonts, which carry only the Windows-1252
 * ("WinAnsi") characters: anything else cannot be drawn and would stop the PDF being made. The
 * rupee sign becomes "Rs."; any other character outside the set (Devanagari in a name, an emoji)
 * becomes "?", so the document is still made and the desk's printable page shows the name whole.
 */

/** The characters Windows-1252 adds in 0x80–0x9F, beyond Latin-1. */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function drawable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return winAnsiExtras.has(character);
}

/** `text` with every character the standard fonts cannot draw replaced; line breaks become spaces. */
export function winAnsiText(text: string): string {
  let out = "";
  for (const character of text.normalize("NFC").replace(/₹\s?/g, "Rs. ").replace(/[\r\n\t]+/g, " ")) {
    out += drawable(character) ? character : "?";
  }
  return out;
}

/** How wide `text` is at `size` points in the regular or bold face. */
export type MeasureText = (text: string, size: number, bold: boolean) => number;

/**
 * `text` broken into lines no wider than `width`: at spaces, and inside a word only when the word
 * alone is wider than the column (a long e-mail address, an amount in a narrow column).
 */
export function wrapText(text: string, width: number, size: number, bold: boolean, measure: MeasureText): string[] {
  const lines: string[] = [];
  let current = "";
  const fits = (candidate: string) => measure(candidate, size, bold) <= width;
  for (const word of text.split(/ +/).filter((part) => part !== "")) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = "";
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [""];
}
