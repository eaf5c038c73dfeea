import { expect, test } from "@playwright/test";
import { type SecondWorker, startSecondWorker } from "./support/second-worker";

/**
 * The built Worker with Cloudflare Access configured (product-rules.md: The front desk): on the
 * developer's own machine too, the desk then wants a token, and one that is missing or not a token
 * is refused before any desk data is read. (Verifying a real token needs the team's key set, which
 * only Cloudflare serves: tests/worker/desk-access.test.ts covers that against a test key set.)
 */
let worker: SecondWorker;

test.beforeAll(async () => {
  // Starting a second Worker can take a while on a busy machine.
  test.setTimeout(150_000);
  worker = await startSecondWorker({
    ACCESS_TEAM_DOMAIN: "https://hotel-e2e.cloudflareaccess.com",
    ACCESS_AUD: "e2e-desk-audience",
  });
});

test.afterAll(async () => {
  await worker?.stop();
});

test("with Access configured, /admin without a token is 401 and with a bad one 403, with no desk data", async ({ page }) => {
  const response = await page.goto(`${worker.baseURL}/admin`);
  expect(response?.status()).toBe(401);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff sign-in needed");
  await expect(page.getByText("Sign in through Cloudflare Access to use the front desk.")).toBeVisible();
  await expect(page.getByText("developer@localhost")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Front desk" })).toHaveCount(0);

  const data = await fetch(`${worker.baseURL}/admin/bookings.data`);
  expect(data.status).toBe(401);
  expect(data.headers.get("content-type")).toContain("application/json");

  const badTokens: Record<string, string>[] = [{ "Cf-Access-Jwt-Assertion": "not-a-token" }, { Cookie: "CF_Authorization=not.a.token" }];
  for (const headers of badTokens) {
    const refused = await fetch(`${worker.baseURL}/admin/bookings.csv`, { headers });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("Reference,");
  }
});
