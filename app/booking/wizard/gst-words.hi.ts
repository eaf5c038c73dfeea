import type { GstWords } from "~/domain/gst-text";

/**
 * GST as the Hindi pages name it (product-rules.md: Hindi), the twin of `gstWordsEn`: one wording
 * for the Hindi receipt and price table and the Hindi chat's price summary, so the two never differ.
 */
export const gstWordsHi: GstWords = {
  single: "जीएसटी {rate} {halves}।",
  byRate: "ऑफ़र के बाद प्रति रात के किराए पर जीएसटी: {bands} {halves}।",
  halves: "(सीजीएसटी और एसजीएसटी आधा-आधा)",
  upTo: "{amount} तक {rate}",
  above: "{amount} से ऊपर {rate}",
  cgst: "सीजीएसटी",
  sgst: "एसजीएसटी",
  rateOn: "{amount} पर {rate}",
};
