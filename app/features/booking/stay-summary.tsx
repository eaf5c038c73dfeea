import type { IsoDate } from "~/content/hotel";
import { monthDayAndYear } from "~/domain/date-words";
import { isValidIsoDate } from "~/domain/hotel-date";
import { PriceTable } from "./price-table";
import type { PriceBreakdown } from "./price-breakdown";

/** "December 1st, 2026" the same on the server and in every browser (no Intl). */
export function stayDate(date: string): string {
  return isValidIsoDate(date) ? monthDayAndYear(date as IsoDate) : date;
}

/**
 * Step 4's Booking Summary (product-rules.md: One price and tax calculation): the stay, the
 * services and the price breakdown.
 */
export function StaySummary({ breakdown }: { breakdown: PriceBreakdown }) {
  return (
    <section aria-labelledby="summary-title" className="rounded-lg bg-white p-5 shadow-card md:p-6" data-testid="booking-summary">
      <h3 id="summary-title" className="heading-3">
        Booking Summary
      </h3>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="text-ink-700">Check-in</dt>
        <dd className="font-medium">{stayDate(breakdown.checkIn)}</dd>
        <dt className="text-ink-700">Check-out</dt>
        <dd className="font-medium">{stayDate(breakdown.checkOut)}</dd>
        <dt className="text-ink-700">Nights</dt>
        <dd className="font-medium">{breakdown.nights}</dd>
        <dt className="text-ink-700">Services</dt>
        <dd className="font-medium">
          {breakdown.services.length > 0
            ? `${breakdown.services.map((service) => service.label).join(", ")} (pay at hotel)`
            : "None"}
        </dd>
      </dl>
      <div className="mt-6">
        <PriceTable breakdown={breakdown} caption="Your rooms and prices" />
      </div>
    </section>
  );
}
