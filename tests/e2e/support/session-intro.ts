import type { BrowserContext, Page } from "@playwright/test";

/**
 * The splash and the welcome popup show once per browser session (product-rules.md: Splash and
 * popups), and a fresh Playwright context is a fresh session, so they would appear over every test.
 * Specs that are not about them call this (openPage in page.ts does) before their first `goto`, to
 * mark both as already shown.
 * The keys match app/components/splash.tsx and app/frame/announcements/welcome-popup.tsx.
 */
export const SESSION_INTRO_KEYS = { splash: "nrr:splash-shown", welcome: "nrr:welcome-shown" } as const;

// Each page or context gets the init script once, however many helpers ask for it.
const skipping = new WeakSet<Page | BrowserContext>();

export async function skipSessionIntro(target: Page | BrowserContext): Promise<void> {
  if (skipping.has(target)) return;
  skipping.add(target);
  await target.addInitScript((keys) => {
    window.sessionStorage.setItem(keys.splash, "1");
    window.sessionStorage.setItem(keys.welcome, "1");
  }, SESSION_INTRO_KEYS);
}
