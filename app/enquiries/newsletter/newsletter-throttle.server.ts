/**
 * The newsletter's confirmation e-mails are limited per inbox and per client (product-rules.md:
 * E-mail), so the sign-up form cannot be used to flood someone's mailbox: `victim+1@…`,
 * `victim+2@…` and `v.ictim@googlemail.com` count as one inbox (normalise-mailbox.ts), and one
 * client cannot write to many inboxes either. Beyond a limit the sign-up answers exactly as always
 * (newsletter-store.ts) and no e-mail is written; only a one-line event without the address says so.
 *
 * The limit is checked and the send recorded inside the sign-up's own D1 batch (a transaction; D1
 * runs batches one after another): the confirmation is written only where `underLimits` holds, and
 * `recordSendStatement` counts it only if it was written, so sign-ups racing each other cannot pass
 * a limit together. The table `newsletter_confirm_sends` (migrations/0021) keeps SHA-256 hashes of
 * the mailbox and the client, never the address or the IP, and only for the longest window.
 */
import { normaliseMailbox } from "./normalise-mailbox.server";

const hourMs = 60 * 60 * 1000;

export const confirmMailLimits = {
  /** Per inbox: enough for a guest who lost the first e-mail or two, too few to flood anyone. */
  perMailbox: { max: 3, windowMs: 24 * hourMs },
  /** Per client IP: a family signing up over one wifi fits; a script writing to many inboxes does not. */
  perClient: { max: 5, windowMs: hourMs },
} as const;

/** Rows older than this count towards no limit. */
const keptForMs = Math.max(confirmMailLimits.perMailbox.windowMs, confirmMailLimits.perClient.windowMs);

/** Who a confirmation e-mail is counted against. */
export interface ConfirmSender {
  mailboxHash: string;
  /** Null for a sign-up made without a client (a direct call): then only the inbox's limit applies. */
  clientHash: string | null;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function confirmSenderOf(address: string, clientIp: string | undefined): Promise<ConfirmSender> {
  return {
    mailboxHash: await sha256Hex(normaliseMailbox(address)),
    clientHash: clientIp === undefined ? null : await sha256Hex(clientIp),
  };
}

const since = (now: Date, windowMs: number) => new Date(now.getTime() - windowMs).toISOString();

const countsSql = (mailbox: string, client: string, mailboxSince: string, clientSince: string) => ({
  mailbox: `(SELECT COUNT(*) FROM newsletter_confirm_sends WHERE mailbox_hash = ${mailbox} AND sent_at > ${mailboxSince})`,
  client: `(SELECT COUNT(*) FROM newsletter_confirm_sends WHERE client_hash = ${client} AND sent_at > ${clientSince})`,
});

/**
 * SQL that holds while the inbox and the client are both under their limits at `now`, for the
 * WHERE of the statement that takes the sign-up; its parameters are `params`, numbered from `?first`.
 */
export function underLimits(sender: ConfirmSender, now: Date, first: number): { sql: string; params: (string | number | null)[] } {
  const p = (offset: number) => `?${first + offset}`;
  const counts = countsSql(p(0), p(3), p(1), p(4));
  return {
    sql: `${counts.mailbox} < ${p(2)} AND (${p(3)} IS NULL OR ${counts.client} < ${p(5)})`,
    params: [
      sender.mailboxHash,
      since(now, confirmMailLimits.perMailbox.windowMs),
      confirmMailLimits.perMailbox.max,
      sender.clientHash,
      since(now, confirmMailLimits.perClient.windowMs),
      confirmMailLimits.perClient.max,
    ],
  };
}

/** Forgets sends older than every window; run with each sign-up, so nothing is kept longer than a day or so. */
export function pruneStatement(db: D1Database, now: Date): D1PreparedStatement {
  return db.prepare("DELETE FROM newsletter_confirm_sends WHERE sent_at <= ?").bind(since(now, keptForMs));
}

export interface SendCounts {
  mailbox_sends: number;
  client_sends: number;
}

/** The counts as the batch found them before this sign-up, to say which limit refused it. */
export function sendCountsStatement(db: D1Database, sender: ConfirmSender, now: Date): D1PreparedStatement {
  const counts = countsSql("?1", "?2", "?3", "?4");
  return db
    .prepare(`SELECT ${counts.mailbox} AS mailbox_sends, ${counts.client} AS client_sends`)
    .bind(
      sender.mailboxHash,
      sender.clientHash,
      since(now, confirmMailLimits.perMailbox.windowMs),
      since(now, confirmMailLimits.perClient.windowMs),
    );
}

/**
 * Counts the confirmation e-mail `dedupeKey` only if the same batch wrote it (its key holds a fresh
 * confirm token, so no earlier row can have it).
 */
export function recordSendStatement(db: D1Database, sender: ConfirmSender, now: Date, dedupeKey: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO newsletter_confirm_sends (mailbox_hash, client_hash, sent_at)
       SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM mail_outbox WHERE dedupe_key = ?4)`,
    )
    .bind(sender.mailboxHash, sender.clientHash, now.toISOString(), dedupeKey);
}

/** Which limit a sign-up that wrote no e-mail met, if any (else another rule held it back). */
export function limitMet(counts: SendCounts | undefined): "mailbox" | "client" | null {
  if (!counts) return null;
  if (counts.mailbox_sends >= confirmMailLimits.perMailbox.max) return "mailbox";
  if (counts.client_sends >= confirmMailLimits.perClient.max) return "client";
  return null;
}
