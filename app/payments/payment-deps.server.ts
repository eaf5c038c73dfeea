/**
 * What the gateway's events need beyond the database: the gateway itself, the delivery queue for
 * the guest's e-mails (without one the sweeper sends them), the secret that signs the guest's page
 * links, and the time.
 */
import { type OutgoingMail, mailStatement, queueMail } from "~/mail/mail-outbox.server";
import type { RazorpayConfig } from "./razorpay-config.server";

export interface PaymentDeps {
  db: D1Database;
  config: RazorpayConfig;
  queue?: Queue | null;
  linkSecret?: string | null;
  now: Date;
}

/** Writes the messages to the outbox and queues them; a failure is logged, never thrown (the money stands). */
export async function sendGuestMail(deps: Pick<PaymentDeps, "db" | "queue" | "now">, messages: readonly OutgoingMail[]): Promise<void> {
  if (messages.length === 0) return;
  try {
    if (deps.queue) await queueMail(deps.db, deps.queue, messages);
    else await deps.db.batch(messages.map((message) => mailStatement(deps.db, message, deps.now)));
  } catch (error) {
    console.error(JSON.stringify({ event: "deposit_mail_failed", error: String(error).slice(0, 200) }));
  }
}
