import type { RouterContextProvider } from "react-router";
import { requestInfoContext, servicesContext } from "~/context";
import type { RoomSummary } from "~/domain/api-types";
import { todayInHotel } from "~/domain/hotel-date";
import { loadRooms } from "../rooms/load-rooms.server";

export interface HomeData {
  today: ReturnType<typeof todayInHotel>;
  /** null when the rooms cannot be loaded (origin down, nothing cached): the page says so (D3). */
  rooms: RoomSummary[] | null;
}

/** What the home page (and the 404 page, which shows the home content, D11) needs from the server. */
export async function loadHomeData(context: Readonly<RouterContextProvider>): Promise<HomeData> {
  const { now } = context.get(requestInfoContext);
  return { today: todayInHotel(now), rooms: await loadRooms(context.get(servicesContext)) };
}
