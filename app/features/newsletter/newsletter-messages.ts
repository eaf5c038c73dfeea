import type { FormMessages } from "../intake/form-answer";

export const newsletterFormMessages: FormMessages = {
  success: "Thank you for subscribing! Please confirm from the e-mail we have just sent you; offers and festival news follow once you do.",
  failure: "Failed to subscribe. Please try again.",
  networkError: "An error occurred. Please try again later.",
};

/** The resource route the footer form posts to (through a fetcher once hydrated). */
export const newsletterActionPath = "/newsletter";
/** After a post without JavaScript the page comes back with `?newsletter=<outcome>#newsletter`. */
export const newsletterParam = "newsletter";
export const newsletterAnchor = "newsletter";
