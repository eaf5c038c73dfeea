import type { Room, RoomSummary } from "~/domain/api-types";

/** Drops the long texts a room card never shows (see RoomSummary), in either language. */
export function summariseRoom({ brief_description: _brief, home_description: _home, ...summary }: Room): RoomSummary {
  if (!summary.hi?.brief_description) return summary;
  const { brief_description: _briefHi, ...hi } = summary.hi;
  return { ...summary, hi };
}
