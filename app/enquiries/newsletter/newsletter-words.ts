/**
 * The newsletter's confirmation and unsubscribe page (routes/newsletter-consent.tsx), sent by its
 * loader in the page's language (product-rules.md: Hindi). `{name}` is the hotel's full name,
 * `{brand}` its short one, `{email}` its general address.
 */
export const newsletterWordsEn = {
  subtitle: "Our newsletter: offers and festival news from Omkareshwar",
  home: "Back to the home page",
  confirm: {
    title: "Confirm your subscription",
    ask: "Confirm that you would like offers and festival news from {name} at the address you gave.",
    button: "Confirm my subscription",
    done: "Your subscription is confirmed. Thank you! Every e-mail we send has a link to unsubscribe.",
    invalid:
      "This confirmation link has been used already, has lapsed (links last a week) or is not valid. Sign up again from any page's footer.",
  },
  unsubscribe: {
    title: "Unsubscribe",
    ask: "Stop receiving news and offers from {name}.",
    button: "Unsubscribe",
    done: "You are unsubscribed. We will not send you news or offers again.",
    invalid: "This unsubscribe link is not valid. Write to {email} and we will remove your address.",
  },
};

export type NewsletterWords = typeof newsletterWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    newsletter: NewsletterWords;
  }
}
