/**
 * Idempotency (product-rules.md): the same Idempotency-Key returns the first answer and creates
 * nothing new. The key is taken with a UNIQUE insert, so of twenty simultaneous requests exactly
 * one does the work; the others wait for its answer and replay it. A refused attempt gives the key
 * back (see releaseClaim).
 */
import type { IntakeResult } from "~/server/app-services";
import { claimKey, findSubmissionByKey, type SubmissionRow, takeOverStaleClaim } from "./outbox.server";

const keyPattern = /^[\x21-\x7e]{1,200}$/;

export const idempotencyTiming = {
  /** How often a waiting request looks at the first one's progress. */
  pollMs: 50,
  /** How long a waiting request waits before answering "still in progress". */
  waitMs: 10_000,
  /** A claim this old belongs to a request that died (answers take a few seconds at most). */
  staleAfterMs: 60_000,
};

export function isValidIdempotencyKey(key: string): boolean {
  return keyPattern.test(key);
}

export const invalidKeyResult: IntakeResult = {
  status: 400,
  body: {
    error: {
      code: "invalid_idempotency_key",
      message: "The Idempotency-Key must be 1 to 200 visible characters (a UUID is best).",
    },
  },
};

const reusedKeyResult: IntakeResult = {
  status: 422,
  body: {
    error: {
      code: "idempotency_key_reused",
      message: "This Idempotency-Key was already used for a different request. Use a new key for a new submission.",
    },
  },
};

const inProgressResult: IntakeResult = {
  status: 409,
  body: {
    error: {
      code: "idempotency_in_progress",
      message: "This request is still being processed. Please try again in a moment.",
    },
  },
  headers: { "Retry-After": "2" },
};

// Sorts object keys so the same body sent with its fields in another order hashes the same.
function sortedKeys(_key: string, value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** SHA-256 (hex) of the submission kind and its body, the fingerprint a reused key is checked against. */
export async function requestHash(kind: string, body: unknown): Promise<string> {
  let text: string;
  try {
    text = JSON.stringify(body, sortedKeys) ?? "null";
  } catch {
    // Pathologically nested JSON: fall back to the order as sent (still deterministic).
    text = String(JSON.stringify(body));
  }
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${kind}\n${text}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export type KeyDecision =
  /** This request holds the key and must either accept the submission or release the claim. */
  | { kind: "claimed"; token: string }
  /** The key was used already: answer this, without doing anything else. */
  | { kind: "answered"; result: IntakeResult };

/** The answer for a key whose submission finished: its first answer, or 422 for another body. */
export function finishedAnswer(row: SubmissionRow, hash: string): IntakeResult {
  if (row.request_hash !== hash) return reusedKeyResult;
  return {
    status: (row.response_status ?? 201) as IntakeResult["status"],
    body: JSON.parse(row.response_body ?? "null"),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Looks the key up: a finished submission with the same fingerprint is replayed, a different one is
 * 422; a submission still in progress is waited for; a free key is claimed.
 */
export async function claimOrReplay(
  db: D1Database,
  request: { key: string; hash: string; kind: string },
): Promise<KeyDecision> {
  const token = crypto.randomUUID();
  const deadline = Date.now() + idempotencyTiming.waitMs;
  for (;;) {
    const row = await findSubmissionByKey(db, request.key);
    const now = new Date();
    if (!row) {
      if (await claimKey(db, { ...request, token, now })) return { kind: "claimed", token };
      continue; // another request took it between our read and our insert: look again
    }
    if (row.status !== "processing") return { kind: "answered", result: finishedAnswer(row, request.hash) };
    const staleBefore = new Date(now.getTime() - idempotencyTiming.staleAfterMs);
    if (row.updated_at < staleBefore.toISOString()) {
      if (await takeOverStaleClaim(db, { key: request.key, hash: request.hash, token, now, staleBefore })) {
        return { kind: "claimed", token };
      }
      continue;
    }
    if (Date.now() >= deadline) return { kind: "answered", result: inProgressResult };
    await sleep(idempotencyTiming.pollMs);
  }
}
