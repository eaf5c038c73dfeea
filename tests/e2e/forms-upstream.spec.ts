/**
 * The intake with its third parties switched on, against a second copy of the built Worker: upstream
 * mode with an admin API that answers 500, and Turnstile with a siteverify that accepts one token.
 * Only the third parties are stand-ins (a local fake admin API and siteverify, a fake widget script);
 * the Worker, its outbox and its pages run for real.
 */
import { expect, type Page, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { fakeTurnstileScript } from "./support/fake-turnstile";
import { passingTurnstileToken, serveSecondWorker, startFakeAdmin } from "./support/second-worker";
import { openPage } from "./support/page";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const second = serveSecondWorker(startFakeAdmin, (admin) => ({
  ADMIN_API_URL: admin.url,
  ADMIN_API_KEY: "e2e-admin-key",
  TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
  TURNSTILE_SECRET_KEY: "e2e-turnstile-secret",
  TURNSTILE_VERIFY_URL: `${admin.url}/siteverify`,
}));

async function openContact(page: Page, token: string) {
  await fakeTurnstileScript(page, token);
  await openPage(page, `${second.worker.baseURL}/Contact`);
  const form = page.locator("#get-in-touch form");
  await form.getByLabel("Name").fill("Pramod Verma");
  // Turnstile loads once the guest starts on the form; its token lands inside the form.
  await expect(form.locator('input[name="cf-turnstile-response"]')).toHaveValue(token);
  await form.getByLabel("Email").fill("pramod@example.com");
  await form.getByLabel("Phone").fill("98765 43210");
  await form.getByLabel("Message").fill("Do you arrange Narmada parikrama guides?");
  return form;
}

test("an upstream outage still tells the guest 'received': the enquiry is stored and delivery is retried (product-rules.md: Nothing submitted is lost)", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  const form = await openContact(page, passingTurnstileToken);
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/Contact.data");
  await form.getByRole("button", { name: "Send Message" }).click();
  expect(new URLSearchParams((await sent).postData() ?? "").get("cf-turnstile-response")).toBe(passingTurnstileToken);
  await expect(form.getByText("Message sent successfully!")).toBeVisible();
  // The Worker did try the hotel's admin API, which failed; the guest was told "received" anyway.
  await expect
    .poll(() => second.fake.requests.filter((request) => request.method === "POST" && request.path === "/api/contact-enquiry").length)
    .toBeGreaterThan(0);
  expect(second.fake.requests.some((request) => request.path === "/siteverify")).toBe(true);
  consoleErrors.expectNone();
});

test("a failed Turnstile check is refused with the server's reason (product-rules.md: Bot protection)", async ({ page }) => {
  // Chromium logs the refused request's 403 status itself.
  const consoleErrors = watchConsoleErrors(page, [/status of 403/]);
  const form = await openContact(page, "e2e-rejected-token");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Failed to send message.")).toBeVisible();
  await expect(form.getByText("Please complete the security check and try again.")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Pramod Verma");
  consoleErrors.expectNone();
});
