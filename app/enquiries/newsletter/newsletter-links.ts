/**
 * The newsletter's consent links (product-rules.md: E-mail): the confirmation a sign-up e-mails,
 * and the unsubscribe link every newsletter e-mail and the hotel's own mailings carry.
 */
export const newsletterLinks = (origin: string) => ({
  confirm: (token: string) => `${origin}/newsletter/confirm?token=${token}`,
  unsubscribe: (token: string) => `${origin}/newsletter/unsubscribe?token=${token}`,
});
