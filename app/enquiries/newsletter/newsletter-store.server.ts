/**
 * The newsletter (product-rules.md: Forms that reach the hotel, E-mail): one row per address in D1
 * `subscribers`, which counts only once its owner confirms it from the e-mail the sign-up sends
 * (double opt-in, as India's DPDP Act expects consent to be given), and which one link withdraws.
 * Signing up answers the same success whatever the address's state, so no one can probe which
 * addresses are kept, nor tell that a confirmation e-mail was held back by a limit
 * (newsletter-throttle.ts). Nothing is forwarded to the admin API (it has no endpoint).
 */
import { newsletterLinks } from "~/enquiries/newsletter/newsletter-links";
import type { Lang } from "~/i18n/lang";
import type { IntakeResult } from "~/server/app-services";
import { enqueueMail, mailIdsOf, mailStatementIf } from "~/mail/mail-outbox.server";
import { mailKeys } from "~/mail/messages/mail-keys.server";
import { newsletterConfirm } from "~/mail/messages/newsletter.server";
import {
  type SendCounts,
  confirmSenderOf,
  limitMet,
  pruneStatement,
  recordSendStatement,
  sendCountsStatement,
  underLimits,
} from "./newsletter-throttle.server";

/** What a confirmation or unsubscribe link did: "done", or nothing for a link that is not (or no longer) valid. */
export type ConsentOutcome = "done" | "invalid";

export const subscribedResult: IntakeResult = { status: 200, body: { data: { subscribed: true } } };

/** A second sign-up within this time sends no second e-mail: a form cannot be used to flood an inbox. */
export const CONFIRM_RESEND_AFTER_MS = 10 * 60 * 1000;
/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

/** A long random token for a link (128 bits of randomness, URL-safe). */
function newToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

interface SubscriberRow {
  email: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  confirm_sent_at: string | null;
  unsubscribe_token: string | null;
}

/**
 * Takes a sign-up: a new or not yet confirmed address (or one that left and comes back) gets a
 * confirmation e-mail, written in the same transaction as the row and queued; a confirmed address
 * gets nothing more, nor does one asked within CONFIRM_RESEND_AFTER_MS or whose inbox or client
 * has had its share of confirmations (newsletter-throttle.ts); the address is kept all the same.
 * Returns the ids of queued mail. The confirmation is written in `lang`, the language of the page
 * the address signed up on (English when not given). `clientIp` is the client the per-client limit
 * counts; a direct call without one meets only the inbox's limit.
 */
export async function signUp(
  deps: { db: D1Database; queue: Queue; origin: string; clientIp?: string },
  email: string,
  now: Date,
  lang: Lang = "en",
): Promise<number[]> {
  const { db } = deps;
  const address = email.toLowerCase();
  const row = await db
    .prepare("SELECT email, confirmed_at, unsubscribed_at, confirm_sent_at, unsubscribe_token FROM subscribers WHERE email = ?")
    .bind(address)
    .first<SubscriberRow>();
  // The cheap early answers; the batch below checks both again where sign-ups meet.
  if (row?.confirmed_at && !row.unsubscribed_at) return [];
  if (row?.confirm_sent_at && now.getTime() - Date.parse(row.confirm_sent_at) < CONFIRM_RESEND_AFTER_MS) return [];
  const confirmToken = newToken();
  const unsubscribeToken = row?.unsubscribe_token ?? newToken();
  const links = newsletterLinks(deps.origin);
  const at = now.toISOString();
  const sender = await confirmSenderOf(address, deps.clientIp);
  // Its parameters come after the five of the UPDATE below that it guards (?6 on).
  const limits = underLimits(sender, now, 6);
  const message = {
    ...mailKeys.newsletterConfirm(address, confirmToken),
    ...newsletterConfirm(links.confirm(confirmToken), links.unsubscribe(unsubscribeToken), address, lang),
  };
  const results = await db.batch([
    pruneStatement(db, now),
    sendCountsStatement(db, sender, now),
    db.prepare("INSERT INTO subscribers (email, created_at) VALUES (?1, ?2) ON CONFLICT (email) DO NOTHING").bind(address, at),
    // The new token is set only where an e-mail may go: not confirmed, not asked just now, under the
    // limits. A sign-up held back leaves the row, and the link already sent, as they were.
    db
      .prepare(
        `UPDATE subscribers SET confirm_token = ?2, confirm_sent_at = ?3, unsubscribe_token = COALESCE(unsubscribe_token, ?4)
         WHERE email = ?1 AND NOT (confirmed_at IS NOT NULL AND unsubscribed_at IS NULL)
           AND (confirm_sent_at IS NULL OR confirm_sent_at <= ?5) AND ${limits.sql}`,
      )
      .bind(address, confirmToken, at, unsubscribeToken, new Date(now.getTime() - CONFIRM_RESEND_AFTER_MS).toISOString(), ...limits.params),
    mailStatementIf(db, message, "EXISTS (SELECT 1 FROM subscribers WHERE email = ?10 AND confirm_token = ?11)", [address, confirmToken], now),
    recordSendStatement(db, sender, now, message.dedupeKey),
  ]);
  const ids = mailIdsOf(results);
  if (ids.length === 0) {
    const limit = limitMet(results[1].results[0] as SendCounts | undefined);
    // Never the address nor the IP: which limit is all an operator needs to see a flood.
    if (limit) console.warn(JSON.stringify({ event: "newsletter_confirm_throttled", limit }));
    return [];
  }
  await enqueueMail(deps.queue, ids);
  return ids;
}

const isToken = (token: string) => /^[0-9a-f]{32,48}$/.test(token);

/** Confirms the address a confirmation link names, once, within its week. */
export async function confirmSubscription(db: D1Database, token: string, now: Date): Promise<ConsentOutcome> {
  if (!isToken(token)) return "invalid";
  const oldest = new Date(now.getTime() - CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const confirmed = await db
    .prepare(
      `UPDATE subscribers SET confirmed_at = ?2, unsubscribed_at = NULL, confirm_token = NULL
       WHERE confirm_token = ?1 AND confirm_sent_at >= ?3 RETURNING email`,
    )
    .bind(token, now.toISOString(), oldest)
    .first();
  return confirmed ? "done" : "invalid";
}

/** Withdraws the address an unsubscribe link names; a second click answers the same. */
export async function unsubscribe(db: D1Database, token: string, now: Date): Promise<ConsentOutcome> {
  if (!isToken(token)) return "invalid";
  const left = await db
    .prepare(
      `UPDATE subscribers SET unsubscribed_at = COALESCE(unsubscribed_at, ?2), confirm_token = NULL
       WHERE unsubscribe_token = ?1 RETURNING email`,
    )
    .bind(token, now.toISOString())
    .first();
  return left ? "done" : "invalid";
}
