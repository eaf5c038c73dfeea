import type { Room, RoomSummary } from "~/domain/api-types";
import type { Lang } from "~/i18n/lang";
import { roomForPage } from "./room-in-lang";
import { summariseRoom } from "./room-summary";
import { OriginUnavailableError, type AppServices } from "~/server/app-services";

/**
 * Rooms for a page, or null when the origin is down with a cold cache (product-rules.md: Read
 * cache): the page then says so honestly and gives the phone number, instead of an eternal "Loading
 * rooms...". Given the page's language, each room comes in it (product-rules.md: Hindi: staff's
 * Hindi words, English where they wrote none) and carries no other language; without one, each
 * carries its Hindi words as `hi` for `roomInLang`.
 */
export async function loadRooms(services: AppServices, lang?: Lang): Promise<RoomSummary[] | null> {
  try {
    const rooms = (await services.rooms.list()).map(summariseRoom);
    return lang ? rooms.map((room) => roomForPage(room, lang)) : rooms;
  } catch (error) {
    if (error instanceof OriginUnavailableError) return null;
    throw error;
  }
}

export type RoomLookup = { status: "found"; room: Room } | { status: "missing" } | { status: "unavailable" };

/** One room for its page, in the page's language when it is given (as `loadRooms`). */
export async function loadRoom(services: AppServices, id: number | null, lang?: Lang): Promise<RoomLookup> {
  if (id === null) return { status: "missing" };
  try {
    const room = await services.rooms.get(id);
    if (!room) return { status: "missing" };
    return { status: "found", room: lang ? roomForPage(room, lang) : room };
  } catch (error) {
    if (error instanceof OriginUnavailableError) return { status: "unavailable" };
    throw error;
  }
}
