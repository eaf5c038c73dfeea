import { describe, expect, it } from "vitest";
import { structuredDataScript, writeStructuredData } from "./structured-data";

const page = (body: string, type = "text/html; charset=utf-8") => new Response(body, { headers: { "Content-Type": type } });

describe("writeStructuredData", () => {
  it("writes each block at the end of the head, as JSON-LD", async () => {
    const hotel = { "@context": "https://schema.org", "@type": "Hotel", name: "नर्मदा रिवरसाइड" };
    const html = await writeStructuredData(page("<html><head><title>t</title></head><body>b</body></html>"), [hotel, { "@type": "Thing" }]).text();
    expect(html).toBe(
      `<html><head><title>t</title>${structuredDataScript(hotel)}<script type="application/ld+json">{"@type":"Thing"}</script></head><body>b</body></html>`,
    );
    const written = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(written)).toEqual(hotel);
  });

  it("cannot be closed early by the data's own text", () => {
    const script = structuredDataScript({ name: "</script><script>alert(1)</script>" });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.slice('<script type="application/ld+json">'.length, -"</script>".length))).toEqual({
      name: "</script><script>alert(1)</script>",
    });
  });

  it("leaves a page without blocks, and anything that is not HTML, as it was", async () => {
    const plain = page("<html><head></head></html>");
    expect(writeStructuredData(plain, [])).toBe(plain);
    const json = page('{"a":1}', "application/json");
    expect(writeStructuredData(json, [{ "@type": "Thing" }])).toBe(json);
  });
});
