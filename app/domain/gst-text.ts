/**
 * GST in words, from the dated tables in the identity config (product-rules.md: One price and tax
 * calculation): the summary, the receipt and messages to guests name the rates the same way, and
 * nothing else knows a rate.
 */
import { type IsoDate, hotel, type TaxTable } from "../content/hotel";
import { formatRupees } from "./money";
import { slabsByCeiling, type TaxLine, taxTableOn } from "./price-stay";

/** 250 basis points → "2.5%". */
export const percentText = (basisPoints: number) => `${basisPoints / 100}%`;

/**
 * GST's words in one language (product-rules.md: Hindi): English here, Hindi in the booking
 * wizard's words. `{rate}`, `{amount}`, `{bands}` and `{halves}` are filled in.
 */
export interface GstWords {
  single: string;
  byRate: string;
  halves: string;
  upTo: string;
  above: string;
  cgst: string;
  sgst: string;
  rateOn: string;
}

export const gstWordsEn: GstWords = {
  single: "GST {rate} {halves}.",
  byRate: "GST by nightly rate after any offer: {bands} {halves}.",
  halves: "(CGST and SGST in equal halves)",
  upTo: "{rate} up to {amount}",
  above: "{rate} above {amount}",
  cgst: "CGST",
  sgst: "SGST",
  rateOn: "{rate} on {amount}",
};

const fillIn = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The rule in force on a stay's first night, e.g. "GST by nightly rate after any offer: 5% up to
 * ₹7,500, 18% above (CGST and SGST in equal halves)."
 */
export function gstRuleText(night: IsoDate, tables: readonly TaxTable[] = hotel.taxTables, w: GstWords = gstWordsEn): string {
  const slabs = slabsByCeiling(taxTableOn(night, tables).slabs);
  const rate = (slab: (typeof slabs)[number]) => percentText(slab.cgstBasisPoints + slab.sgstBasisPoints);
  if (slabs.length === 1) return fillIn(w.single, { rate: rate(slabs[0]), halves: w.halves });
  const bands = slabs.map((slab, index) => {
    const ceiling = slab.upToNightlyPaise;
    if (ceiling !== null) return fillIn(w.upTo, { rate: rate(slab), amount: formatRupees(ceiling) });
    const below = slabs[index - 1]?.upToNightlyPaise;
    return below == null ? rate(slab) : fillIn(w.above, { rate: rate(slab), amount: formatRupees(below) });
  });
  return fillIn(w.byRate, { bands: bands.join(", "), halves: w.halves });
}

/**
 * The label of a CGST or SGST total naming its rate: "CGST 2.5%", or, when the stay's rooms fall
 * under several rates, "CGST (2.5% on ₹9,000; 9% on ₹22,000)". Without lines (a receipt saved
 * before rates were kept) it is the bare name.
 */
export function gstLabel(part: "CGST" | "SGST", lines: readonly TaxLine[], w: GstWords = gstWordsEn): string {
  const rateOf = (line: TaxLine) => (part === "CGST" ? line.cgstBasisPoints : line.sgstBasisPoints);
  const name = part === "CGST" ? w.cgst : w.sgst;
  if (lines.length === 0) return name;
  if (lines.length === 1) return `${name} ${percentText(rateOf(lines[0]))}`;
  return `${name} (${lines.map((line) => fillIn(w.rateOn, { rate: percentText(rateOf(line)), amount: formatRupees(line.taxable) })).join("; ")})`;
}
