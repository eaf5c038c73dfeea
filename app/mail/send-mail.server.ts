/**
 * Sends one mail row through Cloudflare Email Service (the `EMAIL` send_email binding): lease the
 * row, send it from the hotel's sender address, record the outcome. A row already sent, dead or
 * being sent by someone else is not sent again (mail-outbox.ts).
 */
import { hotel } from "~/content/hotel";
import { markAttemptFailed, whyNotLeased } from "~/server/outbox-states.server";
import { leaseMail, type MailAttachment, type MailRow, markMailSent } from "./mail-outbox.server";

export const mailPolicy = {
  /**
   * How long one send holds a row. The binding has no timeout of its own; a send takes well under a
   * second, so a minute only ever runs out when the Worker died mid-send.
   */
  leaseSeconds: 60,
};

/** The part of the binding this module uses, so tests can hand in a recording stand-in. */
export type MailSender = Pick<SendEmail, "send">;

export type MailOutcome =
  /** Email Service accepted it now. */
  | { kind: "sent" }
  /** It failed now; try again later. */
  | { kind: "failed"; error: string }
  /** Another worker holds the row right now; look again later. */
  | { kind: "busy" }
  /** Nothing to send: sent before, dead, or no such row. */
  | { kind: "settled" };

function isAttachment(value: unknown): value is MailAttachment {
  if (typeof value !== "object" || value === null) return false;
  const { filename, type, content } = value as Record<string, unknown>;
  return typeof filename === "string" && typeof type === "string" && typeof content === "string";
}

function attachmentsOf(row: MailRow): EmailAttachment[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.attachments);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(isAttachment)
    .map(({ filename, type, content }) => ({ disposition: "attachment" as const, filename, type, content }));
}

/** The message as the binding takes it: from the hotel, replies to the reservations inbox a person reads. */
export function emailOf(row: MailRow): EmailMessageBuilder {
  const attachments = attachmentsOf(row);
  const toHotel = row.to_address.toLowerCase() === hotel.emails.reservations.toLowerCase();
  return {
    from: { email: hotel.emails.sender, name: hotel.emails.senderName },
    to: row.to_address,
    ...(toHotel ? {} : { replyTo: { email: hotel.emails.reservations, name: hotel.emails.senderName } }),
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}

const errorText = (error: unknown) =>
  `Email Service refused the message: ${error instanceof Error ? error.message : String(error)}`;

/** One attempt to send the row `id`; records the outcome in D1 before returning it. */
export async function attemptMail(db: D1Database, sender: MailSender, id: number): Promise<MailOutcome> {
  const row = await leaseMail(db, id, new Date(), mailPolicy.leaseSeconds);
  if (!row) return whyNotLeased(db, "mail_outbox", id);
  let error: string | null = null;
  try {
    await sender.send(emailOf(row));
  } catch (thrown) {
    error = errorText(thrown);
  }
  if (error === null) {
    await markMailSent(db, id, new Date());
    return { kind: "sent" };
  }
  await markAttemptFailed(db, "mail_outbox", id, error, new Date());
  console.warn(JSON.stringify({ event: "mail_failed", mailId: id, kind: row.kind, attempt: row.attempts, error }));
  return { kind: "failed", error };
}
