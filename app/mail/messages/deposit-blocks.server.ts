/**
 * The deposit asked to hold the rooms (product-rules.md: Deposits) as the request's e-mail says it:
 * how much by when in hotel time, the Pay button to the payment link (or that the link is coming),
 * what happens if it is not paid, and that no card or UPI detail reaches the hotel.
 */
import type { BookingConfirmation } from "~/domain/api-types";
import { formatRupees } from "~/domain/money";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/words";
import { deadlineText } from "./deposit-mail.server";
import { button, heading, type MailBlock, paragraph } from "./mail-layout.server";
import { mailWordsIn } from "./mail-lang.server";

export type AskedDeposit = NonNullable<BookingConfirmation["deposit"]>;

/** The deposit a booking's answer carries, when one was asked. */
export function askedDepositOf(source: unknown): AskedDeposit | null {
  const deposit = (source as { deposit?: unknown } | null)?.deposit as AskedDeposit | undefined;
  return deposit && Number.isInteger(deposit.amount_paise) && deposit.amount_paise > 0 ? deposit : null;
}

/**
 * The link may not exist yet when the message is written (it is made once the booking is stored):
 * the button then opens the guest's own page, which shows the link as soon as it is made.
 */
export function depositBlocks(deposit: AskedDeposit, bookingUrl: string, lang: Lang = "en"): MailBlock[] {
  const w = mailWordsIn(lang).deposit;
  const amount = formatRupees(deposit.amount_paise);
  // "Tue 12 Jan 2027, 6:00 PM" in hotel time, as the deposit's other e-mails write it.
  const due = deadlineText(deposit.due_at, lang);
  const ask = deposit.rest_paise > 0 ? fill(w.ask, { amount, due, rest: formatRupees(deposit.rest_paise) }) : fill(w.askAll, { amount, due });
  return [
    heading(w.heading),
    paragraph(`${ask} ${w.lapse}`),
    button(fill(w.pay, { amount }), deposit.pay_url ?? bookingUrl),
    ...(deposit.pay_url ? [] : [paragraph(w.onPage)]),
    paragraph(w.how),
  ];
}
