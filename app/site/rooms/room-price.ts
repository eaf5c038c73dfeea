import { formatRupees, rupeesToPaise } from "~/domain/money";

/** "₹3,500": a room's nightly rate (rupees from the origin) as guests read it. */
export function nightlyRateLabel(roomPriceRupees: number): string {
  return formatRupees(rupeesToPaise(roomPriceRupees));
}
