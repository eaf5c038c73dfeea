import type { BrowserContext, Page } from "@playwright/test";

/**
 * The splash and the welcome popup show once per browser session (product-rules.md: Splash and
 * popups), and a fresh Playwright context is a fresh session, so they would appear over every test.
 * Specs that are not about them call this before their first `goto` to mark both as already shown.
 * The keys match app/components/splash.tsx and app/features/announcements/welcome-popup.tsx.
 */
export const SESSION_INTRO_KEYS = { splash: "nrr:splash-shown", welcome: "nrr:welcome-shown" } as const;

export async function skipSessionIntro(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((keys) => {
    window.sessionStorage.setItem(keys.splash, "1");
    window.sessionStorage.setItem(keys.welcome, "1");
  }, SESSION_INTRO_KEYS);
}
