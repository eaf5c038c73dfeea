/**
 * Invisible format characters (Unicode category Cf): the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), the direction marks (U+200E, U+200F, U+061C), the zero-width
 * space and word joiners (U+200B, U+2060–U+2064), the byte-order mark (U+FEFF), soft hyphens, tags
 * and the like. Shown to staff they can reverse or hide text ("‮gnp.exe" reads as "exe.png").
 *
 * Kept: ZWNJ (U+200C) and ZWJ (U+200D). Devanagari and the other Indian scripts need them to
 * choose a conjunct's form (क्‍ष), and the site is getting a Hindi version.
 */
const hiddenCharacter = /(?![\u200C\u200D])\p{Cf}/u;
const hiddenCharacters = /(?![\u200C\u200D])\p{Cf}/gu;

export function hasHiddenCharacters(text: string): boolean {
  return hiddenCharacter.test(text);
}

export function withoutHiddenCharacters(text: string): string {
  return text.replace(hiddenCharacters, "");
}

export function hiddenCharactersMessage(label: string): string {
  return `${label} cannot contain hidden or text-direction characters. Please type it again.`;
}
