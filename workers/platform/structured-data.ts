/**
 * Writes the structured data (JSON-LD) a document's loader gave (app/context.ts:
 * structuredDataContext) into the page's head as it streams: search engines read it from the HTML,
 * and it never travels a second time as the page's data for the browser to hydrate with. React's
 * hydration leaves a tag it did not render in the head alone.
 */

/** A JSON-LD block whose text cannot close the <script> it sits in. */
export function structuredDataScript(item: object): string {
  return `<script type="application/ld+json">${JSON.stringify(item).replaceAll("<", "\\u003c")}</script>`;
}

export function writeStructuredData(response: Response, items: readonly object[]): Response {
  if (items.length === 0 || !response.body || !(response.headers.get("Content-Type") ?? "").includes("text/html")) return response;
  const scripts = items.map(structuredDataScript).join("");
  return new HTMLRewriter()
    .on("head", {
      element(head) {
        head.append(scripts, { html: true });
      },
    })
    .transform(response);
}
