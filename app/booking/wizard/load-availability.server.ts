import type { AvailableRoom } from "~/domain/api-types";
import { type AppServices, OriginUnavailableError } from "~/server/app-services";
import { availabilityKey } from "./availability-client";
import { roomSearches } from "./use-availability";
import type { WizardState } from "./wizard-model";
import { isStayValid } from "./wizard-rules";

/**
 * Availability for a stay the page opens with, looked up by the loader (no HTTP hop, ARCHITECTURE)
 * so Select Room renders with its rooms. Nothing when the stay is not bookable or the origin is
 * down: the browser then asks /api/available-rooms itself and says what went wrong.
 */
export async function loadAvailability(services: AppServices, state: WizardState): Promise<Record<string, AvailableRoom[]>> {
  if (!isStayValid(state)) return {};
  const seed: Record<string, AvailableRoom[]> = {};
  for (const search of roomSearches(state)) {
    const key = availabilityKey(search);
    if (key in seed) continue;
    try {
      seed[key] = await services.availability.search({
        check_in_date: search.checkIn,
        check_out_date: search.checkOut,
        adults: search.adults,
        children: search.children,
        no_of_rooms: 1,
      });
    } catch (error) {
      if (error instanceof OriginUnavailableError) return seed;
      throw error;
    }
  }
  return seed;
}

/**
 * Staff's Hindi card line of each room type that has one, by the type's id (product-rules.md:
 * Hindi): a Hindi page's room choices show it in place of the English line. Nothing when the
 * rooms cannot be read: the choices then keep their English lines.
 */
export async function hindiLinesOfRooms(services: AppServices): Promise<Record<string, string>> {
  try {
    const rooms = await services.rooms.list();
    const lines: Record<string, string> = {};
    for (const room of rooms) {
      const line = room.hi?.short_description?.trim();
      if (line) lines[String(room.id)] = line;
    }
    return lines;
  } catch (error) {
    if (error instanceof OriginUnavailableError) return {};
    throw error;
  }
}
