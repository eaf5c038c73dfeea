/**
 * The guest's deposit e-mails (product-rules.md: Deposits): the receipt when the deposit is paid,
 * the booking lapsed when it was not paid in time, and each refund. In the guest's language, each
 * event written once (its dedupe key), like every other booking e-mail.
 */
import { hotel } from "~/content/hotel";
import { hotelDateAndTime } from "~/domain/hotel-date";
import { formatRupees } from "~/domain/money";
import type { Lang } from "~/i18n/lang";
import { fill, wordsIn } from "~/i18n/words";
import type { OutgoingMail } from "../mail-outbox.server";
import type { BookingMailSource } from "./booking-mail-data.server";
import { contactParagraph, stayFacts } from "./booking-blocks.server";
import { depositWordsHi } from "./deposit-words.hi.server";
import { type DepositMailWords, depositWordsEn } from "./deposit-words.server";
import { guestBookingLetter, mailToGuest } from "./guest-booking-mail.server";
import { clockTime, mailDate } from "./mail-dates.server";
import { amounts, facts, heading, paragraph } from "./mail-layout.server";
import { policySentences, siteUrlIn } from "./mail-lang.server";

const wordsOf = (lang: Lang): DepositMailWords => wordsIn(lang, { en: depositWordsEn, hi: depositWordsHi });

const keyOf = (kind: string, reference: string, suffix = "") => ({
  dedupeKey: `${kind}:guest:${reference}${suffix}`,
  kind: `${kind}-guest`,
  about: reference,
});

export function deadlineText(iso: string, lang: Lang): string {
  const at = hotelDateAndTime(iso);
  return at ? `${mailDate(at.date, lang)}, ${clockTime(at.time, lang)}` : iso;
}

export function depositPaidForGuest(
  source: BookingMailSource,
  payment: { paidPaise: number; restPaise: number; paymentId: string; confirmed: boolean },
  lang: Lang = "en",
): OutgoingMail {
  const letter = guestBookingLetter(source, lang);
  const w = wordsOf(letter.lang);
  const values = { ...letter.values, amount: formatRupees(payment.paidPaise) };
  return {
    ...keyOf("deposit-paid", letter.booking.reference),
    ...mailToGuest(letter, { subject: fill(w.paid.subject, values), preview: fill(w.paid.preview, values) }, [
      paragraph(fill(w.paid.opening, values)),
      heading(w.paid.heading),
      facts([[w.paid.paymentLabel, payment.paymentId]]),
      amounts([
        [w.paid.paidLabel, formatRupees(payment.paidPaise)],
        [w.paid.restLabel, formatRupees(payment.restPaise)],
      ]),
      paragraph(payment.confirmed ? w.paid.confirmed : w.paid.pending),
      stayFacts(letter.booking, letter.lang),
      contactParagraph(letter.lang),
    ]),
  };
}

export function depositLapsedForGuest(
  source: BookingMailSource,
  deposit: { amountPaise: number; paidPaise: number; dueAt: string },
  lang: Lang = "en",
): OutgoingMail {
  const letter = guestBookingLetter(source, lang, { phone: hotel.phones.primary.display });
  const w = wordsOf(letter.lang);
  const values = {
    ...letter.values,
    amount: formatRupees(deposit.amountPaise),
    paid: formatRupees(deposit.paidPaise),
    deadline: deadlineText(deposit.dueAt, letter.lang),
    refunds: policySentences(letter.lang).refunds,
    site: siteUrlIn(letter.lang),
  };
  return {
    ...keyOf("deposit-lapsed", letter.booking.reference),
    ...mailToGuest(letter, { subject: fill(w.lapsed.subject, values), preview: fill(w.lapsed.preview, values) }, [
      paragraph(fill(w.lapsed.opening, values)),
      stayFacts(letter.booking, letter.lang),
      ...(deposit.paidPaise > 0 ? [paragraph(fill(w.lapsed.partRefund, values))] : []),
      paragraph(fill(w.lapsed.again, values)),
    ]),
  };
}

/** One message per refund: its one-time key tells two refunds of the same booking apart. */
export function depositRefundedForGuest(
  source: BookingMailSource,
  refund: { amountPaise: number; keptPaise: number; reason: string; requestKey: string },
  lang: Lang = "en",
): OutgoingMail {
  const letter = guestBookingLetter(source, lang);
  const w = wordsOf(letter.lang);
  const values = { ...letter.values, amount: formatRupees(refund.amountPaise), kept: formatRupees(refund.keptPaise) };
  return {
    ...keyOf("deposit-refunded", letter.booking.reference, `:${refund.requestKey}`),
    ...mailToGuest(letter, { subject: fill(w.refunded.subject, values), preview: fill(w.refunded.preview, values) }, [
      paragraph(fill(w.refunded.opening, values)),
      ...(refund.keptPaise > 0 ? [paragraph(fill(w.refunded.kept, values))] : []),
      paragraph(policySentences(letter.lang).refunds),
      facts([[w.refunded.reasonLabel, refund.reason]]),
      contactParagraph(letter.lang),
    ]),
  };
}
