import { formatRupees } from "~/domain/money";
import type { StayPrice } from "~/domain/price-stay";

/**
 * The stay's total right above Book Now, so a guest on a phone sees what they are agreeing to
 * without scrolling to the summary below the form (product-rules.md: One price and tax
 * calculation). The same amounts as the summary, from the same calculation.
 */
export function CheckoutTotal({ price }: { price: StayPrice }) {
  const rooms = price.rooms.length;
  const { total, discount } = price.totals;
  return (
    <div aria-live="polite" data-testid="checkout-total">
      <p className="flex items-baseline justify-between gap-4">
        <span>
          Total, {rooms} {rooms === 1 ? "room" : "rooms"} × {price.nights} {price.nights === 1 ? "night" : "nights"}
          <span className="block text-sm text-ink-700">GST included · pay at the hotel</span>
        </span>
        <span className="text-xl font-semibold tabular-nums">{formatRupees(total)}</span>
      </p>
      {price.offer && discount > 0 ? (
        <p className="mt-1 text-sm font-semibold text-saffron-900">
          {price.offer.title} saves you {formatRupees(discount)}
        </p>
      ) : null}
    </div>
  );
}
