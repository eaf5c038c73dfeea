import { expect, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { openPage } from "./support/page";

test.describe("desktop header (1280 px)", () => {
  test("top bar links the address to a map in a new tab and the phone to a call", async ({ page }) => {
    await openPage(page, "/");
    const mapLink = page.getByRole("link", { name: /Omkareshwar, Madhya Pradesh 450554.*map/ });
    await expect(mapLink).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps/);
    await expect(mapLink).toHaveAttribute("target", "_blank");
    await expect(mapLink).toHaveAttribute("rel", /noopener/);
    await expect(page.getByRole("link", { name: /Call \+91/ })).toHaveAttribute("href", /^tel:\+91\d{10}$/);
  });

  test("the current page is marked with aria-current, dropdowns open by click and Book Now goes to the wizard", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("banner").getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/BookingForm");

    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");

    const dining = nav.getByRole("button", { name: "Dining" });
    await expect(dining).toHaveAttribute("aria-expanded", "false");
    await dining.click();
    await expect(dining).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(dining).toHaveAttribute("aria-expanded", "false");
    await expect(dining).toBeFocused();

    await dining.click();
    await nav.getByRole("link", { name: "Fine Dining" }).click();
    await expect(page).toHaveURL(/\/Finedinning$/);
    await expect(dining).toHaveAttribute("aria-expanded", "false");
    await dining.click();
    await expect(nav.getByRole("link", { name: "Fine Dining" })).toHaveAttribute("aria-current", "page");
    consoleErrors.expectNone();
  });

  test("the mobile menu button is not shown at 1280 px", async ({ page }) => {
    await openPage(page, "/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });
});

test.describe("mobile menu (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the button toggles it, a dropdown does not close it, a link does, and Book Now comes last", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openPage(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();

    for (const group of ["Rooms & Suites", "Dining", "Amenities"]) {
      await expect(menu.getByRole("button", { name: group })).toBeVisible();
    }
    const links = menu.getByRole("link");
    await expect(links.last()).toHaveText("Book Now");
    await expect(links.last()).toHaveAttribute("href", "/BookingForm");
    // The language switch leads the menu, to this page in Hindi (product-rules.md: Hindi).
    await expect(links.first()).toHaveAttribute("href", "/hi");
    await expect(links.first()).toHaveAttribute("hreflang", "hi-IN");

    const rooms = menu.getByRole("button", { name: "Rooms & Suites" });
    await rooms.click();
    await expect(rooms).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    await menu.getByRole("link", { name: "Super Deluxe" }).click();
    await expect(page).toHaveURL(/\/SuperDeluxe$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    consoleErrors.expectNone();
  });

  test("the mobile logo is 65 px high and Escape closes the menu", async ({ page }) => {
    await openPage(page, "/");
    const logo = page.getByRole("banner").getByRole("link", { name: /home$/ }).locator("svg");
    expect((await logo.boundingBox())?.height).toBe(65);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});
