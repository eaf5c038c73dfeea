/** The resource route the footer form posts to (through a fetcher once hydrated). */
export const newsletterActionPath = "/newsletter";
/** After a post without JavaScript the page comes back with `?newsletter=<outcome>#newsletter`. */
export const newsletterParam = "newsletter";
export const newsletterAnchor = "newsletter";
/**
 * A Hindi page's sign-up carries `lang=hi`: the one `/newsletter` action serves every page, so the
 * page's language travels with the form (product-rules.md: Hindi). Absent means English.
 */
export const newsletterLangField = "lang";
