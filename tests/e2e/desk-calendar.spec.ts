import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { stayFrom } from "./support/booking-api";
import { hydrated, openPage } from "./support/page";

/**
 * Stop-sell from the desk's calendar (product-rules.md: The front desk), with the local identity:
 * staff close the Suite for a run of nights and the booking form stops offering it for a stay that
 * touches them, then reopen it and it is offered again.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The calendar's run form: one room type, one change, from the first night to the last. */
async function changeRun(page: Page, change: "Close to sale" | "Reopen for sale", night: string) {
  const run = page.getByRole("region", { name: "Close or reopen a run of nights" });
  await run.getByLabel("Room type").selectOption({ label: "Suite Room" });
  await run.getByLabel("Change").selectOption({ label: change });
  await run.getByLabel("First night").fill(night);
  await run.getByLabel("Last night").fill(night);
  await run.getByRole("button", { name: "Apply" }).click();
}

test("a night closed on the calendar disappears from the wizard, and comes back when reopened", async ({ page }) => {
  // Nights no other test uses: closing them must not change what another test sees.
  const stay = stayFrom(351, 2);
  const wizard = `/BookingForm?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2-0`;
  const suiteChoice = page.getByRole("button", { name: "Select Room Suite Room for Room 1" });

  await openPage(page, wizard);
  await expect(suiteChoice).toBeVisible();

  await page.goto("/admin/calendar");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendar");
  await expect(page.getByRole("region", { name: "Nights by room type" }).getByRole("row")).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);

  await changeRun(page, "Close to sale", stay.checkIn);
  await expect(page.getByRole("status")).toHaveText("Closed to sale.");

  try {
    await openPage(page, wizard);
    await expect(page.getByRole("button", { name: "Select Room Deluxe Room for Room 1" })).toBeVisible();
    await expect(suiteChoice).toHaveCount(0);
  } finally {
    await page.goto("/admin/calendar");
    await hydrated(page);
    await changeRun(page, "Reopen for sale", stay.checkIn);
    await expect(page.getByRole("status")).toHaveText("Open for sale again.");
  }
  await openPage(page, wizard);
  await expect(suiteChoice).toBeVisible();
});

test("a cell closes and reopens one night of one type", async ({ page }) => {
  await page.goto("/admin/calendar");
  await hydrated(page);
  const close = page.getByRole("button", { name: /^Close Luxury Room on / }).last();
  const name = (await close.textContent())?.replace(/^Close/, "").trim() ?? "";
  await close.click();
  await expect(page.getByRole("status")).toHaveText("Closed to sale.");
  const reopen = page.getByRole("button", { name: `Reopen ${name}` });
  await expect(reopen).toBeVisible();
  await reopen.click();
  await expect(page.getByRole("status")).toHaveText("Open for sale again.");
  await expect(page.getByRole("button", { name: `Close ${name}` })).toBeVisible();
});
