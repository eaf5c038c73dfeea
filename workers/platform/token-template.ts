/**
 * A cached page's bytes, split where the per-request tokens it was rendered with sit (the CSP
 * nonce, the form token). Serving it with fresh tokens then copies bytes: no search through the
 * page and no UTF-8 encoding of it on every hit, which were the largest costs of a cache hit.
 */
export interface TokenTemplate<K extends string> {
  /** The page's UTF-8 bytes around the tokens: one more part than there are slots. */
  parts: Uint8Array[];
  /** The token that goes between `parts[i]` and `parts[i + 1]`. */
  slots: K[];
}

const encoder = new TextEncoder();
const EMPTY = new Uint8Array(0);

/**
 * Splits `body` at every occurrence of each token's value, one token after the other; a missing or
 * empty value is ignored. The text between tokens is encoded once here, not on every hit.
 */
export function compileTemplate<K extends string>(body: string, tokens: Partial<Record<K, string>>): TokenTemplate<K> {
  // texts[i], slots[i], texts[i + 1], …: the page with each token taken out.
  let texts = [body];
  let slots: K[] = [];
  for (const [name, value] of Object.entries(tokens) as [K, string | undefined][]) {
    if (!value) continue;
    const nextTexts: string[] = [];
    const nextSlots: K[] = [];
    texts.forEach((text, i) => {
      if (i > 0) nextSlots.push(slots[i - 1]);
      text.split(value).forEach((piece, j) => {
        if (j > 0) nextSlots.push(name);
        nextTexts.push(piece);
      });
    });
    texts = nextTexts;
    slots = nextSlots;
  }
  return { parts: texts.map((text) => encoder.encode(text)), slots };
}

/** The page's bytes with `tokens` in its slots. */
export function fillTemplate<K extends string>(template: TokenTemplate<K>, tokens: Record<K, string>): Uint8Array<ArrayBuffer> {
  const values = new Map<K, Uint8Array>();
  for (const name of template.slots) if (!values.has(name)) values.set(name, encoder.encode(tokens[name]));
  const slotBytes = template.slots.map((name) => values.get(name) ?? EMPTY);
  let length = 0;
  for (const part of template.parts) length += part.byteLength;
  for (const bytes of slotBytes) length += bytes.byteLength;
  const out = new Uint8Array(length);
  let offset = 0;
  template.parts.forEach((part, i) => {
    out.set(part, offset);
    offset += part.byteLength;
    const slot = slotBytes[i];
    if (slot) {
      out.set(slot, offset);
      offset += slot.byteLength;
    }
  });
  return out;
}
