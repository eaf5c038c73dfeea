import { formatRupees } from "~/domain/money";
import type { StayPrice } from "~/domain/price-stay";
import { offerNameIn } from "~/content/hotel-in-lang";
import { countWords, fill, useLang, useWords } from "~/i18n/words";

/**
 * The stay's total right above Book Now, so a guest on a phone sees what they are agreeing to
 * without scrolling to the summary below the form (product-rules.md: One price and tax
 * calculation). The same amounts as the summary, from the same calculation.
 */
export function CheckoutTotal({ price, withDeposit = false }: { price: StayPrice; withDeposit?: boolean }) {
  const w = useWords("booking").total;
  const counts = useWords("receipt").counts;
  const lang = useLang();
  const { total, discount } = price.totals;
  return (
    <div aria-live="polite" data-testid="checkout-total">
      <p className="flex items-baseline justify-between gap-4">
        <span>
          {fill(w.total, {
            rooms: countWords(counts.rooms, price.rooms.length),
            nights: countWords(counts.nights, price.nights),
          })}
          <span className="block text-sm text-ink-700">{withDeposit ? w.noteWithDeposit : w.note}</span>
        </span>
        <span className="text-xl font-semibold tabular-nums">{formatRupees(total)}</span>
      </p>
      {price.offer && discount > 0 ? (
        <p className="mt-1 text-sm font-semibold text-saffron-900">
          {fill(w.saves, { title: offerNameIn(price.offer, lang), amount: formatRupees(discount) })}
        </p>
      ) : null}
    </div>
  );
}
