/**
 * The desk's calendar (product-rules.md: The front desk): for each room type and night, how many
 * rooms are booked (confirmed or in house), held (requests awaiting a decision), out of order,
 * held by a channel's calendar, and free, and whether the night is closed to sale. A room released
 * from a night on (declined, cancelled, no-show, checked out early) no longer counts from that night.
 */
import type { IsoDate } from "../content/hotel";
import { addDays, compareDates, laterDate } from "./hotel-date";

export const CALENDAR_NIGHTS = 30;

export interface CalendarType {
  id: number;
  name: string;
  totalRooms: number;
}

export interface HeldRoom {
  roomId: number;
  checkIn: IsoDate;
  checkOut: IsoDate;
  releasedFrom: IsoDate | null;
  status: string;
}

export interface CalendarCell {
  night: IsoDate;
  booked: number;
  held: number;
  /** Rooms of the type out of order that night (maintenance): not for sale. */
  outOfOrder: number;
  /** Whose hold takes each room a channel holds that night ("Booking.com hold"): not for sale. */
  channelHolds: string[];
  free: number;
  closed: boolean;
}

export interface CalendarRow {
  type: CalendarType;
  cells: CalendarCell[];
}

const bookedStatuses = new Set(["confirmed", "checked_in"]);

/** Whether a booked room holds a night: inside its stay and not yet released from it. */
export function holdsNight(room: Pick<HeldRoom, "checkIn" | "checkOut" | "releasedFrom">, night: IsoDate): boolean {
  return (
    compareDates(room.checkIn, night) <= 0 &&
    compareDates(night, room.checkOut) < 0 &&
    (room.releasedFrom === null || compareDates(night, room.releasedFrom) < 0)
  );
}

/**
 * The nights from `from` on when more rooms of one type are held than `limit`, with how many: what
 * stops staff lowering a type's number of rooms (product-rules.md: Rates and rate periods).
 */
export function nightsHeldAbove(
  rooms: readonly Pick<HeldRoom, "checkIn" | "checkOut" | "releasedFrom">[],
  from: IsoDate,
  limit: number,
): { night: IsoDate; held: number }[] {
  const held = new Map<IsoDate, number>();
  for (const room of rooms) {
    for (let night = laterDate(room.checkIn, from); compareDates(night, room.checkOut) < 0; night = addDays(night, 1)) {
      if (holdsNight(room, night)) held.set(night, (held.get(night) ?? 0) + 1);
    }
  }
  return [...held]
    .filter(([, count]) => count > limit)
    .map(([night, count]) => ({ night, held: count }))
    .sort((a, b) => compareDates(a.night, b.night));
}

export function calendarNights(from: IsoDate, count = CALENDAR_NIGHTS): IsoDate[] {
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

export function calendarGrid(
  types: readonly CalendarType[],
  nights: readonly IsoDate[],
  rooms: readonly HeldRoom[],
  closed: readonly { roomId: number; night: IsoDate }[],
  repairs: readonly { roomId: number; night: IsoDate }[] = [],
  channelHolds: readonly { roomId: number; night: IsoDate; label: string }[] = [],
): CalendarRow[] {
  const closedKeys = new Set(closed.map((entry) => `${entry.roomId}:${entry.night}`));
  const repairsOn = new Map<string, number>();
  for (const entry of repairs) repairsOn.set(`${entry.roomId}:${entry.night}`, (repairsOn.get(`${entry.roomId}:${entry.night}`) ?? 0) + 1);
  return types.map((type) => ({
    type,
    cells: nights.map((night) => {
      let booked = 0;
      let held = 0;
      for (const room of rooms) {
        if (room.roomId !== type.id || !holdsNight(room, night)) continue;
        if (bookedStatuses.has(room.status)) booked += 1;
        else if (room.status === "pending") held += 1;
      }
      const outOfOrder = repairsOn.get(`${type.id}:${night}`) ?? 0;
      const onChannels = channelHolds.filter((hold) => hold.roomId === type.id && hold.night === night).map((hold) => hold.label);
      const free = Math.max(0, type.totalRooms - booked - held - outOfOrder - onChannels.length);
      return { night, booked, held, outOfOrder, channelHolds: onChannels, free, closed: closedKeys.has(`${type.id}:${night}`) };
    }),
  }));
}
