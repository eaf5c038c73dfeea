import { expect, type Page, test } from "@playwright/test";
import { stayFrom, wizardUrl } from "./support/booking-api";
import { findCoveredElements } from "./support/covered-elements";
import { openPage } from "./support/page";
import { contentPages } from "./support/pages-list";

/**
 * Nothing the site keeps on screen (the phone's bottom bar, the desktop's floating buttons) may sit
 * on a link, button, form field or price, at any scroll position, on any page or wizard step.
 */
const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

const routes = [
  "/",
  ...contentPages.map((content) => content.path),
  "/Room",
  "/Deluxe",
  "/SuiteRoom",
  "/DiningBookingForm",
  "/no-such-page",
];

async function expectNothingCovered(page: Page, where: string) {
  const covered = await findCoveredElements(page);
  const report = covered.map((item) => `${where} @${item.scrollY}: ${item.element} under ${item.coveredBy}`);
  expect(report, report.join("\n")).toEqual([]);
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of routes) {
      test(`nothing covers what a guest taps or reads on ${path}`, async ({ page }) => {
        await openPage(page, path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNothingCovered(page, `${path} (${viewport.name})`);
      });
    }

    test("nothing covers the booking wizard's controls on any step", async ({ page }) => {
      // Its own dates per viewport (tests run in parallel), within the year ahead the wizard books.
      const stay = stayFrom(viewport.name === "phone" ? 240 : 250);
      const steps = [
        { url: "/BookingForm", heading: "Search Your Stay" },
        { url: wizardUrl(stay, "2-0", { step: "2" }), heading: "Select Your Room" },
        { url: wizardUrl(stay, "2-0", { room: "1", step: "3" }), heading: "Enhance Your Stay" },
        { url: wizardUrl(stay, "2-0", { room: "1", step: "4" }), heading: "Guest Information" },
      ];
      for (const step of steps) {
        await openPage(page, step.url);
        await expect(page.getByRole("heading", { level: 2, name: step.heading })).toBeVisible();
        if (step.heading === "Select Your Room") {
          await expect(page.getByRole("button", { name: /^Select Room / }).first()).toBeVisible();
        }
        await expectNothingCovered(page, `${step.heading} (${viewport.name})`);
      }
    });
  });
}
