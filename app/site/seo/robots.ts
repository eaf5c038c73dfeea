import { hotel } from "~/content/hotel";

/**
 * /robots.txt (product-rules.md: SEO): every page is public; the API is for the site itself, the
 * front desk for the hotel's staff and a guest's booking page for that guest alone. Written by the
 * Worker rather than kept as a file, so its sitemap line names the deployment's own address.
 */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /MyBooking",
    "Disallow: /hi/MyBooking",
    "",
    `Sitemap: ${hotel.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
