/** What a confirmation or unsubscribe link did: "done", or nothing for a link that is not (or no longer) valid. */
export type ConsentOutcome = "done" | "invalid";

/** The newsletter's consent links (product-rules.md: E-mail): confirm a sign-up, or withdraw it. */
export interface NewsletterConsent {
  confirm(token: string, now: Date): Promise<ConsentOutcome>;
  unsubscribe(token: string, now: Date): Promise<ConsentOutcome>;
}
