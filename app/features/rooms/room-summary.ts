import type { Room, RoomSummary } from "~/domain/api-types";

/** Drops the long texts a room card never shows (see RoomSummary). */
export function summariseRoom({ brief_description: _brief, home_description: _home, ...summary }: Room): RoomSummary {
  return summary;
}
