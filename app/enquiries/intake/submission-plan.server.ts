import type { IntakeResult } from "~/server/app-services";

/** What an accepted submission becomes: its answer, what the hotel receives, and extra writes. */
export interface SubmissionPlan {
  /** Booking reference or enquiry id, given to the guest. */
  reference: string;
  /** The admin API path (docs/delivery.md) and the exact JSON body delivered there. */
  delivery: { path: string; payload: unknown };
  /** The answer to this request and to every retry with the same Idempotency-Key. */
  response: { status: 201; body: unknown };
  /**
   * Statements run in the same D1 transaction, before the outbox row: a booking's open-requests
   * guard and, in embedded mode, its rows. One that fails undoes the whole submission.
   */
  statements: D1PreparedStatement[];
  /** How a booking was made, for the hotel's e-mail. */
  source?: "wizard" | "chat";
  /** Run once the batch stored it (a deposit's payment link): this request's answer, completed. */
  afterStored?: (response: { status: 201; body: unknown }) => Promise<{ status: 201; body: unknown }>;
}

export type PlanOutcome = { ok: true; plan: SubmissionPlan } | { ok: false; result: IntakeResult };
