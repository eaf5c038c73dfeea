/**
 * A dismissed banner is remembered in a cookie (not localStorage) so the server leaves it out of
 * the HTML on the next visit: hiding it after hydration would shift the whole page (CLS).
 */
export const BANNER_COOKIE = "nrr_banner_dismissed";
export const GRAND_OPENING_BANNER_ID = "grand-opening";
const MAX_AGE_SECONDS = 60 * 60 * 24 * 60;

export function isBannerDismissed(cookieHeader: string | null, bannerId: string): boolean {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(";")
    .map((part) => part.trim())
    .some((part) => part === `${BANNER_COOKIE}=${bannerId}`);
}

export function dismissBannerCookie(bannerId: string): string {
  return `${BANNER_COOKIE}=${bannerId}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}
