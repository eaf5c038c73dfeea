import type { IsoDate } from "~/content/hotel";
import { gstLabel, gstRuleText } from "~/domain/gst-text";
import { formatRupees } from "~/domain/money";
import type { PriceBreakdown } from "./price-breakdown";

const nightWords = (nights: number) => `${nights} ${nights === 1 ? "night" : "nights"}`;

/**
 * The rooms table and the totals of the one price calculation (product-rules.md: One price and tax
 * calculation), the same for the summary and the receipt.
 */
export function PriceTable({ breakdown, caption }: { breakdown: PriceBreakdown; caption: string }) {
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
            <p className="font-semibold">
              Room {index + 1}: {room.roomTypeName}
            </p>
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
                Room
              </th>
              <th scope="col" className={cell}>
                Guests
              </th>
              <th scope="col" className={number}>
                Price per night
              </th>
              <th scope="col" className={number}>
                Nights
              </th>
              <th scope="col" className={number}>
                Room total
              </th>
            </tr>
          </thead>
          <tbody>
            {rooms.map((room, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows follow the booking's room order
              <tr key={index} className="border-b border-sand-200" data-testid="price-row">
                <th scope="row" className={`${cell} font-medium`}>
                  Room {index + 1}: {room.roomTypeName}
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
        <dt>Number of rooms</dt>
        <dd className="text-right tabular-nums" data-total="rooms">
          {rooms.length}
        </dd>
        <dt>Subtotal</dt>
        <dd className="text-right tabular-nums" data-total="subtotal">
          {formatRupees(totals.subtotal)}
        </dd>
        {totals.discount > 0 ? (
          <>
            <dt>{breakdown.offerLabel ?? "Offer discount"}</dt>
            <dd className="text-right tabular-nums" data-total="discount">
              −{formatRupees(totals.discount)}
            </dd>
          </>
        ) : null}
        <dt>{gstLabel("CGST", breakdown.taxes)}</dt>
        <dd className="text-right tabular-nums" data-total="cgst">
          {formatRupees(totals.cgst)}
        </dd>
        <dt>{gstLabel("SGST", breakdown.taxes)}</dt>
        <dd className="text-right tabular-nums" data-total="sgst">
          {formatRupees(totals.sgst)}
        </dd>
        <dt className="border-t-2 border-sand-300 pt-2 text-lg font-semibold">Grand total</dt>
        <dd className="border-t-2 border-sand-300 pt-2 text-right text-lg font-semibold tabular-nums" data-total="total">
          {formatRupees(totals.total)}
        </dd>
      </dl>
      <p className="mt-3 text-sm text-ink-700">{gstRuleText(breakdown.checkIn as IsoDate)} Pay at the hotel; nothing is charged online.</p>
    </div>
  );
}
