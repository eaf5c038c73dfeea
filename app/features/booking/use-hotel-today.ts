import { useRouteLoaderData } from "react-router";
import type { IsoDate } from "~/content/hotel";
import { todayInHotel } from "~/domain/hotel-date";

/** The hotel's today for this request (root loader), so server and browser render the same dates. */
export function useHotelToday(): IsoDate {
  const root = useRouteLoaderData("root") as { today?: IsoDate } | undefined;
  return root?.today ?? todayInHotel(new Date());
}
