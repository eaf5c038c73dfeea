import type { Room, RoomSummary } from "~/domain/api-types";
import { summariseRoom } from "./room-summary";
import { OriginUnavailableError, type AppServices } from "~/services/app-services";

/**
 * Rooms for a page, or null when the origin is down with a cold cache (product-rules.md: Read
 * cache): the page then says so honestly and gives the phone number, instead of an eternal "Loading
 * rooms...".
 */
export async function loadRooms(services: AppServices): Promise<RoomSummary[] | null> {
  try {
    return (await services.rooms.list()).map(summariseRoom);
  } catch (error) {
    if (error instanceof OriginUnavailableError) return null;
    throw error;
  }
}

export type RoomLookup = { status: "found"; room: Room } | { status: "missing" } | { status: "unavailable" };

export async function loadRoom(services: AppServices, id: number | null): Promise<RoomLookup> {
  if (id === null) return { status: "missing" };
  try {
    const room = await services.rooms.get(id);
    return room ? { status: "found", room } : { status: "missing" };
  } catch (error) {
    if (error instanceof OriginUnavailableError) return { status: "unavailable" };
    throw error;
  }
}
