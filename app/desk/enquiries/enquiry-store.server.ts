import type { StaffIdentity } from "~/desk/bookings/desk-services";
import {
  type DeskEnquiry,
  type EnquiryFilter,
  type EnquiryKind,
  enquiryKinds,
  type HandledOutcome,
} from "~/desk/enquiries/desk-enquiries";
import { alreadyDone, auditStatement } from "../bookings/desk-audit.server";

export const MAX_HANDLED_NOTE = 1000;

interface EnquiryRow {
  id: number;
  reference: string | null;
  kind: EnquiryKind;
  payload: string | null;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
  handled_note: string | null;
}

const kinds = Object.keys(enquiryKinds);
const kindList = kinds.map((kind) => `'${kind}'`).join(", ");

/** "special_requests" → "Special requests". */
const labelOf = (key: string) => (key.charAt(0).toUpperCase() + key.slice(1)).replace(/_/g, " ");

/**
 * What the guest sent, from the row's payload (the admin API's JSON, docs/delivery.md): each text or
 * number field as a labelled line. Nothing is lost if a payload is unreadable: the raw text shows.
 */
export function enquiryFields(payload: string | null): [string, string][] {
  if (!payload) return [];
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return [["Sent", payload]];
  }
  if (typeof body !== "object" || body === null) return [["Sent", String(body)]];
  return Object.entries(body).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" || typeof value === "number" ? [[labelOf(key), String(value)]] : [],
  );
}

/**
 * The enquiries guests sent through the site's forms (product-rules.md: The front desk), in both
 * modes: the rows are the outbox's own. Staff mark each handled with a note, audited once per form.
 */
export function createDeskEnquiries(db: D1Database) {
  return {
    /** Newest first, at most `limit`. */
    async list(filter: EnquiryFilter, limit: number): Promise<DeskEnquiry[]> {
      const { results } = await db
        .prepare(
          `SELECT id, reference, kind, payload, created_at, handled_at, handled_by, handled_note FROM submissions
           WHERE kind IN (${kindList}) AND status != 'processing'
             AND (?1 IS NULL OR kind = ?1)
             AND (?2 IS NULL OR (handled_at IS NOT NULL) = ?2)
           ORDER BY created_at DESC, id DESC LIMIT ?3`,
        )
        .bind(filter.kind, filter.handled === null ? null : filter.handled ? 1 : 0, limit)
        .all<EnquiryRow>();
      return results.map(
        (row): DeskEnquiry => ({
          id: row.id,
          reference: row.reference,
          kind: row.kind,
          receivedAt: row.created_at,
          fields: enquiryFields(row.payload),
          handled: row.handled_at ? { at: row.handled_at, by: row.handled_by ?? "", note: row.handled_note ?? "" } : null,
        }),
      );
    },

    async unhandledCount(): Promise<number> {
      const row = await db
        .prepare(`SELECT COUNT(*) AS count FROM submissions WHERE kind IN (${kindList}) AND status != 'processing' AND handled_at IS NULL`)
        .first<{ count: number }>();
      return row?.count ?? 0;
    },

    async markHandled(request: { id: number; note: string; requestKey: string; staff: StaffIdentity; now: Date }): Promise<HandledOutcome> {
      if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
      const note = request.note.trim();
      if (note.length > MAX_HANDLED_NOTE) {
        return { ok: false, status: 400, message: `Keep the note under ${MAX_HANDLED_NOTE} characters.` };
      }
      const row = await db
        .prepare(`SELECT id, reference, handled_at FROM submissions WHERE id = ? AND kind IN (${kindList}) AND status != 'processing'`)
        .bind(request.id)
        .first<{ id: number; reference: string | null; handled_at: string | null }>();
      if (!row) return { ok: false, status: 404, message: "There is no such enquiry." };
      if (row.handled_at) return { ok: false, status: 409, message: "Someone has already marked this enquiry handled." };
      const at = request.now.toISOString();
      await db.batch([
        db
          .prepare("UPDATE submissions SET handled_at = ?, handled_by = ?, handled_note = ? WHERE id = ? AND handled_at IS NULL")
          .bind(at, request.staff.email, note, request.id),
        auditStatement(db, request, {
          subject: "enquiry",
          key: row.reference ?? String(row.id),
          action: "handled",
          before: { handled: false },
          after: { handled: true, note },
        }),
      ]);
      return { ok: true, replayed: false };
    },

    /** Confirmed newsletter subscribers, oldest first, each with the token of their unsubscribe link. */
    async subscribers(): Promise<{ email: string; subscribedAt: string; unsubscribeToken: string | null }[]> {
      const { results } = await db
        // Only addresses whose owners confirmed them and have not withdrawn (product-rules.md: E-mail).
        .prepare(
          `SELECT email, COALESCE(confirmed_at, created_at) AS subscribedAt, unsubscribe_token AS unsubscribeToken FROM subscribers
           WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL ORDER BY confirmed_at, id`,
        )
        .all<{ email: string; subscribedAt: string; unsubscribeToken: string | null }>();
      return results;
    },
  };
}
