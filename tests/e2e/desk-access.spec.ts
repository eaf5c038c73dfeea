import { expect, test } from "@playwright/test";
import { bookRooms, stayFrom } from "./support/booking-api";
import { startFakeAccess } from "./support/fake-access";
import { serveSecondWorker } from "./support/second-worker";

/**
 * The built Worker with Cloudflare Access configured (product-rules.md: The front desk): on the
 * developer's own machine too, the desk then wants a token, and one that is missing or not a token
 * is refused before any desk data is read, and a member of staff signed in with a token made by a
 * stand-in for the team's key set works the desk under their own address.
 */
const AUDIENCE = "e2e-desk-audience";
const RECEPTION = "reception@hotel-e2e.example";
const second = serveSecondWorker(startFakeAccess, (access) => ({
  ACCESS_TEAM_DOMAIN: access.teamDomain,
  ACCESS_AUD: AUDIENCE,
  STAFF_EMAILS: `${RECEPTION},owner@hotel-e2e.example`,
}));

test("with Access configured, /admin without a token is 401 and with a bad one 403, with no desk data", async ({ page }) => {
  const response = await page.goto(`${second.worker.baseURL}/admin`);
  expect(response?.status()).toBe(401);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff sign-in needed");
  await expect(page.getByText("Sign in through Cloudflare Access to use the front desk.")).toBeVisible();
  await expect(page.getByText("developer@localhost")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Front desk" })).toHaveCount(0);

  const data = await fetch(`${second.worker.baseURL}/admin/bookings.data`);
  expect(data.status).toBe(401);
  expect(data.headers.get("content-type")).toContain("application/json");

  const badTokens: Record<string, string>[] = [{ "Cf-Access-Jwt-Assertion": "not-a-token" }, { Cookie: "CF_Authorization=not.a.token" }];
  for (const headers of badTokens) {
    const refused = await fetch(`${second.worker.baseURL}/admin/bookings.csv`, { headers });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("Reference,");
  }
});

test("signed in with a token, staff work the desk under their own address; other tokens are refused", async ({ page }) => {
  const token = await second.fake.sign({ email: RECEPTION, audience: AUDIENCE });
  // Access keeps a staff member's session in this cookie.
  await page.context().addCookies([{ name: "CF_Authorization", value: token, url: second.worker.baseURL }]);
  const today = await page.goto(`${second.worker.baseURL}/admin`);
  expect(today?.status()).toBe(200);
  await expect(page.getByTestId("desk-staff")).toHaveText(RECEPTION);
  await expect(page.getByText("not protected by Access")).toHaveCount(0);

  // A decision the desk makes is recorded under the address the token names.
  const booking = await bookRooms(page.request, stayFrom(30), [1], second.worker.baseURL);
  await page.goto(`${second.worker.baseURL}/admin/bookings/${booking.reference}`);
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Booking confirmed.");
  await expect(page.getByRole("listitem").filter({ hasText: "Pending confirmation → Confirmed" })).toContainText(RECEPTION);

  const refusals: [string, number][] = [
    [await second.fake.sign({ email: RECEPTION, audience: "another-application" }), 403],
    [await second.fake.sign({ email: "guest@example.com", audience: AUDIENCE }), 403],
    [await second.fake.sign({ email: RECEPTION, audience: AUDIENCE, expiresInSeconds: -60 }), 401],
  ];
  for (const [refused, status] of refusals) {
    const response = await fetch(`${second.worker.baseURL}/admin/bookings.csv`, { headers: { "Cf-Access-Jwt-Assertion": refused } });
    expect(response.status).toBe(status);
    expect(await response.text()).not.toContain("Reference,");
  }
  const csv = await fetch(`${second.worker.baseURL}/admin/bookings.csv`, { headers: { "Cf-Access-Jwt-Assertion": token } });
  expect(csv.status).toBe(200);
  expect(await csv.text()).toContain("Reference,");
});
