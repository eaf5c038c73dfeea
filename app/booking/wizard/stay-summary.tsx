import type { IsoDate } from "~/content/hotel";
import { monthDayAndYear } from "~/domain/date-words";
import { isValidIsoDate } from "~/domain/hotel-date";
import { dayMonthYear } from "~/domain/calendar-days";
import type { Lang } from "~/i18n/lang";
import { fill, useLang, useWords } from "~/i18n/words";
import { PriceTable } from "./price-table";
import type { PriceBreakdown } from "./price-breakdown";

/**
 * "December 1st, 2026" / "1 दिसंबर 2026", the same on the server and in every browser (no Intl).
 */
export function stayDate(date: string, lang: Lang = "en"): string {
  if (!isValidIsoDate(date)) return date;
  return lang === "en" ? monthDayAndYear(date as IsoDate) : dayMonthYear(date as IsoDate, lang);
}

/**
 * Step 4's Booking Summary (product-rules.md: One price and tax calculation): the stay, the
 * services and the price breakdown.
 */
export function StaySummary({ breakdown, payNote }: { breakdown: PriceBreakdown; payNote?: string }) {
  const w = useWords("booking").summary;
  const lang = useLang();
  return (
    <section aria-labelledby="summary-title" className="rounded-lg bg-white p-5 shadow-card md:p-6" data-testid="booking-summary">
      <h3 id="summary-title" className="heading-3">
        {w.title}
      </h3>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="text-ink-700">{w.checkIn}</dt>
        <dd className="font-medium">{stayDate(breakdown.checkIn, lang)}</dd>
        <dt className="text-ink-700">{w.checkOut}</dt>
        <dd className="font-medium">{stayDate(breakdown.checkOut, lang)}</dd>
        <dt className="text-ink-700">{w.nights}</dt>
        <dd className="font-medium">{breakdown.nights}</dd>
        <dt className="text-ink-700">{w.services}</dt>
        <dd className="font-medium">
          {breakdown.services.length > 0
            ? fill(w.servicesPayAtHotel, { list: breakdown.services.map((service) => service.label).join(", ") })
            : w.none}
        </dd>
      </dl>
      <div className="mt-6">
        <PriceTable breakdown={breakdown} caption={w.caption} payNote={payNote} />
      </div>
    </section>
  );
}
