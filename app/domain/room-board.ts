/**
 * The room board (product-rules.md: The room board): each numbered room across a run of nights,
 * its nights grouped into bars, one per stay or repair, and the free nights between them. Pure, so
 * the desk's page and its tests read the same rows.
 */
import type { IsoDate } from "../content/hotel";
import type { BookingStatus } from "./booking-status";
import { addDays, compareDates } from "./hotel-date";

export const BOARD_NIGHTS = 14;

export interface BoardUnit {
  id: number;
  number: string;
  roomId: number;
  typeName: string;
}

/**
 * A night a room is taken: by a booked room (its stay), by a repair (out of order), or by a hold
 * from a channel's calendar that keeps this numbered room (`label` says whose, "Booking.com hold").
 */
export type TakenNight =
  | { unitId: number; night: IsoDate; kind: "stay"; bookingRoomId: number; reference: string; guestName: string; status: BookingStatus }
  | { unitId: number; night: IsoDate; kind: "repair"; blockId: number; reason: string }
  | { unitId: number; night: IsoDate; kind: "hold"; holdId: number; label: string };

export type BoardBar =
  | { kind: "free"; night: IsoDate; span: 1 }
  | { kind: "stay"; night: IsoDate; span: number; reference: string; guestName: string; status: BookingStatus; continues: boolean }
  | { kind: "repair"; night: IsoDate; span: number; reason: string; continues: boolean }
  | { kind: "hold"; night: IsoDate; span: number; holdId: number; label: string; continues: boolean };

export interface BoardRow {
  unit: BoardUnit;
  bars: BoardBar[];
}

/** The nights the board shows from `from`. */
export function boardNights(from: IsoDate, count = BOARD_NIGHTS): IsoDate[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

const keyOf = (taken: TakenNight) =>
  taken.kind === "stay" ? `stay:${taken.bookingRoomId}` : taken.kind === "repair" ? `repair:${taken.blockId}` : `hold:${taken.holdId}`;

function barOf(here: TakenNight, night: IsoDate, continues: boolean): BoardBar {
  if (here.kind === "stay") return { kind: "stay", night, span: 1, reference: here.reference, guestName: here.guestName, status: here.status, continues };
  if (here.kind === "repair") return { kind: "repair", night, span: 1, reason: here.reason, continues };
  return { kind: "hold", night, span: 1, holdId: here.holdId, label: here.label, continues };
}

/**
 * Each room's nights as bars: consecutive nights of one stay (or one repair) make one bar; a free
 * night is a bar of its own, so each can start a booking. `continues` marks a bar that runs on past
 * the board's last night.
 */
export function boardRows(units: readonly BoardUnit[], nights: readonly IsoDate[], taken: readonly TakenNight[], runsOn: ReadonlySet<string> = new Set()): BoardRow[] {
  const byUnitNight = new Map(taken.map((night) => [`${night.unitId}|${night.night}`, night]));
  return units.map((unit) => {
    const bars: BoardBar[] = [];
    let lastKey: string | null = null;
    for (const night of nights) {
      const here = byUnitNight.get(`${unit.id}|${night}`);
      const last = bars.at(-1);
      if (!here) {
        bars.push({ kind: "free", night, span: 1 });
        lastKey = null;
        continue;
      }
      const key = keyOf(here);
      if (last && last.kind !== "free" && key === lastKey) {
        last.span += 1;
        continue;
      }
      lastKey = key;
      bars.push(barOf(here, night, runsOn.has(key)));
    }
    return { unit, bars };
  });
}

/** The bars of one night only, room by room: the phone's per-day list. */
export function nightList(rows: readonly BoardRow[], night: IsoDate): { unit: BoardUnit; bar: BoardBar }[] {
  return rows.map(({ unit, bars }) => {
    const bar = bars.find((candidate) => compareDates(candidate.night, night) <= 0 && compareDates(night, addDays(candidate.night, candidate.span)) < 0);
    return { unit, bar: bar ?? { kind: "free", night, span: 1 } };
  });
}

/** The key the store uses to say a stay or repair runs on past the board (see `boardRows`). */
export const takenKey = keyOf;
