import type { TaxLine } from "~/domain/price-stay";
import type { DeskBookingRoom } from "~/desk/bookings/desk-services";

/**
 * The GST lines of a stored booking, by rate, lowest first: each room keeps the tax it was charged,
 * never today's tax table. A room stores its lines; one booked before they were stored had a single
 * rate, read back from its own amounts (tax over the rate after any offer).
 */
export function taxLinesOf(rooms: readonly DeskBookingRoom[]): TaxLine[] {
  const byRate = new Map<string, TaxLine>();
  const add = (charged: TaxLine) => {
    const key = `${charged.cgstBasisPoints}/${charged.sgstBasisPoints}`;
    const line = byRate.get(key) ?? { ...charged, taxable: 0, cgst: 0, sgst: 0 };
    line.taxable += charged.taxable;
    line.cgst += charged.cgst;
    line.sgst += charged.sgst;
    byRate.set(key, line);
  };
  for (const room of rooms) {
    if (room.taxes) {
      for (const charged of room.taxes) add(charged);
      continue;
    }
    const taxable = room.subtotalPaise - room.discountPaise;
    if (taxable <= 0) continue;
    const cgstBasisPoints = Math.round((room.cgstPaise * 10_000) / taxable);
    const sgstBasisPoints = Math.round((room.sgstPaise * 10_000) / taxable);
    add({ cgstBasisPoints, sgstBasisPoints, taxable, cgst: room.cgstPaise, sgst: room.sgstPaise });
  }
  return [...byRate.values()].sort((a, b) => a.cgstBasisPoints - b.cgstBasisPoints);
}
