import { type IsoDate, hotel } from "~/content/hotel";
import { gstLabel, gstRuleText } from "~/domain/gst-text";
import { formatRupees } from "~/domain/money";
import { countWords, fill, useWords } from "~/i18n/words";
import type { PriceBreakdown } from "./price-breakdown";

/**
 * The rooms table and the totals of the one price calculation (product-rules.md: One price and tax
 * calculation), the same for the summary and the receipt, in the page's words (`receipt`).
 */
export function PriceTable({ breakdown, caption }: { breakdown: PriceBreakdown; caption: string }) {
  const words = useWords("receipt");
  const w = words.table;
  const nightWords = (nights: number) => countWords(words.counts.nights, nights);
  const roomLine = (index: number, type: string) => fill(w.roomLine, { n: index + 1, type });
  const { rooms, totals } = breakdown;
  const cell = "px-3 py-2 text-left align-top";
  const number = "px-3 py-2 text-right tabular-nums align-top";
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
                {room.rates.map((run, runIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: runs follow the nights' order
                  <span key={runIndex} className="block">
                    {formatRupees(run.nightly)} × {nightWords(run.nights)}
                  </span>
                ))}
              </span>
              <span className="self-end font-semibold">{formatRupees(room.subtotal)}</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block print:block">
        <table className="w-full border-collapse text-sm md:text-base">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b-2 border-sand-300 text-ink-700">
              <th scope="col" className={cell}>
                {w.room}
              </th>
              <th scope="col" className={cell}>
                {w.guests}
              </th>
              <th scope="col" className={number}>
                {w.pricePerNight}
              </th>
              <th scope="col" className={number}>
                {w.nights}
              </th>
              <th scope="col" className={number}>
                {w.roomTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {rooms.map((room, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows follow the booking's room order
              <tr key={index} className="border-b border-sand-200" data-testid="price-row">
                <th scope="row" className={`${cell} font-medium`}>
                  {roomLine(index, room.roomTypeName)}
                </th>
                <td className={cell}>{room.guests}</td>
                <td className={number}>
                  {room.rates.length === 1
                    ? formatRupees(room.nightly)
                    : room.rates.map((run, runIndex) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: runs follow the nights' order
                        <span key={runIndex} className="block whitespace-nowrap">
                          {formatRupees(run.nightly)} × {nightWords(run.nights)}
                        </span>
                      ))}
                </td>
                <td className={number}>{room.nights}</td>
                <td className={number}>{formatRupees(room.subtotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto mt-4 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-2" data-testid="price-totals">
        <dt>{w.numberOfRooms}</dt>
        <dd className="text-right tabular-nums" data-total="rooms">
          {rooms.length}
        </dd>
        <dt>{w.subtotal}</dt>
        <dd className="text-right tabular-nums" data-total="subtotal">
          {formatRupees(totals.subtotal)}
        </dd>
        {totals.discount > 0 ? (
          <>
            <dt>{breakdown.offerLabel ?? words.offer.fallback}</dt>
            <dd className="text-right tabular-nums" data-total="discount">
              −{formatRupees(totals.discount)}
            </dd>
          </>
        ) : null}
        <dt>{gstLabel("CGST", breakdown.taxes, words.gst)}</dt>
        <dd className="text-right tabular-nums" data-total="cgst">
          {formatRupees(totals.cgst)}
        </dd>
        <dt>{gstLabel("SGST", breakdown.taxes, words.gst)}</dt>
        <dd className="text-right tabular-nums" data-total="sgst">
          {formatRupees(totals.sgst)}
        </dd>
        <dt className="border-t-2 border-sand-300 pt-2 text-lg font-semibold">{w.grandTotal}</dt>
        <dd className="border-t-2 border-sand-300 pt-2 text-right text-lg font-semibold tabular-nums" data-total="total">
          {formatRupees(totals.total)}
        </dd>
      </dl>
      <p className="mt-3 text-sm text-ink-700">
        {gstRuleText(breakdown.checkIn as IsoDate, hotel.taxTables, words.gst)} {w.payAtHotel}
      </p>
    </div>
  );
}
