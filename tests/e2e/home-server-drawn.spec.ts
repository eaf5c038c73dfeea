import { expect, type Page, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { hydrated, openPage } from "./support/page";
import { reachPart } from "./support/reach-part";

/**
 * The home page's sections of words and links only (facilities, about, the temple) stay on the page
 * as the server drew them (app/components/server-drawn.tsx): no code for them is downloaded and the
 * page's data leaves their words out, yet the guest sees them, in the page's language, however the
 * page changes after it hydrates; a client-side visit renders them from that visit's data.
 */
const SECTION_CODE = /\/assets\/(facilities-teaser|about-teaser|temple-feature)-[\w-]+\.js$/;

const sections = (page: Page) => ({
  facilities: page.locator("section").filter({ has: page.locator("#home-facilities") }),
  about: page.locator("section").filter({ has: page.locator("#home-about") }),
});

/** The words the page's data carries, as the browser received them. */
const pageData = (page: Page) => page.evaluate(() => JSON.stringify((window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext ?? null));

test("on the page the server sent, the facilities, about and temple sections show as drawn: no code, no words in the data", async ({ page }) => {
  const console = watchConsoleErrors(page);
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (SECTION_CODE.test(new URL(request.url()).pathname)) loaded.push(request.url());
  });
  await openPage(page, "/hi");
  const { facilities, about } = sections(page);
  await expect(facilities.getByRole("heading", { level: 2 })).toHaveText("तीर्थयात्रा हो, परिवार की छुट्टी हो या कोई उत्सव: हर ज़रूरत का इंतज़ाम");
  await expect(about.getByRole("link", { name: "और जानें" })).toHaveAttribute("href", "/hi/About");
  // Down to the footer, past every section: each hydrating part hydrates, these never load.
  await reachPart(page.getByRole("form", { name: "न्यूज़लेटर की सदस्यता" }));
  expect(loaded).toEqual([]);
  await expect(facilities.getByRole("heading", { level: 3 })).toHaveCount(4);
  const data = await pageData(page);
  expect(data).not.toContain("हर ज़रूरत का इंतज़ाम");
  // … while the first screen's words are there, for the parts that hydrate.
  expect(data).toContain("कमरे की उपलब्धता");
  console.expectNone();
});

test("the drawn sections stay when the page's data changes after a form is sent", async ({ page }) => {
  await openPage(page, "/");
  const form = page.getByRole("form", { name: "Newsletter sign-up" });
  await reachPart(form);
  await form.getByLabel("Email address").fill(`drawn.${Date.now()}@example.com`);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you for subscribing!", { exact: false })).toBeVisible();
  const { facilities, about } = sections(page);
  await expect(facilities.getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(about.getByRole("heading", { level: 2 })).toHaveText("Your spiritual haven in sacred Omkareshwar");
});

test("a client-side visit renders them from its own data, in the language it switched to", async ({ page }) => {
  await openPage(page, "/hi");
  // The switch is a client-side navigation to the English home page.
  await page.getByRole("banner").getByRole("link", { name: /English/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await hydrated(page);
  const { facilities, about } = sections(page);
  await expect(facilities.getByRole("heading", { level: 2 })).toHaveText("Everything a pilgrimage, a family holiday or a celebration needs");
  await expect(about.getByRole("heading", { level: 2 })).toHaveText("Your spiritual haven in sacred Omkareshwar");
  await expect(facilities.getByRole("heading", { level: 3 })).toHaveCount(4);

  // And from another page back to the home page, by the header's link.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(sections(page).facilities.getByRole("heading", { level: 3 })).toHaveCount(4);
});
