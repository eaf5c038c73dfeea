import type { RouterContextProvider } from "react-router";
import { requestInfoContext, servicesContext } from "~/context";
import type { RoomSummary } from "~/domain/api-types";
import { type GuestWords, homeShowsAtMost } from "~/domain/guest-words";
import { todayInHotel } from "~/domain/hotel-date";
import { loadRooms } from "../rooms/load-rooms.server";

export interface HomeData {
  today: ReturnType<typeof todayInHotel>;
  /**
   * null when the rooms cannot be loaded (origin down, nothing cached): the page says so
   * (product-rules.md: Read cache).
   */
  rooms: RoomSummary[] | null;
  guestWords: GuestWords;
}

/**
 * What the home page (and the 404 page, which shows the home content, product-rules.md: Routes and
 * not-found) needs from the server.
 */
export async function loadHomeData(context: Readonly<RouterContextProvider>): Promise<HomeData> {
  const { now } = context.get(requestInfoContext);
  const services = context.get(servicesContext);
  const [rooms, guestWords] = await Promise.all([loadRooms(services), services.guestWords.list()]);
  // Only what the cards show, and at most a carousel's worth (product-rules.md: Reviews and social posts).
  const shown = { reviews: guestWords.reviews.slice(0, homeShowsAtMost), posts: guestWords.posts.slice(0, homeShowsAtMost) };
  return { today: todayInHotel(now), rooms, guestWords: shown };
}
