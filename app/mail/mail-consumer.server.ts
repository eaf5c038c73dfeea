/**
 * The mail half of the `hotel-deliveries` consumer (platform/delivery-consumer.ts hands over every
 * `{ mailId }` message): one send per message, retried with the same growing delays as deliveries
 * to the admin API; on the dead-letter queue the row becomes `dead` and a `mail_dead` event is
 * logged once. Nothing here throws: a failure of D1 or of the binding becomes a retry, so a mail
 * problem can never fail the batch it shares with the hotel's bookings.
 */
import { z } from "zod";
import { retryDelayFor } from "../server/deliver-upstream.server";
import { markMailDead } from "./mail-outbox.server";
import { attemptMail, type MailSender } from "./send-mail.server";

export const mailMessageSchema = z.object({ mailId: z.number().int().positive() });

/** Whether a Queue message is a mail message (the submissions' messages carry `submissionId`). */
export function isMailMessage(body: unknown): boolean {
  return typeof body === "object" && body !== null && "mailId" in body;
}

function retryLater(message: Message<unknown>): void {
  try {
    message.retry({ delaySeconds: retryDelayFor(message.attempts) });
  } catch {
    // Nothing left to do: the Queue redelivers an unacknowledged message anyway.
  }
}

async function handle(
  message: Message<unknown>,
  mailId: number,
  deadLetter: boolean,
  env: { DB: D1Database; EMAIL: MailSender },
): Promise<void> {
  if (deadLetter) {
    const dead = await markMailDead(env.DB, mailId, new Date());
    if (dead) {
      // The address is left out on purpose: logs are read by more people than the desk.
      console.error(
        JSON.stringify({
          event: "mail_dead",
          mailId,
          kind: dead.kind,
          about: dead.about,
          attempts: dead.attempts,
          lastError: dead.last_error,
          source: "dead_letter_queue",
          createdAt: dead.created_at,
        }),
      );
    }
    message.ack();
    return;
  }
  const outcome = await attemptMail(env.DB, env.EMAIL, mailId);
  if (outcome.kind === "sent" || outcome.kind === "settled") message.ack();
  else retryLater(message);
}

/** Handles one `{ mailId }` message; never throws. */
export async function handleMailMessage(
  message: Message<unknown>,
  queueName: string,
  deadLetter: boolean,
  env: { DB: D1Database; EMAIL: MailSender },
): Promise<void> {
  const parsed = mailMessageSchema.safeParse(message.body);
  if (!parsed.success) {
    console.error(JSON.stringify({ event: "mail_message_invalid", queue: queueName, id: message.id }));
    message.ack();
    return;
  }
  try {
    await handle(message, parsed.data.mailId, deadLetter, env);
  } catch (error) {
    console.error(
      JSON.stringify({ event: "mail_consumer_error", queue: queueName, mailId: parsed.data.mailId, error: String(error) }),
    );
    retryLater(message);
  }
}
