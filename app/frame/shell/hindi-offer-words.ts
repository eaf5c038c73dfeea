/**
 * The one line an English page offers a browser that prefers Hindi (product-rules.md: Hindi),
 * written in Hindi for the reader it is meant for. The root sends it with English pages only.
 */
export const hindiOfferWordsHi = {
  label: "हिन्दी में पढ़ें",
  text: "यह पृष्ठ हिन्दी में भी है।",
  link: "हिन्दी में पढ़ें",
  close: "बंद करें",
};

export type HindiOfferWords = typeof hindiOfferWordsHi;
