import { describe, expect, it } from "vitest";
import { applySiteUrl, hotel, productionSiteUrl } from "../../content/hotel";
import { loader } from "./robots";

describe("robots.txt", () => {
  const robots = async () => (await loader()).text();

  it("names the sitemap at the site's address (product-rules.md: The site's address)", async () => {
    expect(await robots()).toContain(`Sitemap: ${hotel.siteUrl}/sitemap.xml`);
    applySiteUrl("https://www.narmadariverside.in");
    try {
      expect(await robots()).toContain("Sitemap: https://www.narmadariverside.in/sitemap.xml");
    } finally {
      applySiteUrl(productionSiteUrl);
    }
  });

  it("lets crawlers read the pages but not the API", async () => {
    expect(await robots()).toMatch(/User-agent: \*\nAllow: \/\nDisallow: \/api\//);
  });

  it("keeps crawlers out of the front desk and guests' booking pages", async () => {
    const text = await robots();
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/MyBooking$/m);
    expect(text).toMatch(/^Disallow: \/hi\/MyBooking$/m);
  });
});
