/**
 * The mail outbox (product-rules.md: Nothing submitted is lost): every e-mail is first a
 * `mail_outbox` row, written in the same D1 batch as the change it tells about, then sent through
 * the `hotel-deliveries` Queue (send-mail.server.ts). Like the submissions outbox
 * (app/server/outbox.server.ts, with the lease states both share in outbox-states.server.ts),
 * every state change is a conditional UPDATE, so two workers racing on one row cannot both win; a
 * row already `sent` is never sent again (docs/delivery.md, "E-mail").
 */

export type MailStatus = "pending" | "sending" | "sent" | "retrying" | "dead";

/** A file sent with a message; `content` is base64, as Cloudflare Email Service takes it. */
export interface MailAttachment {
  filename: string;
  type: string;
  content: string;
}

/** One message to write to the outbox. */
export interface OutgoingMail {
  /** What the message is about and for whom, e.g. `booking-received:guest:K7Q2M9XD`: written twice, sent once. */
  dedupeKey: string;
  /** The message family, e.g. `booking-request-guest`. */
  kind: string;
  /** The booking or enquiry reference it concerns (the desk lists a booking's mail by it). */
  about: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
}

export interface MailRow {
  id: number;
  dedupe_key: string;
  kind: string;
  about: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON MailAttachment[]. */
  attachments: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** The Queue message that carries one mail row, beside the submissions' `{ submissionId }`. */
export interface MailMessage {
  mailId: number;
}

const iso = (date: Date) => date.toISOString();

/**
 * The INSERT for one message, to put in the caller's own `db.batch` beside the write it tells
 * about: both commit or neither does, so a booking is never stored without its e-mail (nor the
 * other way round). A second write with the same dedupe key changes nothing. The statement returns
 * the new row's id (none when the key was already there); `mailIdsOf` reads them from the batch.
 */
export function mailStatement(db: D1Database, message: OutgoingMail, now: Date = new Date()): D1PreparedStatement {
  return mailInsert(db, message, now, "", []);
}

/**
 * The same INSERT, written only when `condition` (SQL, its parameters from ?10 on) holds when the
 * batch runs: for a message that must go out exactly when a claim in the same batch succeeds.
 */
export function mailStatementIf(
  db: D1Database,
  message: OutgoingMail,
  condition: string,
  params: readonly (string | number)[],
  now: Date = new Date(),
): D1PreparedStatement {
  return mailInsert(db, message, now, `WHERE ${condition}`, params);
}

function mailInsert(db: D1Database, message: OutgoingMail, now: Date, where: string, params: readonly (string | number)[]) {
  return db
    .prepare(
      `INSERT INTO mail_outbox
         (dedupe_key, kind, about, to_address, subject, text_body, html_body, attachments, status, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'pending', ?9, ?9 ${where || "WHERE 1"}
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id AS mail_id`,
    )
    .bind(
      message.dedupeKey,
      message.kind,
      message.about,
      message.to,
      message.subject,
      message.text,
      message.html,
      JSON.stringify(message.attachments ?? []),
      iso(now),
      ...params,
    );
}

/**
 * The ids of the mail rows a batch created, read from its `mailStatement` results: they return
 * `mail_id` (not `id`), so the caller's own statements in the batch, a submission's `RETURNING id`
 * included, are never mistaken for mail.
 */
export function mailIdsOf(results: readonly D1Result<unknown>[]): number[] {
  const ids: number[] = [];
  for (const result of results) {
    for (const row of result.results ?? []) {
      const id = (row as { mail_id?: unknown }).mail_id;
      if (typeof id === "number") ids.push(id);
    }
  }
  return ids;
}

/** A Queue batch holds at most 100 messages. */
const queueBatchLimit = 100;

/**
 * Hands rows to the Queue. Never throws: a row the Queue refused stays `pending` and the sweeper
 * queues it again after a minute (sweep-mail.ts), so the caller's answer never waits on mail.
 */
export async function enqueueMail(queue: Queue, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += queueBatchLimit) {
    const chunk = ids.slice(start, start + queueBatchLimit);
    try {
      await queue.sendBatch(chunk.map((mailId) => ({ body: { mailId } satisfies MailMessage })));
    } catch (error) {
      console.error(JSON.stringify({ event: "mail_not_queued", mailIds: chunk, error: String(error) }));
    }
  }
}

/** Writes messages on their own (when there is no other write to share a batch with) and queues the new ones. */
export async function queueMail(db: D1Database, queue: Queue, messages: readonly OutgoingMail[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const now = new Date();
  const ids = mailIdsOf(await db.batch(messages.map((message) => mailStatement(db, message, now))));
  await enqueueMail(queue, ids);
  return ids;
}

export function findMail(db: D1Database, id: number): Promise<MailRow | null> {
  return db.prepare("SELECT * FROM mail_outbox WHERE id = ?").bind(id).first<MailRow>();
}

/**
 * Leases a row for one send: only a row waiting to be sent, or one whose previous lease ran out
 * (the worker died mid-send), qualifies, and only one caller gets it. Null when there is nothing
 * to send now: already sent, dead, being sent by someone else, or no such row.
 */
export function leaseMail(db: D1Database, id: number, now: Date, leaseSeconds: number): Promise<MailRow | null> {
  return db
    .prepare(
      `UPDATE mail_outbox
       SET status = 'sending', lease_until = ?2, attempts = attempts + 1, updated_at = ?3
       WHERE id = ?1 AND (status IN ('pending', 'retrying') OR (status = 'sending' AND COALESCE(lease_until, '') < ?3))
       RETURNING *`,
    )
    .bind(id, iso(new Date(now.getTime() + leaseSeconds * 1000)), iso(now))
    .first<MailRow>();
}

/**
 * Records that Email Service accepted the message. Success wins, as for deliveries: a row marked
 * `dead` or `retrying` while this send was in flight was sent all the same. False when the row
 * was already `sent`.
 */
export async function markMailSent(db: D1Database, id: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE mail_outbox SET status = 'sent', lease_until = NULL, last_error = NULL, sent_at = ?2, updated_at = ?2
       WHERE id = ?1 AND status IN ('sending', 'retrying', 'dead')`,
    )
    .bind(id, iso(now))
    .run();
  return result.meta.changes === 1;
}

/**
 * Retries exhausted: the row stays, message and all, for the operator (never deleted). Returns the
 * row when this call made it dead (so its `mail_dead` event is logged once), else null.
 */
export function markMailDead(db: D1Database, id: number, now: Date): Promise<MailRow | null> {
  return db
    .prepare(
      `UPDATE mail_outbox SET status = 'dead', lease_until = NULL, updated_at = ?2
       WHERE id = ?1 AND status IN ('pending', 'sending', 'retrying')
       RETURNING *`,
    )
    .bind(id, iso(now))
    .first<MailRow>();
}
