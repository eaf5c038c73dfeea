import type { Page } from "@playwright/test";

/**
 * Scrolls the home page to where a guest is reading: at least half a screen down, with no form or
 * booking panel on screen, which is where the welcome card may come (product-rules.md: Splash and
 * popups). The same test as app/frame/announcements/guest-is-busy.ts makes, in the page.
 */
export async function scrollToReading(page: Page): Promise<number> {
  const y = await page.evaluate(() => {
    const formInView = () =>
      [...document.querySelectorAll("form, #booking, #book-room-panel")].some((element) => {
        const box = element.getBoundingClientRect();
        return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
      });
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let top = Math.ceil(window.innerHeight * 0.6); top <= end; top += 40) {
      window.scrollTo(0, top);
      if (!formInView()) return top;
    }
    throw new Error("No place on the page without a form on screen");
  });
  await heardScroll(page);
  return y;
}

/** Scrolls until a form is on screen: the request form in the home page's Book A Room section. */
export async function scrollToForm(page: Page): Promise<void> {
  await page.getByRole("form", { name: /Request a Booking|बुकिंग का अनुरोध/ }).scrollIntoViewIfNeeded();
  await heardScroll(page);
}

/** The page's scroll listener hears the spot it now stands at, whenever the browser fires its own. */
async function heardScroll(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
}
