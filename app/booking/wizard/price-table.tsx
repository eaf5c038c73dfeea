import { type IsoDate, hotel } from "~/content/hotel";
import { gstLabel, gstRuleText } from "~/domain/gst-text";
import { formatRupees } from "~/domain/money";
import { countWords, fill, useWords } from "~/i18n/words";
import type { ReactNode } from "react";
import type { BreakdownRoom, PriceBreakdown } from "./price-breakdown";

/**
 * The rooms table and the totals of the one price calculation (product-rules.md: One price and tax
 * calculation), the same for the summary and the receipt, in the page's words (`receipt`).
 */
export function PriceTable({ breakdown, caption, payNote }: { breakdown: PriceBreakdown; caption: string; payNote?: string }) {
  const words = useWords("receipt");
  const w = words.table;
  const roomLine = (index: number, type: string) => fill(w.roomLine, { n: index + 1, type });
  const { rooms, totals } = breakdown;
  const cell = "px-3 py-2 text-left align-top";
  const number = "px-3 py-2 text-right tabular-nums align-top";
  const columns = [
    [w.room, cell],
    [w.guests, cell],
    [w.pricePerNight, number],
    [w.nights, number],
    [w.roomTotal, number],
  ] as const;
  return (
    <div>
      {/* Phones get one card per room; wider screens the table. Only one is ever displayed. */}
      <ul className="grid gap-3 sm:hidden print:hidden">
        {rooms.map((room, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows follow the booking's room order
          <li key={index} className="rounded-md border border-sand-200 p-3" data-testid="price-card">
            <p className="font-semibold">{roomLine(index, room.roomTypeName)}</p>
            <p className="text-sm text-ink-700">{room.guests}</p>
            <p className="mt-1 flex justify-between gap-4 tabular-nums">
              <span>
                <RateRuns rates={room.rates} className="block" />
              </span>
              <span className="self-end font-semibold">{formatRupees(room.subtotal)}</span>
            </p>
            {room.extras.map((line) => (
              <p key={line.label} className="mt-1 flex justify-between gap-4 tabular-nums" data-testid="extra-guest-line">
                <span>{line.label}</span>
                <span className="font-semibold">{formatRupees(line.amount)}</span>
              </p>
            ))}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block print:block">
        <table className="w-full border-collapse text-sm md:text-base">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b-2 border-sand-300 text-ink-700">
              {columns.map(([label, className]) => (
                <th key={label} scope="col" className={className}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rooms.flatMap((room, index) => [
              // biome-ignore lint/suspicious/noArrayIndexKey: rows follow the booking's room order
              <tr key={index} className="border-b border-sand-200" data-testid="price-row">
                <th scope="row" className={`${cell} font-medium`}>
                  {roomLine(index, room.roomTypeName)}
                </th>
                <td className={cell}>{room.guests}</td>
                <td className={number}>
                  {room.rates.length === 1 ? formatRupees(room.nightly) : <RateRuns rates={room.rates} className="block whitespace-nowrap" />}
                </td>
                <td className={number}>{room.nights}</td>
                <td className={number}>{formatRupees(room.subtotal)}</td>
              </tr>,
              // Extra guests beyond the room's base, each a line of its own (product-rules.md: Occupancy).
              ...room.extras.map((line) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows follow the booking's room order
                <tr key={`${index}-${line.label}`} className="border-b border-sand-200" data-testid="extra-guest-line">
                  <td colSpan={4} className={cell}>
                    {line.label}
                  </td>
                  <td className={number}>{formatRupees(line.amount)}</td>
                </tr>
              )),
            ])}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto mt-4 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-2" data-testid="price-totals">
        <TotalRow label={w.numberOfRooms} total="rooms">
          {rooms.length}
        </TotalRow>
        <TotalRow label={w.subtotal} total="subtotal">
          {formatRupees(totals.subtotal)}
        </TotalRow>
        {totals.discount > 0 ? (
          <TotalRow label={breakdown.offerLabel ?? words.offer.fallback} total="discount">
            −{formatRupees(totals.discount)}
          </TotalRow>
        ) : null}
        <TotalRow label={gstLabel("CGST", breakdown.taxes, words.gst)} total="cgst">
          {formatRupees(totals.cgst)}
        </TotalRow>
        <TotalRow label={gstLabel("SGST", breakdown.taxes, words.gst)} total="sgst">
          {formatRupees(totals.sgst)}
        </TotalRow>
        <dt className="border-t-2 border-sand-300 pt-2 text-lg font-semibold">{w.grandTotal}</dt>
        <dd className="border-t-2 border-sand-300 pt-2 text-right text-lg font-semibold tabular-nums" data-total="total">
          {formatRupees(totals.total)}
        </dd>
      </dl>
      <p className="mt-3 text-sm text-ink-700">
        {/* Where a deposit is asked, what is paid online and what at the hotel instead. */}
        {gstRuleText(breakdown.checkIn as IsoDate, hotel.taxTables, words.gst)} {payNote ?? w.payAtHotel}
      </p>
    </div>
  );
}

/** A room's nights grouped by rate ("₹4,500 × 2 nights"), one line each: the card's and the table's. */
function RateRuns({ rates, className }: { rates: BreakdownRoom["rates"]; className: string }) {
  const words = useWords("receipt");
  return rates.map((run, runIndex) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: runs follow the nights' order
    <span key={runIndex} className={className}>
      {formatRupees(run.nightly)} × {countWords(words.counts.nights, run.nights)}
    </span>
  ));
}

/** One line of the totals, marked with what it totals (`data-total`, which the browser tests read). */
function TotalRow({ label, total, children }: { label: string; total: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums" data-total={total}>
        {children}
      </dd>
    </>
  );
}
