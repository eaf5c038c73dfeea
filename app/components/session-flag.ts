/**
 * "Once per browser session" flags (product-rules.md: Splash and popups) in sessionStorage. Storage
 * can be unavailable (privacy modes, disabled cookies); then nothing is remembered and the caller
 * treats it as already shown, so a guest is never shown the same popup on every page.
 */
export function takeSessionFlag(key: string): boolean {
  try {
    if (window.sessionStorage.getItem(key)) return false;
    window.sessionStorage.setItem(key, "1");
    return true;
  } catch {
    return false;
  }
}
