import type { IsoDate } from "~/content/hotel";
import { todayInHotel } from "~/domain/hotel-date";
import { useRootData } from "~/root-data";

/** The hotel's today for this request (root loader), so server and browser render the same dates. */
export function useHotelToday(): IsoDate {
  const root = useRootData();
  return root?.today ?? todayInHotel(new Date());
}
