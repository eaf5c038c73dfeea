// The launch check's findings on the hotel's identity (app/content/hotel.ts): example phone numbers,
// reserved example domains, the example corporate office, the shipped legal details and links to a
// social network's front page. Part of preflight-checks.mjs, which gathers every finding.

import { legalFindings } from "./preflight-legal.mjs";

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): never a real guest-facing address. */
export const reservedDomain =
  /(?:^|[^a-z0-9.-])(?:(?:[a-z0-9-]+\.)+(?:example|test|invalid|localhost)|(?:[a-z0-9-]+\.)*example\.(?:com|net|org))(?![a-z0-9.-])/i;

/** The example phone numbers shipped with the site: +91 90000 00001, 90000 00002, … */
const examplePhone = /(?:^|\D)(?:\+?91|0)?900000000\d(?!\d)/;

/**
 * The corporate office shipped as an example (Indore). Nothing in an address says whether it is
 * real, so the check knows the shipped one; if the hotel confirms it, delete this fingerprint.
 */
const exampleOffice = { street: "AB Road, Vijay Nagar", postalCode: "452010" };

/** Social networks' own front pages: a link there is a placeholder for the hotel's page. */
const socialHosts = ["facebook.com", "instagram.com", "linkedin.com", "youtube.com", "x.com", "twitter.com"];

/** @typedef {import("./preflight-checks.d.mts").Finding} Finding */

/**
 * Every string in `value`, with its path as written in hotel.ts (`hotel.phones.primary.tel`).
 * @param {unknown} value
 * @param {string} path
 * @returns {[string, string][]}
 */
function strings(value, path) {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

/**
 * @param {Record<string, unknown>} hotel
 * @returns {Finding[]}
 */
export function hotelFindings(hotel) {
  const file = "app/content/hotel.ts";
  /** @type {Finding[]} */
  const findings = [];
  for (const [path, text] of strings(hotel, "hotel")) {
    const compact = text.replace(/[\s-]/g, "");
    if (examplePhone.test(compact)) {
      findings.push({ level: "error", where: `${file} ${path}`, message: `"${text}" is an example phone number; put the hotel's real number` });
    } else if (reservedDomain.test(text)) {
      findings.push({ level: "error", where: `${file} ${path}`, message: `"${text}" uses a reserved example domain; put the hotel's real address` });
    }
  }
  const office = /** @type {{ street?: unknown; postalCode?: unknown } | undefined} */ (hotel.office);
  if (office?.street === exampleOffice.street && office?.postalCode === exampleOffice.postalCode) {
    findings.push({
      level: "error",
      where: `${file} hotel.office`,
      message: `the corporate office is still the example address (${exampleOffice.street}, Indore ${exampleOffice.postalCode}); put the real office (if the hotel confirms this one, delete exampleOffice in scripts/preflight-hotel.mjs)`,
    });
  }
  findings.push(...legalFindings(hotel.legal, file));
  const social = Array.isArray(hotel.social) ? hotel.social : [];
  social.forEach((/** @type {{ label?: unknown; url?: unknown }} */ link, i) => {
    if (typeof link?.url !== "string" || !/^https?:/i.test(link.url)) return;
    const url = new URL(link.url);
    const host = url.hostname.replace(/^www\./, "");
    if (socialHosts.includes(host) && url.pathname.replace(/\/+$/, "") === "") {
      findings.push({
        level: "error",
        where: `${file} hotel.social[${i}]`,
        message: `${String(link.label)} links to ${link.url} itself; put the hotel's own page or remove the link`,
      });
    }
  });
  return findings;
}
