import { expect, type Page, test } from "@playwright/test";
import { watchConsoleErrors } from "./support/console-errors";
import { hydrated, openPage } from "./support/page";
import { scrollToReading } from "./support/welcome";

const PHONE = { width: 390, height: 844 };
const bar = (page: Page) => page.getByRole("navigation", { name: "Quick actions" });

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("one bar at the foot offers Book, Call, WhatsApp and Chat, each a 44 px target; no floating buttons", async ({
    page,
  }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openPage(page, "/about");
    const actions = bar(page);
    await expect(actions).toBeVisible();
    await expect(actions.getByRole("link", { name: "Book" })).toHaveAttribute("href", "/BookingForm");
    await expect(actions.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    const whatsapp = actions.getByRole("link", { name: /^WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", /noopener/);
    await expect(actions.getByRole("button", { name: "Chat" })).toBeVisible();
    for (const target of await actions.locator("a, button").all()) {
      const box = await target.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    // Sits on the bottom edge of the screen.
    const box = await actions.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(PHONE.height);
    await expect(page.getByRole("button", { name: "Chat with our assistant" })).toBeHidden();
    await expect(page.getByRole("link", { name: /Message us on WhatsApp/ })).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.getByRole("button", { name: "Back to top" })).toBeHidden();
    consoleErrors.expectNone();
  });

  test("Chat opens the assistant above the bar, loading its code only then; closing returns to the bar", async ({
    page,
  }) => {
    const consoleErrors = watchConsoleErrors(page);
    const chatCode: string[] = [];
    page.on("request", (request) => {
      if (/chat-panel[^/]*\.js/.test(request.url())) chatCode.push(request.url());
    });
    await openPage(page, "/Spa");
    expect(chatCode).toEqual([]);
    const chat = bar(page).getByRole("button", { name: "Chat" });
    await chat.click();
    const panel = page.getByRole("dialog", { name: "Chat with us" });
    await expect(panel).toBeVisible();
    expect(chatCode).toHaveLength(1);
    await expect(chat).toHaveAttribute("aria-expanded", "true");
    const panelBox = await panel.boundingBox();
    const barBox = await bar(page).boundingBox();
    expect((panelBox?.y ?? 0) + (panelBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(chat).toBeFocused();
    await expect(chat).toHaveAttribute("aria-expanded", "false");
    consoleErrors.expectNone();
  });

  test("a control reached with Tab scrolls into view clear of the bar", async ({ page }) => {
    await openPage(page, "/Facilities");
    const barTop = (await bar(page).boundingBox())?.y ?? 0;
    const hidden: string[] = [];
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        // The body has focus while Tab passes through the browser's own controls after the last link.
        if (!element || element === document.body || element.closest("nav[aria-label='Quick actions'], header")) return null;
        return { text: element.textContent?.trim().slice(0, 40) ?? "", bottom: element.getBoundingClientRect().bottom };
      });
      if (focused && focused.bottom > barTop) hidden.push(`${focused.text} (bottom ${focused.bottom})`);
    }
    expect(hidden).toEqual([]);
  });

  test("on the booking page the bar offers help but not Book", async ({ page }) => {
    await openPage(page, "/BookingForm");
    await expect(bar(page).getByRole("link", { name: /^Call/ })).toBeVisible();
    await expect(bar(page).getByRole("button", { name: "Chat" })).toBeVisible();
    await expect(bar(page).getByRole("link", { name: "Book" })).toHaveCount(0);
  });

  test("the welcome card opens above the bar", async ({ browser }) => {
    // Reduced motion skips the splash, so the card comes a second after the page.
    const context = await browser.newContext({ viewport: PHONE, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    await hydrated(page);
    await scrollToReading(page);
    const welcome = page.getByRole("dialog", { name: /^Welcome to/ });
    await expect(welcome).toBeVisible({ timeout: 10_000 });
    const card = await welcome.boundingBox();
    const barBox = await bar(page).boundingBox();
    expect((card?.y ?? 0) + (card?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
    await context.close();
  });
});

test.describe("without JavaScript on a phone", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("Book, Call and WhatsApp are plain links, and Chat leads to the contact page", async ({ page }) => {
    await page.goto("/about");
    const actions = bar(page);
    await expect(actions.getByRole("link", { name: "Book" })).toHaveAttribute("href", "/BookingForm");
    await expect(actions.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", /^tel:/);
    await expect(actions.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await actions.getByRole("link", { name: "Chat" }).click();
    await expect(page).toHaveURL(/\/Contact$/);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("no bar: WhatsApp, back to top and chat stand in one column at the right edge", async ({ page }) => {
    await openPage(page, "/about");
    await expect(bar(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    const column = [
      page.getByRole("button", { name: "Back to top" }),
      page.getByRole("link", { name: /Message us on WhatsApp/ }),
      page.getByRole("button", { name: "Chat with our assistant" }),
    ];
    let previousBottom = 0;
    for (const button of column) {
      await expect(button).toBeVisible();
      const box = await button.boundingBox();
      // Top to bottom, each clear of the one above and within 72 px of the right edge.
      expect(box?.y ?? 0).toBeGreaterThan(previousBottom);
      expect(box?.x ?? 0).toBeGreaterThanOrEqual(1280 - 72);
      previousBottom = (box?.y ?? 0) + (box?.height ?? 0);
    }
  });
});
