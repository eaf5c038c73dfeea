import { expect, test } from "@playwright/test";
import { openPage } from "./support/page";
import { hotel } from "./support/shipped-hotel";

/**
 * Who issues the tax invoice, and no bar (product-rules.md: Legal name and GSTIN; What is open): the
 * footer of every page in both languages, as a fresh site ships.
 */
test("the footer names the hotel's legal name and GSTIN, a restaurant and no bar, and no network's home page", async ({ page }) => {
  await openPage(page, "/");
  const footer = page.locator("footer");
  await expect(footer.getByTestId("footer-legal")).toHaveText(`${hotel.legal.name} · GSTIN ${hotel.legal.gstin}`);
  await expect(footer.getByRole("link", { name: "Restaurant", exact: true })).toBeVisible();
  await expect(footer).not.toContainText("Bar");
  // The spa is not open in the seed: the footer does not list it as a service.
  await expect(footer.getByRole("link", { name: "Wellness & Spa" })).toHaveCount(0);
  await expect(footer.locator('a[href^="https://www.facebook.com"]')).toHaveCount(0);

  await openPage(page, "/hi");
  await expect(page.locator("footer").getByTestId("footer-legal")).toHaveText(`${hotel.legal.name} · जीएसटीआईएन ${hotel.legal.gstin}`);
  await expect(page.locator("footer")).not.toContainText("रेस्तराँ और बार");
});
