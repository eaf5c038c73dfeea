import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { hydrated } from "./support/page";

/**
 * The hotel's numbers on a phone (product-rules.md: The hotel's numbers), with the local identity:
 * the figures' tables scroll inside their own boxes and the charts are hidden from assistive
 * technology; without script the range form, its links and a GSTR-1 download still work.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("this month's numbers read on a 390 px phone", async ({ page }) => {
  await page.goto("/admin/reports");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reports");
  for (const name of ["Occupancy, ADR and RevPAR", "Room nights by source", "Arrivals and departures", "GST (GSTR-1)"]) {
    await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("table", { name: "By month: occupancy, ADR and RevPAR" })).toBeVisible();
  await expect(page.getByTestId("occupancy-chart")).toHaveAttribute("aria-hidden", "true");
  // The page never scrolls sideways: the wide tables scroll inside their boxes.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  // Reports sits in the desk's menu after Calendar, lit on its page; not in the phone's bottom bar.
  await expect(page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link")).toHaveText(["Today", "Bookings", "Board", "New"]);
  await page.getByText("Menu", { exact: true }).click();
  const menu = page.getByRole("navigation", { name: "Front desk" });
  const links = await menu.getByRole("link").allTextContents();
  expect(links.indexOf("Reports")).toBe(links.indexOf("Calendar") + 1);
  await expect(menu.getByRole("link", { name: "Reports" })).toHaveAttribute("aria-current", "page");
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the range's links and form work, a backward range says why, and a sheet downloads", async ({ page }) => {
    await page.goto("/admin/reports");
    await page.getByRole("link", { name: "Last month" }).click();
    await expect(page).toHaveURL(/\/admin\/reports\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);

    await page.getByLabel("First night").fill("2026-12-10");
    await page.getByLabel("Last night").fill("2026-12-01");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("alert")).toHaveText("The first day must not be after the last day.");

    await page.goto("/admin/reports?from=2026-12-01&to=2026-12-31");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "B2B for December 2026" }).click();
    expect((await download).suggestedFilename()).toBe("gstr1-b2b-2026-12-01-to-2026-12-31.csv");
  });
});
