/**
 * The mailbox an address delivers to, for counting the newsletter's confirmation e-mails per inbox
 * (newsletter-throttle.ts): `victim+1@…` and `victim+2@…` are one inbox, and so, at Google, are
 * `v.ictim@googlemail.com` and `victim@gmail.com`. Only for counting: mail still goes to the address
 * as the guest typed it.
 *
 * Lower-cased; a `+tag` is dropped from the local part (the sub-addressing most providers offer);
 * Gmail ignores dots in the local part and delivers googlemail.com to the same inbox as gmail.com.
 */
const googleDomains = new Set(["gmail.com", "googlemail.com"]);

export function normaliseMailbox(address: string): string {
  const lowered = address.trim().toLowerCase();
  const at = lowered.lastIndexOf("@");
  if (at <= 0) return lowered;
  const domain = lowered.slice(at + 1);
  let local = lowered.slice(0, at);
  const plus = local.indexOf("+");
  // A local part that is all tag ("+news@…") has nothing else to name the inbox by: kept whole.
  if (plus > 0) local = local.slice(0, plus);
  if (!googleDomains.has(domain)) return `${local}@${domain}`;
  return `${local.replaceAll(".", "") || local}@gmail.com`;
}
