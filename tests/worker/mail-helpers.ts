/**
 * Shared by the mail tests: a recording stand-in for the EMAIL binding (the real one, miniflare's,
 * only writes files), a booking as the intake answers it, and readers for the mail outbox.
 */
import { env } from "cloudflare:test";
import type { BookingConfirmation } from "~/domain/api-types";
import type { MailRow } from "../../app/mail/mail-outbox.server";

/** An EMAIL binding that records every message; `failures` sends fail first. */
export function recordingEmail(failures = 0) {
  const sent: EmailMessageBuilder[] = [];
  let failuresLeft = failures;
  return {
    sent,
    async send(message: EmailMessage | EmailMessageBuilder): Promise<EmailSendResult> {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error("email sending is temporarily unavailable");
      }
      sent.push(message as EmailMessageBuilder);
      return { messageId: `<m${sent.length}@test>` };
    },
  };
}

/** Two rooms, two nights, one 5% rate; the guest's strings carry markup to prove it is escaped. */
export function sampleConfirmation(overrides: Partial<BookingConfirmation> = {}): BookingConfirmation {
  return {
    reference: "K7Q2M9XD",
    status: "pending",
    check_in_date: "2027-01-12",
    check_out_date: "2027-01-14",
    nights: 2,
    guest: {
      name: "Asha <b>Verma</b>",
      email: "asha@example.com",
      phone: "+919876543210",
      special_requests: "Ground floor <script>alert(1)</script>",
    },
    rooms: [
      { room_id: 1, room_type_name: "Deluxe Room", adults: 2, children: 1, nightly: 450_000, nights: 2, subtotal: 900_000 },
      { room_id: 2, room_type_name: "Super Deluxe Room", adults: 2, children: 0, nightly: 650_000, nights: 2, subtotal: 1_300_000 },
    ],
    services: [{ key: "lunch", label: "Lunch Package", price: 0 }],
    totals: { subtotal: 2_200_000, discount: 0, cgst: 55_000, sgst: 55_000, total: 2_310_000 },
    taxes: [{ cgst_basis_points: 250, sgst_basis_points: 250, taxable: 2_200_000, cgst: 55_000, sgst: 55_000 }],
    ...overrides,
  };
}

export const mailById = (id: number) => env.DB.prepare("SELECT * FROM mail_outbox WHERE id = ?").bind(id).first<MailRow>();

export const mailByKey = (key: string) =>
  env.DB.prepare("SELECT * FROM mail_outbox WHERE dedupe_key = ?").bind(key).first<MailRow>();

let keyCounter = 0;
/** A dedupe key no other test used (D1 keeps rows across the tests of a file). */
export function freshKey(prefix = "test"): string {
  keyCounter += 1;
  return `${prefix}:${Date.now()}:${keyCounter}`;
}

/** Unfolds an iCalendar text's 75-octet lines, so a property can be read whole. */
export const unfoldIcs = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

export const decodeBase64Utf8 = (base64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(base64), (character) => character.charCodeAt(0)));
