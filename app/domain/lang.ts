/**
 * The site's two languages (product-rules.md: Hindi). Here, below the content, so the hotel's copy
 * can be written per language without reaching up into the language plumbing (app/i18n/lang.ts
 * reads a language from a path and names it for HTML, hreflang and Open Graph).
 */
export const langs = ["en", "hi"] as const;
export type Lang = (typeof langs)[number];
