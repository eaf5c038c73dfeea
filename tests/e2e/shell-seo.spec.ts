import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";

/** The site address the test server is configured with (npm start passes its own port as SITE_URL). */
const SITE = baseURL;
/** The route table (app/routes.ts): every public page with its canonical path. */
const PAGES = [
  "/", "/about", "/Facilities", "/Room", "/Finedinning", "/Dining", "/Casual", "/Swimmingpool", "/Spa", "/Gym",
  "/Event", "/Gallery", "/omkareshwar-tourism", "/Contact", "/BookingForm", "/DiningBookingForm", "/joinNow", "/FAQ",
  "/TermsAndConditions", "/PrivacyPolicy",
];

test("sitemap.xml lists every public page and every room from the rooms service", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of PAGES) expect(locs).toContain(new URL(path, SITE).toString());
  for (const id of [1, 2, 3, 4]) expect(locs).toContain(`${SITE}/RoomDetails/${id}`);
  expect(locs.filter((loc) => loc.startsWith(`${SITE}/Room/`))).toHaveLength(4);
  expect(new Set(locs).size).toBe(locs.length);
});

test("robots.txt allows the site and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toContain("User-agent: *");
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});
