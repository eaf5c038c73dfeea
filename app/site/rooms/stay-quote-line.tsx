import { useEffect, useState } from "react";
import type { IsoDate } from "~/content/hotel";
import { checkInProblem, isCheckOutAfterCheckIn, isStayTooLong } from "~/domain/bookable-days";
import { formatRupees } from "~/domain/money";
import { countWords, fill, useLang, useWords } from "~/i18n/words";
import { useHotelToday } from "../../booking/wizard/use-hotel-today";
import type { StayQuote } from "./stay-quote";

interface StayQuoteLineProps {
  roomId: number;
  checkIn: string;
  checkOut: string;
  party: { adults: number; children: number };
  /**
   * Whether the guest has chosen anything yet: the card prices the stay they choose, and a page
   * merely opened asks nothing of the availability search (whose budget is per visitor).
   */
  chosen: boolean;
}

type Shown = StayQuote | { kind: "prompt" } | { kind: "checking" };

// The search waits for the guest to stop changing the dates, so typing a date is one request.
const settleMs = 350;

/**
 * The booking card's price for the chosen dates and guests (product-rules.md: The room page leads
 * with the room): the stay's total with GST, or that the room is not free then. The server's page
 * and a page without script show the prompt; the search and the price calculation load only once
 * a stay is chosen, so the page's first download does not grow.
 */
export function StayQuoteLine({ roomId, checkIn, checkOut, party, chosen }: StayQuoteLineProps) {
  const { adults, children } = party;
  const w = useWords("rooms").bookPanel.quote;
  const lang = useLang();
  const [shown, setShown] = useState<Shown>({ kind: "prompt" });
  const today = useHotelToday();
  // Only a stay the search would take: the panel's own check names what is wrong with any other on Book.
  const complete =
    chosen &&
    isCheckOutAfterCheckIn(checkIn, checkOut) &&
    !isStayTooLong(checkIn, checkOut) &&
    checkInProblem(checkIn as IsoDate, today, "before the opening") === null &&
    adults > 0;

  useEffect(() => {
    if (!complete) {
      setShown({ kind: "prompt" });
      return;
    }
    const controller = new AbortController();
    setShown({ kind: "checking" });
    const timer = setTimeout(() => {
      import("./stay-quote")
        .then(({ quoteStay }) =>
          quoteStay({ roomId, checkIn: checkIn as IsoDate, checkOut: checkOut as IsoDate, adults, children }, lang, controller.signal),
        )
        .then(setShown)
        .catch(() => {
          if (!controller.signal.aborted) setShown({ kind: "failed" });
        });
    }, settleMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [complete, roomId, checkIn, checkOut, adults, children, lang]);

  return (
    <div aria-live="polite" className="rounded-md bg-river-50 p-3 text-ink" data-testid="stay-quote" data-quote={shown.kind}>
      {shown.kind === "price" ? (
        <>
          <p className="font-semibold">
            {fill(w.total, { nights: countWords(w.nights, shown.nights), total: formatRupees(shown.totalPaise) })}
          </p>
          {shown.discountPaise > 0 ? <p className="text-sm text-ink-700">{fill(w.offer, { saving: formatRupees(shown.discountPaise) })}</p> : null}
        </>
      ) : (
        <p className="text-sm text-ink-700">
          {shown.kind === "checking" ? w.checking : shown.kind === "unavailable" ? w.unavailable : shown.kind === "failed" ? w.failed : w.prompt}
        </p>
      )}
    </div>
  );
}
