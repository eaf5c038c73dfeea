/**
 * The D1 outbox (product-rules.md: Nothing submitted is lost): one `submissions` row per accepted
 * submission, written before the guest is answered, then moved through its delivery states. Every
 * state change is a conditional UPDATE, so two workers racing on one row cannot both win (see
 * docs/delivery.md).
 */
import type { Lang } from "~/i18n/lang";

export type SubmissionStatus = "processing" | "stored" | "sending" | "retrying" | "delivered" | "dead" | "local";

export interface SubmissionRow {
  id: number;
  idempotency_key: string;
  request_hash: string;
  kind: string;
  status: SubmissionStatus;
  claim_token: string | null;
  reference: string | null;
  upstream_path: string | null;
  payload: string | null;
  response_status: number | null;
  response_body: string | null;
  attempts: number;
  last_error: string | null;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
  /** When the row's one `delivery_dead` alert was raised (delivery-alert.ts); null before. */
  alerted_at: string | null;
}

const iso = (date: Date) => date.toISOString();

export function findSubmissionByKey(db: D1Database, key: string): Promise<SubmissionRow | null> {
  return db.prepare("SELECT * FROM submissions WHERE idempotency_key = ?").bind(key).first<SubmissionRow>();
}

export function findSubmission(db: D1Database, id: number): Promise<SubmissionRow | null> {
  return db.prepare("SELECT * FROM submissions WHERE id = ?").bind(id).first<SubmissionRow>();
}

/** A request's hold on its idempotency key: the key, the request's fingerprint and its claim's token. */
export interface KeyClaim {
  key: string;
  hash: string;
  kind: string;
  token: string;
  now: Date;
}

/** Takes the key for this request; false when another request already holds or used it. */
export async function claimKey(db: D1Database, claim: KeyClaim): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO submissions (idempotency_key, request_hash, kind, status, claim_token, created_at, updated_at)
       VALUES (?1, ?2, ?3, 'processing', ?4, ?5, ?5)
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(claim.key, claim.hash, claim.kind, claim.token, iso(claim.now))
    .run();
  return result.meta.changes === 1;
}

/** Takes over a claim whose request died mid-way (older than `staleBefore`); false if it moved on. */
export async function takeOverStaleClaim(
  db: D1Database,
  claim: Omit<KeyClaim, "kind"> & { staleBefore: Date },
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE submissions SET claim_token = ?2, request_hash = ?3, updated_at = ?4
       WHERE idempotency_key = ?1 AND status = 'processing' AND updated_at < ?5`,
    )
    .bind(claim.key, claim.token, claim.hash, iso(claim.now), iso(claim.staleBefore))
    .run();
  return result.meta.changes === 1;
}

/** Gives the key back after a refusal (Turnstile, sold out…), so the guest can fix and resend it. */
export async function releaseClaim(db: D1Database, key: string, token: string): Promise<void> {
  await db
    .prepare("DELETE FROM submissions WHERE idempotency_key = ? AND claim_token = ? AND status = 'processing'")
    .bind(key, token)
    .run();
}

export interface AcceptedSubmission {
  key: string;
  token: string;
  status: "stored" | "local";
  reference: string;
  upstreamPath: string;
  payload: unknown;
  response: { status: number; body: unknown };
  now: Date;
  /** The language of the page it came from (product-rules.md: Hindi); mail about it is written in it. */
  lang?: Lang;
}

/**
 * Turns the claim into the stored submission with its answer. Returned as a statement so a booking
 * commits it in the same D1 batch (one transaction) as its rooms.
 */
export function acceptStatement(db: D1Database, accepted: AcceptedSubmission): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE submissions
       SET status = ?3, claim_token = NULL, reference = ?4, upstream_path = ?5, payload = ?6,
           response_status = ?7, response_body = ?8, updated_at = ?9, lang = ?10
       WHERE idempotency_key = ?1 AND claim_token = ?2 AND status = 'processing'
       RETURNING id`,
    )
    .bind(
      accepted.key,
      accepted.token,
      accepted.status,
      accepted.reference,
      accepted.upstreamPath,
      JSON.stringify(accepted.payload),
      accepted.response.status,
      JSON.stringify(accepted.response.body),
      iso(accepted.now),
      accepted.lang ?? "en",
    );
}

/**
 * Leases a row for one delivery attempt: only rows waiting for delivery (or whose previous lease
 * ran out) qualify, and only one caller gets it. Null when there is nothing to send.
 */
export async function leaseForDelivery(
  db: D1Database,
  id: number,
  now: Date,
  leaseSeconds: number,
): Promise<SubmissionRow | null> {
  const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
  return db
    .prepare(
      `UPDATE submissions
       SET status = 'sending', lease_until = ?2, attempts = attempts + 1, updated_at = ?3
       WHERE id = ?1 AND (status IN ('stored', 'retrying') OR (status = 'sending' AND lease_until < ?3))
       RETURNING *`,
    )
    .bind(id, iso(leaseUntil), iso(now))
    .first<SubmissionRow>();
}

/**
 * Records that the admin API accepted the row. Success wins over every other outcome: a row marked
 * `dead` (the dead-letter consumer or the sweeper gave up while this attempt was still in flight)
 * or `retrying` (a late failure of an overlapping attempt) becomes `delivered`, because it was.
 * Null when the row was already delivered; otherwise when its dead alert went out, if it did.
 */
export async function markDelivered(
  db: D1Database,
  id: number,
  now: Date,
): Promise<{ alertedAt: string | null } | null> {
  return db
    .prepare(
      `UPDATE submissions SET status = 'delivered', lease_until = NULL, last_error = NULL,
         delivered_at = ?2, updated_at = ?2
       WHERE id = ?1 AND status IN ('sending', 'retrying', 'dead')
       RETURNING alerted_at AS alertedAt`,
    )
    .bind(id, iso(now))
    .first<{ alertedAt: string | null }>();
}

/** Retries exhausted: the row stays, with its payload, for the operator (never deleted). */
export async function markDead(db: D1Database, id: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE submissions SET status = 'dead', lease_until = NULL, updated_at = ?2
       WHERE id = ?1 AND status IN ('stored', 'sending', 'retrying')`,
    )
    .bind(id, iso(now))
    .run();
  return result.meta.changes === 1;
}
