import { formatRupees } from "~/domain/money";
import { fill, useLang, useWords } from "~/i18n/words";
import type { ReceiptWords } from "./receipt-words";
import { stayDate } from "./stay-summary";
import type { WizardDeposit } from "./wizard-deposit";

/** Amounts with GST, in paise, as the server's answer and depositTerms both give them. */
export interface DepositAmounts {
  amountPaise: number;
  restPaise: number;
}

/** "₹4,725 now to hold the room, the rest (₹9,450) at the hotel." */
export function depositAskText(amounts: DepositAmounts, rooms: number, words: ReceiptWords["deposit"]): string {
  const forms = amounts.restPaise > 0 ? words.ask : words.askAll;
  return fill(rooms === 1 ? forms.one : forms.other, { amount: formatRupees(amounts.amountPaise), rest: formatRupees(amounts.restPaise) });
}

/** Under the price table's totals, in place of "Pay at the hotel; nothing is charged online." */
export function depositTableNote(amounts: DepositAmounts, words: ReceiptWords["deposit"]): string {
  const note = amounts.restPaise > 0 ? words.tableNote : words.tableNoteAll;
  return fill(note, { amount: formatRupees(amounts.amountPaise), rest: formatRupees(amounts.restPaise) });
}

/** The deposit beside the total, right above Book Now: what is paid now and what at the hotel. */
export function DepositLine({ deposit }: { deposit: WizardDeposit }) {
  const words = useWords("receipt").deposit;
  return (
    <p className="mt-1 font-semibold text-saffron-900" data-testid="deposit-ask">
      {depositAskText(deposit.terms, deposit.rooms, words)}
    </p>
  );
}

/** How and by when it is paid, and what happens if it is not, before the guest sends the request. */
export function DepositWhen({ deposit }: { deposit: WizardDeposit }) {
  const words = useWords("receipt").deposit;
  const lang = useLang();
  return (
    <p className="rounded-md border-l-4 border-saffron-700 bg-saffron-50 p-3 text-sm text-ink" data-testid="deposit-when">
      {deposit.when ? `${fill(words.when, { hours: deposit.when.hours, date: stayDate(deposit.when.lastDay, lang) })} ` : null}
      {words.lapse}
    </p>
  );
}
