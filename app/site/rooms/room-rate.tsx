import type { ReactNode } from "react";
import type { IsoDate } from "~/content/hotel";
import { offerNameIn } from "~/content/hotel-in-lang";
import { monthDayAndYear } from "~/domain/date-words";
import { formatRupees, rupeesToPaise } from "~/domain/money";
import type { RateOffer } from "~/domain/offer-terms";
import { nightlyAfterOffer } from "~/domain/price-stay";
import { dayMonthYear } from "~/domain/calendar-days";
import type { Lang } from "~/i18n/lang";
import { fill, useLang, useWords } from "~/i18n/words";
import type { RoomCardWords } from "./room-card-words";

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

// The offer's last check-in day as each language writes dates: English as the offer's terms always
// have ("January 31st, 2027"), Hindi as app/domain/calendar-days.ts does ("31 जनवरी 2027").
const offerDate: Record<Lang, (date: IsoDate) => string> = {
  en: monthDayAndYear,
  hi: (date) => dayMonthYear(date, "hi"),
};

/** "Festive season offer: 10% off stays checking in by January 31st, 2027." in the page's language. */
export function offerTermsIn(offer: RateOffer, words: RoomCardWords["rate"], lang: Lang): string {
  const values = { title: offerNameIn(offer, lang), percent: offer.percentOff };
  return offer.endsOn
    ? fill(words.offerUntil, { ...values, date: offerDate[lang](offer.endsOn) })
    : fill(words.offerOpen, values);
}

/**
 * A room's nightly rate wherever prices are shown (product-rules.md: One price and tax
 * calculation): while an offer applies, the usual rate struck through, the offer rate and until
 * when, so the 10% is no surprise at checkout. The offer rate is the one calculation's. Its words
 * are the page's `roomCard` words.
 */
export function RoomRate({ roomPrice, offer, amountClassName, suffix, className, usualClassName, noteClassName }: RoomRateProps) {
  const words = useWords("roomCard").rate;
  const lang = useLang();
  const usual = rupeesToPaise(roomPrice);
  const paid = offer ? nightlyAfterOffer(usual, offer.percentOff) : usual;
  return (
    <>
      <p className={className} data-room-rate={paid}>
        {offer ? (
          <>
            <span className="sr-only">{words.usual}</span>
            <s className={usualClassName ?? "mr-2 text-lg text-ink-700"}>{formatRupees(usual)}</s>
            <span className="sr-only">{words.offer}</span>
          </>
        ) : null}
        <span className={amountClassName}>{formatRupees(paid)}</span>
        {suffix}
      </p>
      {offer ? <p className={noteClassName ?? "text-sm font-semibold text-saffron-900"}>{offerTermsIn(offer, words, lang)}</p> : null}
    </>
  );
}
