import { todayInHotel } from "../../app/domain/hotel-date";
import { expect, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { openPage } from "./support/page";

test("the footer has the original site's columns, contacts, social links, newsletter and this year's copyright", async ({ page }) => {
  const consoleErrors = watchConsoleErrors(page);
  await openPage(page, "/about");
  const footer = page.getByRole("contentinfo");

  const column = (name: string) => footer.getByRole("navigation", { name });
  const texts = async (name: string) => (await column(name).getByRole("link").allTextContents()).map((text) => text.trim());
  // The original site's links, then the guest's own booking page (product-rules.md: The receipt is the start of the stay).
  expect(await texts("Links")).toEqual(["Home", "About", "Rooms", "Gallery", "Contact", "My booking"]);
  await expect(column("Links").getByRole("link", { name: "My booking" })).toHaveAttribute("href", "/MyBooking");
  // No bar in a holy town; the pools and the spa are listed only once open (product-rules.md: What is open).
  expect(await texts("Services")).toEqual(["Quality Room", "Best Accommodation", "Restaurant"]);
  expect(await texts("Policies")).toEqual(["FAQ", "Terms & Conditions", "Privacy Policy"]);
  await expect(column("Services").getByRole("link", { name: "Best Accommodation" })).toHaveAttribute("href", "/Facilities");

  const social = footer.getByRole("list", { name: "Social links" }).getByRole("link");
  // No network's icon until staff enter the hotel's own account (product-rules.md: Hotel details).
  await expect(social).toHaveCount(1);
  await expect(footer.getByRole("link", { name: /^Webmail/ })).toBeVisible();

  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
  const mails = await footer.locator("address a[href^='mailto:']").allTextContents();
  expect(mails).toHaveLength(2);
  expect(mails.some((mail) => mail.startsWith("info@"))).toBe(true);
  expect(mails.some((mail) => mail.startsWith("reservations@"))).toBe(true);
  await expect(footer).toContainText("450554");
  // The hotel's year (Asia/Kolkata), as the server rendered the page.
  await expect(footer).toContainText(`© ${todayInHotel(new Date()).slice(0, 4)} Narmada Riverside Resort`);
  await expect(footer.getByRole("textbox", { name: /e-?mail/i })).toBeVisible();
  consoleErrors.expectNone();
});

test("the messaging shortcut opens in a new tab and the chat launcher slot is present", async ({ page }) => {
  await openPage(page, "/");
  const shortcut = page.getByRole("link", { name: /Message us on WhatsApp/ });
  await expect(shortcut).toHaveAttribute("target", "_blank");
  await expect(shortcut).toHaveAttribute("rel", /noopener/);
  await expect(shortcut).toHaveAttribute("href", /^https:\/\/wa\.me\//);
});

test("a year after the opening, no page announces it", async ({ page }) => {
  await openPage(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Announcement" })).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText("Grand opening");
});

test("the footer is neither styled nor laid out until the guest scrolls near it, and is whole when they do", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await openPage(page, "/about");
  const copyright = page.getByRole("contentinfo").getByText(/^© \d{4} Narmada Riverside Resort/);
  // A subtree the browser skips (content-visibility: auto, off screen) is still in the page, for search and
  // for screen readers, but costs nothing to draw.
  const drawn = () => copyright.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
  await expect(copyright).toBeVisible();
});
