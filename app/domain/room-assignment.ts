/**
 * Which numbered room each booked room sleeps in (product-rules.md: Rooms for each stay). Shared
 * by the desk's pages (which rooms a select offers) and the Worker (which rooms it assigns): a
 * room of the booked type, in service, free for every night still ahead, so a guest keeps one room
 * for the whole stay; the booking's rooms get distinct rooms; the lowest sort order comes first.
 */
import type { IsoDate } from "../content/hotel";
import { addDays, compareDates, laterDate } from "./hotel-date";

/** A numbered room in service. */
export interface RoomUnit {
  id: number;
  /** The room type it belongs to. */
  roomId: number;
  number: string;
  sortOrder: number;
}

/** A booked room waiting for its number. */
export interface BookedRoom {
  id: number;
  roomId: number;
}

/** The nights each room is already taken (by a stay or a repair), by room id. */
export type TakenNights = ReadonlyMap<number, ReadonlySet<IsoDate>>;

/**
 * The nights of a stay still ahead: from today (or the arrival, when later) up to check-out, or up
 * to the first night the room was released. Nights already slept are history and never move.
 */
export function nightsAhead(stay: { checkIn: IsoDate; checkOut: IsoDate; releasedFrom?: IsoDate | null }, today: IsoDate): IsoDate[] {
  const end = stay.releasedFrom && compareDates(stay.releasedFrom, stay.checkOut) < 0 ? stay.releasedFrom : stay.checkOut;
  const nights: IsoDate[] = [];
  for (let night = laterDate(today, stay.checkIn); compareDates(night, end) < 0; night = addDays(night, 1)) nights.push(night);
  return nights;
}

function byOrder(a: RoomUnit, b: RoomUnit): number {
  return a.sortOrder - b.sortOrder || a.id - b.id;
}

/** The rooms of type `roomId` free on every one of `nights`, lowest sort order first. */
export function freeUnits(roomId: number, units: readonly RoomUnit[], taken: TakenNights, nights: readonly IsoDate[]): RoomUnit[] {
  return units
    .filter((unit) => unit.roomId === roomId && nights.every((night) => !taken.get(unit.id)?.has(night)))
    .sort(byOrder);
}

/**
 * A room for each booked room, in the order given, each distinct from the others; null when no
 * single room of its type is free for all of `nights` (the stay is then left without a number, for
 * staff to decide, rather than split across rooms).
 */
export function assignUnits(
  rooms: readonly BookedRoom[],
  units: readonly RoomUnit[],
  taken: TakenNights,
  nights: readonly IsoDate[],
): Map<number, RoomUnit | null> {
  const used = new Set<number>();
  const chosen = new Map<number, RoomUnit | null>();
  for (const room of rooms) {
    const unit = freeUnits(room.roomId, units, taken, nights).find((candidate) => !used.has(candidate.id)) ?? null;
    if (unit) used.add(unit.id);
    chosen.set(room.id, unit);
  }
  return chosen;
}

/** Taken nights as the store reads them, one row per room and night. */
export function takenNightsOf(rows: readonly { unitId: number; night: IsoDate }[]): Map<number, Set<IsoDate>> {
  const taken = new Map<number, Set<IsoDate>>();
  for (const row of rows) {
    const nights = taken.get(row.unitId) ?? new Set<IsoDate>();
    nights.add(row.night);
    taken.set(row.unitId, nights);
  }
  return taken;
}
