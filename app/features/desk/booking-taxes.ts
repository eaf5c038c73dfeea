import type { TaxLine } from "~/domain/price-stay";
import type { DeskBookingRoom } from "~/services/desk-services";

/**
 * The GST lines of a stored booking, by rate, lowest first: each room keeps the tax it was charged,
 * so its rate is read back from its own amounts (tax over the rate after any offer), never from
 * today's tax table.
 */
export function taxLinesOf(rooms: readonly DeskBookingRoom[]): TaxLine[] {
  const byRate = new Map<string, TaxLine>();
  for (const room of rooms) {
    const taxable = room.subtotalPaise - room.discountPaise;
    if (taxable <= 0) continue;
    const cgstBasisPoints = Math.round((room.cgstPaise * 10_000) / taxable);
    const sgstBasisPoints = Math.round((room.sgstPaise * 10_000) / taxable);
    const key = `${cgstBasisPoints}/${sgstBasisPoints}`;
    const line = byRate.get(key) ?? { cgstBasisPoints, sgstBasisPoints, taxable: 0, cgst: 0, sgst: 0 };
    line.taxable += taxable;
    line.cgst += room.cgstPaise;
    line.sgst += room.sgstPaise;
    byRate.set(key, line);
  }
  return [...byRate.values()].sort((a, b) => a.cgstBasisPoints - b.cgstBasisPoints);
}
