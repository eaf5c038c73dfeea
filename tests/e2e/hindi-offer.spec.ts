import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { openPage } from "./support/page";

/**
 * A browser that prefers Hindi is offered an English page's Hindi version in one line, never
 * redirected (product-rules.md: Hindi).
 */
const offer = (page: import("@playwright/test").Page) => page.getByRole("complementary", { name: "हिन्दी में पढ़ें" });

test.describe("a browser that prefers Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("is offered the page in Hindi, in Hindi, and the offer leads to the same page under /hi", async ({ page }) => {
    const response = await openPage(page, "/Room?x=1#list");
    // The server answers the English page it was asked for, whatever the browser prefers.
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toHaveAttribute("lang", "hi");
    await expect(offer(page)).toContainText("यह पृष्ठ हिन्दी में भी है।");
    await expectNoSeriousA11yViolations(page);
    await offer(page).getByRole("link", { name: "हिन्दी में पढ़ें" }).click();
    await expect(page).toHaveURL(/\/hi\/Room\?x=1#list$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(offer(page)).toHaveCount(0);
    // Back on English pages, a guest who has seen the Hindi site is not asked again.
    await openPage(page, "/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });

  test("closing the offer is remembered", async ({ page }) => {
    await openPage(page, "/about");
    await offer(page).getByRole("button", { name: "बंद करें" }).click();
    await expect(offer(page)).toHaveCount(0);
    await openPage(page, "/Gallery");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });

  test("is never redirected by its Accept-Language, and the front desk offers nothing", async ({ request, page }) => {
    const english = await request.get("/Room", { headers: { "Accept-Language": "hi-IN,hi;q=0.9" }, maxRedirects: 0 });
    expect(english.status()).toBe(200);
    expect(await english.text()).toContain('<html lang="en-IN"');
    await openPage(page, "/admin");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });
});

test("a browser that prefers English is offered nothing", async ({ page }) => {
  await openPage(page, "/Room");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
});
