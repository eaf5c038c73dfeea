import type { ReactNode } from "react";
import { formatRupees, rupeesToPaise } from "~/domain/money";
import { type RateOffer, offerTerms } from "~/domain/offer-terms";
import { nightlyAfterOffer } from "~/domain/price-stay";


interface RoomRateProps {
  /** Rupees per night before any offer, as the origin sends it. */
  roomPrice: number;
  offer: RateOffer | null;
  /** The rate the guest pays. */
  amountClassName: string;
  /** Follows the rate, e.g. " + taxes per night". */
  suffix: ReactNode;
  className?: string;
  usualClassName?: string;
  noteClassName?: string;
}

/**
 * A room's nightly rate wherever prices are shown (product-rules.md: One price and tax
 * calculation): while an offer applies, the usual rate struck through, the offer rate and until
 * when, so the 10% is no surprise at checkout. The offer rate is the one calculation's.
 */
export function RoomRate({ roomPrice, offer, amountClassName, suffix, className, usualClassName, noteClassName }: RoomRateProps) {
  const usual = rupeesToPaise(roomPrice);
  const paid = offer ? nightlyAfterOffer(usual, offer.percentOff) : usual;
  return (
    <>
      <p className={className} data-room-rate={paid}>
        {offer ? (
          <>
            <span className="sr-only">Usual rate </span>
            <s className={usualClassName ?? "mr-2 text-lg text-ink-700"}>{formatRupees(usual)}</s>
            <span className="sr-only">, offer rate </span>
          </>
        ) : null}
        <span className={amountClassName}>{formatRupees(paid)}</span>
        {suffix}
      </p>
      {offer ? <p className={noteClassName ?? "text-sm font-semibold text-saffron-900"}>{offerTerms(offer)}</p> : null}
    </>
  );
}
