// The bench's budgets (docs/performance.md, docs/decisions/0007-server-time-against-the-same-bytes.md)
// and the check of one run's figures against them: `npm run bench` exits non-zero on any failure.

export const BUDGETS = {
  lighthouseMin: 95,
  clsMax: 0.02,
  homeJsKbMax: 130,
  uncachedSsrRatioMax: 3,
  cachedHtmlRatioMax: 1.5,
  apiRoomsRatioMax: 2,
  /** Each measured page's HTML, gzipped: the first screen arrives within a few round trips on 4G. */
  htmlGzipKbMax: 30,
  /** Largest Contentful Paint under Lighthouse's mobile throttling: Core Web Vitals' "good". */
  lcpMsMax: 2500,
};

/** Each budget the run's figures exceed, as a line of the bench's report; none when every one is met. */
export function budgetFailures({ lighthouse, js, times, html }) {
  const failures = [];
  for (const r of lighthouse) {
    for (const key of ["performance", "accessibility", "bestPractices", "seo"]) {
      if (r[key] < BUDGETS.lighthouseMin) failures.push(`Lighthouse ${key} ${r[key]} < ${BUDGETS.lighthouseMin} on ${r.route}`);
    }
    if (r.cls > BUDGETS.clsMax) failures.push(`CLS ${r.cls} > ${BUDGETS.clsMax} on ${r.route}`);
    if (r.lcpMs > BUDGETS.lcpMsMax) failures.push(`LCP ${r.lcpMs} ms > ${BUDGETS.lcpMsMax} ms on ${r.route}`);
  }
  for (const home of js.filter((j) => j.route === "/" || j.route === "/hi")) {
    if (home.gzipKb > BUDGETS.homeJsKbMax) failures.push(`${home.route} JS ${home.gzipKb} KB > ${BUDGETS.homeJsKbMax} KB`);
  }
  // Server time against a static copy of the same bytes; page weight on its own (see serverTimes in bench-server-time.mjs).
  for (const t of times) {
    if (t.name.startsWith("ssr ") && t.vsStaticCopy > BUDGETS.uncachedSsrRatioMax)
      failures.push(`${t.name} ${t.vsStaticCopy}× static > ${BUDGETS.uncachedSsrRatioMax}×`);
    if (t.name.startsWith("cached ") && !t.name.endsWith("/BookingForm") && t.vsStaticCopy > BUDGETS.cachedHtmlRatioMax)
      failures.push(`${t.name} ${t.vsStaticCopy}× static > ${BUDGETS.cachedHtmlRatioMax}×`);
    if (t.name === "api/rooms" && t.vsStaticCopy > BUDGETS.apiRoomsRatioMax)
      failures.push(`api/rooms ${t.vsStaticCopy}× static > ${BUDGETS.apiRoomsRatioMax}×`);
  }
  for (const page of html) {
    if (page.gzipKb > BUDGETS.htmlGzipKbMax)
      failures.push(`${page.route} HTML ${page.gzipKb} KB gz > ${BUDGETS.htmlGzipKbMax} KB`);
  }
  return failures;
}
