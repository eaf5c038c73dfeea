import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { uniqueGuest } from "./support/booking-api";
import { hydrated, openPage } from "./support/page";

/** A guest's message reaches the desk's Enquiries, where staff mark it handled (local identity). */
test("a message sent on /Contact is on the desk's Enquiries and is marked handled with a note", async ({ page }) => {
  const guest = uniqueGuest("Farah");
  const message = `Do you arrange a boat for the evening aarti? (${guest.mobile})`;
  await openPage(page, "/Contact");
  const form = page.locator("#get-in-touch form");
  await form.getByLabel("Name").fill("Farah Khan");
  await form.getByLabel("Email").fill(guest.email);
  await form.getByLabel("Phone").fill(guest.spacedMobile);
  await form.getByLabel("Message").fill(message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Message sent successfully!")).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin");
  await hydrated(page);
  await page.getByRole("link", { name: /waiting to be handled$/ }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?handled=no$/);
  await page.goto("/admin/enquiries?kind=contact&handled=no");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiries");
  const entry = page.getByRole("listitem").filter({ hasText: message });
  await expect(entry).toContainText("Farah Khan");
  await expect(entry).toContainText(guest.email);
  await expectNoSeriousA11yViolations(page);

  await entry.getByLabel("What was done (optional)").fill("Arranged with Raju's boat, 6:30 pm");
  await entry.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked handled.");
  await expect(page.getByRole("listitem").filter({ hasText: message })).toHaveCount(0);
  await page.getByLabel("Handled").selectOption({ label: "Handled" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: message })).toContainText(
    "Handled by developer@localhost",
  );
  await expect(page.getByRole("listitem").filter({ hasText: message })).toContainText("Arranged with Raju's boat, 6:30 pm");
});
