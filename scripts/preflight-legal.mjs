/**
 * The legal name and GSTIN shipped in app/content/hotel-seed.ts (the GSTIN's PAN is no one's): the
 * footer, the receipt and every e-mail name who issues the tax invoice, so real ones must be entered
 * on the desk's Hotel details before launch (product-rules.md: Legal name and GSTIN).
 */
const exampleLegal = { name: "Narmada Riverside Hospitality Private Limited", gstin: "23AAAAA0000A1ZA" };

/**
 * What the launch check says of the hotel's legal details, as the identity file holds them.
 * @param {unknown} legalDetails `hotel.legal`
 * @param {string} file where they are read from, for each finding's place
 * @returns {{ level: "error"; where: string; message: string }[]}
 */
export function legalFindings(legalDetails, file) {
  const legal = /** @type {{ name?: unknown; gstin?: unknown } | undefined} */ (legalDetails);
  /** @type {{ level: "error"; where: string; message: string }[]} */
  const findings = [];
  if (!legal?.gstin || legal.gstin === exampleLegal.gstin) {
    findings.push({
      level: "error",
      where: `${file} hotel.legal.gstin`,
      message: `the GSTIN is ${legal?.gstin ? `still the example ${exampleLegal.gstin}` : "missing"}; enter the hotel's own on the desk's Hotel details (/admin/hotel)`,
    });
  }
  if (!legal?.name || legal.name === exampleLegal.name) {
    findings.push({
      level: "error",
      where: `${file} hotel.legal.name`,
      message: `the legal name is ${legal?.name ? "still the example" : "missing"}; enter the name registered for GST on the desk's Hotel details (/admin/hotel)`,
    });
  }
  return findings;
}
