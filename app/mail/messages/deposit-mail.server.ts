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
import { type GuestBookingLetter, guestBookingLetter, mailToGuest } from "./guest-booking-mail.server";
import { clockTime, mailDate } from "./mail-dates.server";
import { amounts, facts, heading, type MailBlock, paragraph } from "./mail-layout.server";
import { policySentences, siteUrlIn } from "./mail-lang.server";

const wordsOf = (lang: Lang): DepositMailWords => wordsIn(lang, { en: depositWordsEn, hi: depositWordsHi });

/** A deposit message to the guest, written once under its key (`suffix` tells one booking's events apart). */
function depositMail(
  kind: string,
  letter: GuestBookingLetter,
  words: { subject: string; preview: string },
  blocks: readonly MailBlock[],
  suffix = "",
): OutgoingMail {
  const reference = letter.booking.reference;
  return { dedupeKey: `${kind}:guest:${reference}${suffix}`, kind: `${kind}-guest`, about: reference, ...mailToGuest(letter, words, blocks) };
}

export function deadlineText(iso: string, lang: Lang): string {
  const at = hotelDateAndTime(iso);
  return at ? `${mailDate(at.date, lang)}, ${clockTime(at.time, lang)}` : iso;
}

export function depositPaidForGuest(
  source: BookingMailSource,
  payment: { paidPaise: number; restPaise: number; paymentId: string; confirmed: boolean },
  lang: Lang = "en",
): OutgoingMail {
  const letter = guestBookingLetter(source, lang, { amount: formatRupees(payment.paidPaise) });
  const w = wordsOf(lang).paid;
  return depositMail("deposit-paid", letter, w, [
    paragraph(fill(w.opening, letter.values)),
    heading(w.heading),
    facts([[w.paymentLabel, payment.paymentId]]),
    amounts([
      [w.paidLabel, formatRupees(payment.paidPaise)],
      [w.restLabel, formatRupees(payment.restPaise)],
    ]),
    paragraph(payment.confirmed ? w.confirmed : w.pending),
    stayFacts(letter.booking, lang),
    contactParagraph(lang),
  ]);
}

export function depositLapsedForGuest(
  source: BookingMailSource,
  deposit: { amountPaise: number; paidPaise: number; dueAt: string },
  lang: Lang = "en",
): OutgoingMail {
  const letter = guestBookingLetter(source, lang, {
    phone: hotel.phones.primary.display,
    amount: formatRupees(deposit.amountPaise),
    paid: formatRupees(deposit.paidPaise),
    deadline: deadlineText(deposit.dueAt, lang),
    refunds: policySentences(lang).refunds,
    site: siteUrlIn(lang),
  });
  const w = wordsOf(lang).lapsed;
  return depositMail("deposit-lapsed", letter, w, [
    paragraph(fill(w.opening, letter.values)),
    stayFacts(letter.booking, lang),
    ...(deposit.paidPaise > 0 ? [paragraph(fill(w.partRefund, letter.values))] : []),
    paragraph(fill(w.again, letter.values)),
  ]);
}

/** One message per refund: its one-time key tells two refunds of the same booking apart. */
export function depositRefundedForGuest(
  source: BookingMailSource,
  refund: { amountPaise: number; keptPaise: number; reason: string; requestKey: string },
  lang: Lang = "en",
): OutgoingMail {
  const letter = guestBookingLetter(source, lang, {
    amount: formatRupees(refund.amountPaise),
    kept: formatRupees(refund.keptPaise),
  });
  const w = wordsOf(lang).refunded;
  const blocks = [
    paragraph(fill(w.opening, letter.values)),
    ...(refund.keptPaise > 0 ? [paragraph(fill(w.kept, letter.values))] : []),
    paragraph(policySentences(lang).refunds),
    facts([[w.reasonLabel, refund.reason]]),
    contactParagraph(lang),
  ];
  return depositMail("deposit-refunded", letter, w, blocks, `:${refund.requestKey}`);
}
