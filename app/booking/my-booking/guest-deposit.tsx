import { dueText } from "~/booking/wizard/deposit-text";
import { formatRupees } from "~/domain/money";
import { fill, useLang, useWords } from "~/i18n/words";
import type { DepositStatus } from "./deposit-status";

/** The title and the sentence under it, in the page's words, for each state of the deposit. */
function useDepositLines(status: DepositStatus): { title: string; detail: string[] } {
  const w = useWords("myBooking").deposit;
  const clock = useWords("receipt").clock;
  const lang = useLang();
  switch (status.kind) {
    case "due": {
      const due = dueText(status.dueAt, lang, clock);
      const title =
        status.paidPaise > 0
          ? fill(w.partlyPaid, { paid: formatRupees(status.paidPaise), amount: formatRupees(status.amountPaise), left: formatRupees(status.leftPaise), due })
          : fill(w.due, { amount: formatRupees(status.amountPaise), due });
      return { title, detail: [status.restPaise > 0 ? fill(w.lapseBy, { rest: formatRupees(status.restPaise) }) : w.lapseByAll] };
    }
    case "preparing":
      return {
        title: w.preparing,
        detail: [fill(w.due, { amount: formatRupees(status.amountPaise), due: dueText(status.dueAt, lang, clock) }), w.preparingDetail],
      };
    case "paid":
      return {
        title: w.paid,
        detail: [
          status.restPaise > 0
            ? fill(w.paidDetail, { amount: formatRupees(status.amountPaise), rest: formatRupees(status.restPaise) })
            : fill(w.paidDetailAll, { amount: formatRupees(status.amountPaise) }),
        ],
      };
    case "checking":
      return { title: w.checking, detail: [w.checkingDetail] };
    case "lapsed":
      return { title: w.lapsed, detail: [w.lapsedDetail] };
    case "refunded":
      return { title: fill(w.refunded, { amount: formatRupees(status.refundedPaise) }), detail: [w.refundedDetail] };
  }
}

/**
 * The deposit on the guest's page (product-rules.md: Deposits): what is owed and by when with the
 * Pay button (a plain link to the payment page, so it works without script), or where it stands.
 */
export function GuestDeposit({ status }: { status: DepositStatus }) {
  const w = useWords("myBooking").deposit;
  const { title, detail } = useDepositLines(status);
  const owed = status.kind === "due";
  return (
    <section
      aria-labelledby="deposit-heading"
      className={`mb-6 rounded-md border-l-4 bg-white p-5 shadow-card ${owed || status.kind === "preparing" ? "border-saffron-700" : "border-river-700"}`}
      data-testid="guest-deposit"
      data-deposit={status.kind}
    >
      {/* Back from the payment page, the page's first news is where the payment stands. */}
      <div role={status.kind === "checking" ? "status" : undefined}>
        <h2 id="deposit-heading" className="heading-3">
          {title}
        </h2>
        {detail.map((line) => (
          <p key={line} className="mt-2 text-ink-700">
            {line}
          </p>
        ))}
      </div>
      {owed ? (
        <a href={status.payUrl} className="btn-primary mt-4 print:hidden" rel="noopener">
          {fill(w.pay, { amount: formatRupees(status.leftPaise) })}
        </a>
      ) : null}
    </section>
  );
}
