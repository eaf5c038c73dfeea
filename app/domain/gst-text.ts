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
 * The rule in force on a stay's first night, e.g. "GST by nightly rate after any offer: 5% up to
 * ₹7,500, 18% above (CGST and SGST in equal halves)."
 */
export function gstRuleText(night: IsoDate, tables: readonly TaxTable[] = hotel.taxTables): string {
  const slabs = slabsByCeiling(taxTableOn(night, tables).slabs);
  const rate = (slab: (typeof slabs)[number]) => percentText(slab.cgstBasisPoints + slab.sgstBasisPoints);
  const halves = "(CGST and SGST in equal halves)";
  if (slabs.length === 1) return `GST ${rate(slabs[0])} ${halves}.`;
  const bands = slabs.map((slab, index) => {
    const ceiling = slab.upToNightlyPaise;
    if (ceiling !== null) return `${rate(slab)} up to ${formatRupees(ceiling)}`;
    const below = slabs[index - 1]?.upToNightlyPaise;
    return below == null ? rate(slab) : `${rate(slab)} above ${formatRupees(below)}`;
  });
  return `GST by nightly rate after any offer: ${bands.join(", ")} ${halves}.`;
}

/**
 * The label of a CGST or SGST total naming its rate: "CGST 2.5%", or, when the stay's rooms fall
 * under several rates, "CGST (2.5% on ₹9,000; 9% on ₹22,000)". Without lines (a receipt saved
 * before rates were kept) it is the bare name.
 */
export function gstLabel(part: "CGST" | "SGST", lines: readonly TaxLine[]): string {
  const rateOf = (line: TaxLine) => (part === "CGST" ? line.cgstBasisPoints : line.sgstBasisPoints);
  if (lines.length === 0) return part;
  if (lines.length === 1) return `${part} ${percentText(rateOf(lines[0]))}`;
  return `${part} (${lines.map((line) => `${percentText(rateOf(line))} on ${formatRupees(line.taxable)}`).join("; ")})`;
}
