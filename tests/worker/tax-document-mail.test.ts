/**
 * The check-out e-mail (product-rules.md: The folio and the tax invoice): to the guest, in the
 * language they booked in, with the tax invoice attached as a PDF; once per invoice; nothing for a
 * booking without an e-mail address or for a credit note; never the guest's address or ID.
 */
import { env } from "cloudflare:test";
import { PDFDocument } from "pdf-lib";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { MailAttachment, MailRow } from "~/mail/mail-outbox.server";
import { queueCheckOutMail } from "~/mail/messages/booking-checked-out.server";
import { seedBooking } from "./desk-helpers";
import { queueOf, recordingQueue } from "./submission-helpers";
import { guestAddress, invoiceFixture } from "./tax-document-examples";
import { insertTaxDocument } from "./tax-document-fixture";

const stay = { status: "checked_out" as const, checkIn: "2026-11-12" as const, checkOut: "2026-11-14" as const };

async function mailAbout(reference: string): Promise<MailRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM mail_outbox WHERE about = ? ORDER BY id").bind(reference).all<MailRow>();
  return results;
}

async function bookedInHindi(reference: string) {
  await env.DB.prepare(
    `INSERT INTO submissions (idempotency_key, request_hash, kind, status, reference, upstream_path, payload, created_at, updated_at, lang)
     VALUES (?1, 'hash', 'booking', 'local', ?2, '/api/bookings', '{}', ?3, ?3, 'hi')`,
  )
    .bind(`key-${reference}`, reference, new Date().toISOString())
    .run();
}

async function paid(reference: string, method: string, amountPaise: number, company = "") {
  await env.DB.prepare(
    `INSERT INTO folio_payments (booking_id, method, amount_paise, company, recorded_by, recorded_at)
     SELECT id, ?, ?, ?, 'reception@hotel.example', '2026-11-14T06:30:00.000Z' FROM bookings WHERE reference = ?`,
  )
    .bind(method, amountPaise, company, reference)
    .run();
}

const deps = () => ({ db: env.DB, queue: recordingQueue() as unknown as Queue });

let englishInvoice: number;
let hindiInvoice: number;
let noEmailInvoice: number;
let creditNote: number;

beforeAll(async () => {
  await seedBooking({ reference: "MAIL2345", ...stay, guestName: "Asha Verma", guestEmail: "asha@example.com" });
  await seedBooking({ reference: "HIND2345", ...stay, guestName: "Ravi Sharma", guestEmail: "ravi@example.com" });
  await seedBooking({ reference: "NOML2345", ...stay, guestEmail: "" });
  await bookedInHindi("HIND2345");
  // The guest's ID as the register keeps it: it must never reach an e-mail.
  await env.DB.prepare(
    `INSERT INTO guest_registrations (booking_id, full_name, address, nationality, id_type, id_number, arrived_at, recorded_by, recorded_at)
     SELECT id, 'Asha Verma', ?, 'IN', 'passport', 'Z9876543', '2026-11-12T08:00:00.000Z', 'reception@hotel.example', '2026-11-12T08:00:00.000Z'
     FROM bookings WHERE reference = 'MAIL2345'`,
  )
    .bind(guestAddress)
    .run();
  // ₹10,746 in all: ₹6,000 by UPI, ₹5,000 by card, ₹254 refunded in cash; a write-off is not a payment.
  await paid("MAIL2345", "upi", 600_000);
  await paid("MAIL2345", "card", 500_000);
  await env.DB.prepare(
    `INSERT INTO folio_payments (booking_id, method, amount_paise, reason, recorded_by, recorded_at)
     SELECT id, 'cash', -25400, 'Change given back', 'reception@hotel.example', '2026-11-14T06:30:00.000Z' FROM bookings WHERE reference = 'MAIL2345'`,
  ).run();
  // ₹4,000 by cash and ₹6,746 billed to the guest's company.
  await paid("HIND2345", "cash", 400_000);
  await paid("HIND2345", "bill_to_company", 674_600, "Malwa Textiles Private Limited");
  englishInvoice = await insertTaxDocument("MAIL2345", invoiceFixture({ bookingReference: "MAIL2345" }));
  hindiInvoice = await insertTaxDocument("HIND2345", invoiceFixture({ number: "NRR/26-27/000130", bookingReference: "HIND2345", lang: "hi" }));
  noEmailInvoice = await insertTaxDocument("NOML2345", invoiceFixture({ number: "NRR/26-27/000131", bookingReference: "NOML2345" }));
  creditNote = await insertTaxDocument(
    "MAIL2345",
    invoiceFixture({
      kind: "credit_note",
      number: "NRC/26-27/000009",
      bookingReference: "MAIL2345",
      corrects: { number: "NRR/26-27/000123", issueDate: "2026-11-14" as never, reason: "Restaurant bill posted twice" },
    }),
    { invoiceId: englishInvoice },
  );
});
afterEach(() => vi.restoreAllMocks());

describe("the check-out e-mail", () => {
  it("goes to the guest with the invoice attached as a PDF, once per invoice", async () => {
    const first = deps();
    await queueCheckOutMail(first, "MAIL2345", englishInvoice);
    await queueCheckOutMail(deps(), "MAIL2345", englishInvoice);
    const mail = await mailAbout("MAIL2345");
    expect(mail).toHaveLength(1);
    const [message] = mail;
    expect(message.to_address).toBe("asha@example.com");
    expect(message.kind).toBe("booking-checked-out-guest");
    expect(message.dedupe_key).toBe("booking-checked-out:guest:MAIL2345:NRR/26-27/000123");
    expect(message.subject).toBe("Thank you for staying with us: tax invoice NRR/26-27/000123");
    expect(queueOf({ DELIVERY_QUEUE: first.queue } as Cloudflare.Env).sent).toEqual([{ body: { mailId: message.id }, delaySeconds: undefined }]);
    const attachments = JSON.parse(message.attachments) as MailAttachment[];
    expect(attachments).toHaveLength(1);
    expect(attachments[0].filename).toBe("NRR-26-27-000123.pdf");
    expect(attachments[0].type).toBe("application/pdf");
    const bytes = Uint8Array.from(atob(attachments[0].content), (character) => character.charCodeAt(0));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe("NRR/26-27/000123");
  });

  it("thanks the guest and gives the stay, the invoice total and what they paid", async () => {
    const [message] = await mailAbout("MAIL2345");
    for (const line of [
      "Dear Asha Verma, thank you for staying at",
      "Booking reference: MAIL2345",
      "Check-in: Thu 12 Nov 2026",
      "Check-out: Sat 14 Nov 2026",
      "Invoice total: ₹10,746",
      // 6,000 + 5,000 − 254 = 10,746.
      "Paid: ₹10,746",
      "Your tax invoice NRR/26-27/000123 is attached as a PDF.",
    ]) {
      expect(message.text_body).toContain(line);
    }
  });

  it("never carries the guest's address or ID", async () => {
    const [message] = await mailAbout("MAIL2345");
    for (const body of [message.text_body, message.html_body, message.subject]) {
      expect(body).not.toContain("Residency Road");
      expect(body).not.toContain("452001");
      expect(body).not.toContain("Z9876543");
    }
  });

  it("is written in Hindi for a guest who booked in Hindi, with what the company was billed", async () => {
    await queueCheckOutMail(deps(), "HIND2345", hindiInvoice);
    const [message] = await mailAbout("HIND2345");
    expect(message.subject).toBe("हमारे साथ ठहरने के लिए धन्यवाद: कर बीजक NRR/26-27/000130");
    expect(message.html_body).toContain('<html lang="hi">');
    expect(message.text_body).toContain("नमस्ते Ravi Sharma जी");
    expect(message.text_body).toContain("Malwa Textiles Private Limited के नाम बिल: ₹6,746");
    expect(message.text_body).toContain("भुगतान किया गया: ₹4,000");
    expect((JSON.parse(message.attachments) as MailAttachment[])[0].filename).toBe("NRR-26-27-000130.pdf");
  });

  it("is not written for a booking without an e-mail address", async () => {
    const quiet = deps();
    await queueCheckOutMail(quiet, "NOML2345", noEmailInvoice);
    expect(await mailAbout("NOML2345")).toEqual([]);
    expect(queueOf({ DELIVERY_QUEUE: quiet.queue } as Cloudflare.Env).sent).toEqual([]);
  });

  it("is not written for a credit note, nor for a document of another booking", async () => {
    const before = (await mailAbout("MAIL2345")).length;
    await queueCheckOutMail(deps(), "MAIL2345", creditNote);
    await queueCheckOutMail(deps(), "MAIL2345", hindiInvoice);
    expect(await mailAbout("MAIL2345")).toHaveLength(before);
  });

  it("never fails the check-out: a broken outbox is logged without the guest", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { db: env.DB, queue: recordingQueue() as unknown as Queue };
    const failing = { ...broken, db: { ...env.DB, batch: () => Promise.reject(new Error("D1 is down")), prepare: env.DB.prepare.bind(env.DB) } as unknown as D1Database };
    await expect(queueCheckOutMail(failing, "HIND2345", hindiInvoice)).resolves.toBeUndefined();
    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines.some((line) => line.includes('"event":"check_out_mail_failed"'))).toBe(true);
    expect(lines.join(" ")).not.toContain("Ravi");
  });
});
