/**
 * The guest's own booking page (product-rules.md: The guest's booking page): found by reference
 * and the e-mail or phone booked with, or opened from the signed link in the guest's e-mail; a
 * cancellation before the policy's deadline. What the page shows is the website's own record of the
 * request (the answer the guest was given, amounts included), with the booking's status where the
 * site keeps bookings (embedded). Every answer to the guest is in the page's language.
 */
import { hotel, type IsoDate } from "~/content/hotel";
import type { BookingConfirmation } from "~/domain/api-types";
import type { BookingStatus } from "~/domain/booking-status";
import { guestCancellation } from "~/domain/guest-cancellation";
import { todayInHotel } from "~/domain/hotel-date";
import { normalisePhone } from "~/domain/phone-numbers";
import { intakeWordsIn } from "~/enquiries/intake/intake-words.server";
import { type GuestBookingMessages, guestBookingMessagesIn } from "~/booking/my-booking/guest-booking-messages";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/words";
import type { AppServices } from "~/server/app-services";
import type { CancelOutcome, GuestBookingView, LookupOutcome, OpenOutcome } from "~/booking/my-booking/guest-bookings";
import { keyUsedFor } from "~/desk/bookings/desk-audit.server";
import { createDeskStore } from "~/desk/bookings/desk-store.server";
import { type MoveMailDeps, sendMoveMail } from "~/mail/booking-move-mail.server";
import { bookingCalendar } from "~/mail/messages/booking-calendar.server";
import { fromConfirmation } from "~/mail/messages/booking-mail-data.server";
import type { AppConfig } from "~/server/env.server";
import { findSubmissionByKey } from "~/server/outbox.server";
import type { DepositView } from "~/payments/deposit-services";
import { readDepositOf } from "~/payments/deposit-store.server";
import { isRateLimited } from "~/server/rate-limit.server";
import { checkTurnstile } from "~/server/turnstile.server";
import { bookingPagePath, cancellationRequestKey, checkBookingLink } from "./booking-link.server";
import { settleDepositOnCancel } from "~/payments/cancel-deposit.server";
import type { RazorpayConfig } from "~/payments/razorpay-config.server";

/**
 * A refused security check in the page's language, worded as on every guest form (the intake's
 * reasons); on an English page, the check's own words.
 */
function securityCheckMessage(lang: Lang, body: unknown): string {
  const { error } = body as { error: { code: string; message: string } };
  const words = intakeWordsIn(lang).reasons?.[error.code];
  return words ? fill(words, { phone: hotel.phones.primary.display, email: hotel.emails.reservations }) : error.message;
}

const REFERENCE = /^[A-Z0-9]{6,12}$/;

interface StoredBooking {
  confirmation: BookingConfirmation;
  status: BookingStatus | "requested";
  statusNote: string;
  cancellationRequested: boolean;
  deposit: DepositView | null;
}

const encoder = new TextEncoder();

/** Equal in constant time: both sides are hashed to the same length first. */
async function sameSecretText(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([a, b].map(async (text) => new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)))));
  // Every byte is compared whatever the first difference: the time says nothing about the text.
  let difference = 0;
  for (let index = 0; index < left.length; index++) difference |= left[index] ^ right[index];
  return difference === 0;
}

/** Whether what the guest typed is the booking's e-mail (any case) or phone (any way of writing it). */
async function contactMatches(typed: string, guest: BookingConfirmation["guest"]): Promise<boolean> {
  const value = typed.trim();
  if (value.includes("@")) return sameSecretText(value.toLowerCase(), guest.email.trim().toLowerCase());
  const phone = normalisePhone(value);
  // Hashed all the same, so a wrong phone costs what a right one does.
  return sameSecretText(phone ?? `not a phone: ${value}`, guest.phone);
}

export function normaliseReference(value: string): string {
  return value.trim().toUpperCase().replace(/[\s-]/g, "");
}

export interface GuestBookingsDeps {
  db: D1Database;
  config: AppConfig;
  limiter: RateLimit;
  /** Null where links cannot be signed (preview or production without BOOKING_LINK_SECRET). */
  secret: string | null;
  /** Upstream, a cancellation reaches the hotel's system as a contact enquiry through the intake. */
  intake: AppServices["intake"];
  /** Where a cancellation's e-mail to the guest and the hotel is written and queued. */
  mail: MoveMailDeps;
  /** The payment gateway, where online deposits are on: a cancellation gives a paid deposit back by the policy. */
  payments?: RazorpayConfig | null;
}

export function createGuestBookings(deps: GuestBookingsDeps) {
  const { db, config } = deps;
  const mode = config.origin.mode;

  /**
   * Upstream, whether the guest's cancellation already reached the outbox: every request for one
   * booking shares one idempotency key, so there is at most one such enquiry.
   */
  async function cancellationSent(reference: string): Promise<boolean> {
    if (mode !== "upstream" || !deps.secret) return false;
    const row = await findSubmissionByKey(db, await cancellationRequestKey(deps.secret, reference));
    return row !== null && row.status !== "processing" && (row.response_status === 200 || row.response_status === 201);
  }

  async function recordOf(reference: string): Promise<StoredBooking | null> {
    const submission = await db
      .prepare("SELECT response_body FROM submissions WHERE kind = 'booking' AND reference = ? AND response_status = 201")
      .bind(reference)
      .first<{ response_body: string | null }>();
    if (!submission?.response_body) return null;
    const confirmation = (JSON.parse(submission.response_body) as { data?: BookingConfirmation }).data;
    if (!confirmation || confirmation.reference !== reference) return null;
    if (mode === "upstream") {
      return { confirmation, status: "requested", statusNote: "", cancellationRequested: await cancellationSent(reference), deposit: null };
    }
    const booking = await db
      .prepare("SELECT id, status, status_note FROM bookings WHERE reference = ?")
      .bind(reference)
      .first<{ id: number; status: BookingStatus; status_note: string }>();
    if (!booking) return null;
    return {
      confirmation,
      status: booking.status,
      statusNote: booking.status === "declined" ? booking.status_note : "",
      cancellationRequested: false,
      deposit: await readDepositOf(db, booking.id),
    };
  }

  function viewOf(reference: string, record: StoredBooking, today: IsoDate): GuestBookingView {
    const { confirmation } = record;
    const status = record.status === "requested" ? "pending" : record.status;
    return {
      reference,
      status: record.status,
      statusNote: record.statusNote,
      confirmation,
      cancellation: guestCancellation({ status, checkIn: confirmation.check_in_date as IsoDate, rooms: confirmation.rooms.length }, today),
      cancellationRequested: record.cancellationRequested,
      deposit: record.deposit,
      mode,
    };
  }

  async function opened(reference: string, token: string, now: Date): Promise<OpenOutcome> {
    const key = normaliseReference(reference);
    if (!deps.secret) return { ok: false, reason: "unavailable" };
    if (!REFERENCE.test(key)) return { ok: false, reason: "invalid" };
    const today = todayInHotel(now);
    const check = await checkBookingLink(deps.secret, key, token, today);
    if (check !== "valid") return { ok: false, reason: check };
    const record = await recordOf(key);
    if (!record) return { ok: false, reason: "invalid" };
    return { ok: true, booking: viewOf(key, record, today) };
  }

  return {
    /**
     * A reference and the e-mail or phone booked with → the booking page's signed address (the
     * English page's: a Hindi page leads to its own). An unknown reference and a wrong e-mail or
     * phone get the same answer. Refusals are in `lang`, the page's language (English when absent).
     */
    async lookUp(request: { reference: string; contact: string; turnstileToken: string | null; clientIp: string; now: Date; lang?: Lang }): Promise<LookupOutcome> {
      const messages = guestBookingMessagesIn(request.lang ?? "en");
      if (!deps.secret) return { ok: false, status: 503, message: messages.linkProblems.unavailable };
      const reference = normaliseReference(request.reference);
      if (reference === "" || request.contact.trim() === "") {
        return { ok: false, status: 400, message: messages.lookupMissing };
      }
      // Per client and per reference: guessing a guest's e-mail or phone for one reference is as slow
      // from many addresses as from one.
      const limited = await Promise.all([
        isRateLimited(deps.limiter, "search", `my-booking:${request.clientIp}`),
        isRateLimited(deps.limiter, "search", `my-booking-reference:${reference.slice(0, 12)}`),
      ]);
      if (limited.some(Boolean)) return { ok: false, status: 429, message: messages.tooMany };
      const turnstile = await checkTurnstile(config, request.turnstileToken, request.clientIp);
      if (!turnstile.ok) {
        const message = securityCheckMessage(request.lang ?? "en", turnstile.result.body);
        return { ok: false, status: turnstile.result.status === 503 ? 503 : 403, message };
      }
      const record = REFERENCE.test(reference) ? await recordOf(reference) : null;
      // A missing record is compared against a stand-in, so both answers take the same work.
      const guest = record?.confirmation.guest ?? { name: "", email: "nobody@invalid", phone: "+0", special_requests: "" };
      const matches = await contactMatches(request.contact, guest);
      if (!record || !matches) return { ok: false, status: 404, message: messages.notFound };
      return { ok: true, path: await bookingPagePath(deps.secret, reference, record.confirmation.check_out_date as IsoDate) };
    },

    /** The booking behind a signed link. */
    open: (request: { reference: string; token: string; now: Date }) => opened(request.reference, request.token, request.now),

    /**
     * The stay as a calendar file (iCalendar), for a booking that still holds its rooms; its summary
     * and description in `lang` (English when absent).
     */
    async calendar(request: { reference: string; token: string; now: Date; pageUrl: string; lang?: Lang }): Promise<{ filename: string; ics: string } | null> {
      const found = await opened(request.reference, request.token, request.now);
      if (!found.ok || !["pending", "requested", "confirmed", "checked_in"].includes(found.booking.status)) return null;
      const { reference, confirmation } = found.booking;
      return {
        filename: `booking-${reference}.ics`,
        ics: bookingCalendar(fromConfirmation(confirmation), { bookingUrl: request.pageUrl, now: request.now, lang: request.lang ?? "en" }),
      };
    },

    /** The guest's own cancellation, before the policy's deadline, once per form; refusals in `lang`. */
    async cancel(request: { reference: string; token: string; requestKey: string; clientIp: string; now: Date; lang?: Lang }): Promise<CancelOutcome> {
      const messages = guestBookingMessagesIn(request.lang ?? "en");
      const found = await opened(request.reference, request.token, request.now);
      if (!found.ok) {
        return found.reason === "unavailable"
          ? { ok: false, status: 503, message: messages.linkProblems.unavailable }
          : { ok: false, status: 403, message: messages.linkRefused };
      }
      const { booking } = found;
      const requestKey = `guest-cancel:${request.requestKey}`.slice(0, 200);
      // The same form sent again answers as the first time did, for the booking it was sent for only:
      // a key first used for another booking would otherwise answer "cancelled" for this one.
      const used = await keyUsedFor(db, requestKey);
      if (used) {
        if (used.subject === "booking" && used.subjectKey === booking.reference) return { ok: true, replayed: true };
        return { ok: false, status: 422, message: messages.formUsedElsewhere, booking };
      }
      // Upstream, a request already sent is the answer to every later one: one enquiry per booking.
      if (booking.cancellationRequested) return { ok: true, replayed: true };
      if (await isRateLimited(deps.limiter, "submit", `my-booking-cancel:${request.clientIp}`)) {
        return { ok: false, status: 409, message: messages.tooMany, booking };
      }
      if (!booking.cancellation.allowed) {
        const message = booking.cancellation.reason === "deadline" ? messages.deadlinePassed : messages.notCancellable;
        return { ok: false, status: 409, message, booking };
      }
      if (mode === "upstream") {
        if (!deps.secret) return { ok: false, status: 503, message: messages.linkProblems.unavailable };
        const key = await cancellationRequestKey(deps.secret, booking.reference);
        return forwardCancellation(deps.intake, booking, { ...request, key }, messages);
      }
      const store = createDeskStore(db, "embedded", undefined, (reference, action) =>
        sendMoveMail(deps.mail, store.getBooking(reference), action, "guest", request.now),
      );
      const outcome = await store.move({
        reference: booking.reference,
        action: "cancel",
        note: "Cancelled by the guest on their booking page.",
        staff: { email: "guest", local: false },
        requestKey,
        now: request.now,
      });
      if (outcome.ok) {
        if (deps.payments) {
          const payment = { db, config: deps.payments, queue: deps.mail.queue, linkSecret: deps.secret, now: request.now };
          await settleDepositOnCancel(payment, { reference: booking.reference, requestKey, by: "guest" });
        }
        return { ok: true, replayed: outcome.replayed };
      }
      // Two forms with one key for two bookings at once: the one that lost moved nothing.
      if (outcome.status === 422) return { ok: false, status: 422, message: messages.formUsedElsewhere, booking };
      const status = outcome.status === 404 ? 404 : 409;
      return { ok: false, status, message: messages.moveRefused?.[status] ?? outcome.message, booking };
    },
  };
}

/**
 * Upstream the hotel's system owns the booking: the request goes to it as a contact enquiry, under
 * the booking's own idempotency key (`key`), so however many times and from however many forms the
 * guest asks, the outbox holds one enquiry and every answer is its answer.
 */
async function forwardCancellation(
  intake: AppServices["intake"],
  booking: GuestBookingView,
  request: { key: string; clientIp: string; now: Date },
  messages: GuestBookingMessages,
): Promise<CancelOutcome> {
  const { guest, check_in_date: checkIn, check_out_date: checkOut } = booking.confirmation;
  const result = await intake.submit(
    "contact",
    {
      name: guest.name,
      email: guest.email,
      phone: guest.phone,
      message: `Please cancel booking ${booking.reference} (${checkIn} to ${checkOut}). Sent by the guest from their booking page on the website.`,
    },
    { idempotencyKey: request.key, clientIp: request.clientIp, now: request.now, vouched: true },
  );
  if (result.status === 201 || result.status === 200) return { ok: true, replayed: false };
  return { ok: false, status: 503, message: messages.forwardFailed, booking };
}
