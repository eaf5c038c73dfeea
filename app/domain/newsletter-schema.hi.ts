import type { NewsletterMessages } from "./newsletter-schema";

/** The newsletter sign-up's wording in Hindi (product-rules.md: Hindi). */
export const newsletterMessagesHi: NewsletterMessages = {
  emailRequired: "कृपया अपना ईमेल पता लिखें",
  emailInvalid: "यह ईमेल पता सही नहीं है",
  // Named in the too-long message: "ईमेल में अधिक से अधिक 254 अक्षर हो सकते हैं".
  emailLabel: "ईमेल",
};
