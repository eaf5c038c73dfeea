/**
 * A booking's deposit as D1 keeps it (migrations/0028_deposits.sql): the row asked when the booking
 * was made, and the gateway's payments and refunds on its folio (method 'online').
 */
import type { DepositState, DepositView } from "./deposit-services";

export interface DepositRow {
  booking_id: number;
  amount_paise: number;
  rule_text: string;
  due_at: string;
  state: DepositState;
  paid_paise: number;
  link_id: string | null;
  link_url: string | null;
  created_at: string;
  state_changed_at: string;
}

interface ViewRow extends DepositRow {
  refunded_paise: number;
  last_paid_at: string | null;
}

/** The states in which the guest still owes the deposit. */
export const openDepositStates: readonly DepositState[] = ["awaiting", "partially_paid"];

const viewSql = `SELECT d.*,
    COALESCE((SELECT -SUM(amount_paise) FROM folio_payments
              WHERE booking_id = d.booking_id AND method = 'online' AND amount_paise < 0), 0) AS refunded_paise,
    (SELECT MAX(recorded_at) FROM folio_payments
     WHERE booking_id = d.booking_id AND method = 'online' AND amount_paise > 0) AS last_paid_at
  FROM booking_deposits AS d`;

function viewOf(row: ViewRow): DepositView {
  const open = openDepositStates.includes(row.state);
  return {
    state: row.state,
    amountPaise: row.amount_paise,
    paidPaise: row.paid_paise,
    refundedPaise: row.refunded_paise,
    dueAt: row.due_at,
    payUrl: open ? row.link_url : null,
    paidAt: row.paid_paise >= row.amount_paise ? row.last_paid_at : null,
    ruleText: row.rule_text,
  };
}

export async function readDepositOf(db: D1Database, bookingId: number): Promise<DepositView | null> {
  const row = await db.prepare(`${viewSql} WHERE d.booking_id = ?`).bind(bookingId).first<ViewRow>();
  return row ? viewOf(row) : null;
}

/** The deposits of several bookings at once (the desk's lists), by booking id. */
export async function readDepositsOf(db: D1Database, bookingIds: readonly number[]): Promise<Map<number, DepositView>> {
  const views = new Map<number, DepositView>();
  if (bookingIds.length === 0) return views;
  const { results } = await db
    .prepare(`${viewSql} WHERE d.booking_id IN (SELECT value FROM json_each(?))`)
    .bind(JSON.stringify(bookingIds))
    .all<ViewRow>();
  for (const row of results) views.set(row.booking_id, viewOf(row));
  return views;
}

/** The deposit row of a booking by its reference, with the booking's id and status. */
export async function depositRowByReference(
  db: D1Database,
  reference: string,
): Promise<(DepositRow & { reference: string; status: string; check_in_date: string; check_out_date: string }) | null> {
  return db
    .prepare(
      `SELECT d.*, b.reference, b.status, b.check_in_date, b.check_out_date
       FROM booking_deposits AS d JOIN bookings AS b ON b.id = d.booking_id WHERE b.reference = ?`,
    )
    .bind(reference)
    .first();
}

/** A state change, only from a state the caller read: a change made meanwhile wins. */
export function moveDepositState(
  db: D1Database,
  bookingId: number,
  from: readonly DepositState[],
  to: DepositState,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE booking_deposits SET state = ?1, state_changed_at = ?2
       WHERE booking_id = ?3 AND state IN (SELECT value FROM json_each(?4))`,
    )
    .bind(to, now.toISOString(), bookingId, JSON.stringify(from));
}

/** The deposit a payment link belongs to, with its booking's reference; null for a link not ours. */
export function depositRowByLink(db: D1Database, linkId: string): Promise<(DepositRow & { reference: string }) | null> {
  return db
    .prepare("SELECT d.*, b.reference FROM booking_deposits AS d JOIN bookings AS b ON b.id = d.booking_id WHERE d.link_id = ?")
    .bind(linkId)
    .first();
}
