// The launch check's rule for the site's address (README "The site's address"): every link the
// Worker writes in e-mails, calendar files, the sitemap and canonical URLs is built from it, so in
// production it must be the hotel's own https address, never an example, plain http, or the
// workers.dev address while the Worker is served on a domain of the hotel's own.

/** Domains reserved for examples and tests (RFC 2606, RFC 6761). */
const reservedHost = /(?:^|\.)(?:example|test|invalid|localhost)$|(?:^|\.)example\.(?:com|net|org)$/i;

/**
 * The hotel's own domains the Worker is served on: `routes` (or `route`) entries, custom domains
 * included, as wrangler.toml writes them.
 * @param {Record<string, unknown>} settings
 * @returns {string[]}
 */
export function customDomains(settings) {
  const entries = [...(Array.isArray(settings.routes) ? settings.routes : []), ...(settings.route ? [settings.route] : [])];
  return entries
    .map((/** @type {unknown} */ entry) => {
      const pattern = typeof entry === "string" ? entry : /** @type {{ pattern?: unknown }} */ (entry)?.pattern;
      return typeof pattern === "string" ? pattern.replace(/^https?:\/\//, "").replace(/[/*].*$/, "") : "";
    })
    .filter((host) => host !== "" && !host.endsWith(".workers.dev"));
}

/**
 * What is wrong with `address` as a production site address, or null.
 * @param {string} address
 * @param {string[]} domains the hotel's own domains the Worker is served on
 * @returns {string | null}
 */
export function siteAddressProblem(address, domains) {
  /** @type {URL} */
  let url;
  try {
    url = new URL(address);
  } catch {
    return `"${address}" is not a URL; put the site's https address, such as https://www.your-hotel.in`;
  }
  if (url.protocol !== "https:") return `"${address}" is not https; guests' signed booking links would travel in clear text`;
  if (reservedHost.test(url.hostname)) return `"${address}" is an example address; put the site's real https address`;
  if (url.hostname.endsWith(".workers.dev") && domains.length > 0) {
    return `"${address}" is the workers.dev address while the site is served on ${domains.join(", ")}; put https://${domains[0]}`;
  }
  return null;
}
