/**
 * The booking wizard's state as a pure reducer (the original site's four steps; product-rules.md:
 * Hotel time, One guest rule): steps 1–5, rooms 1–5 with per-room counters, one selected room type
 * per room, services; the rules for Continue are wizard-rules.ts, the state's shape wizard-model.ts.
 *
 * Availability itself lives outside (it is fetched); the reducer only records that it is stale:
 * `searchVersion` rises whenever the dates or ANY room's guests change.
 */
import { type IsoDate, hotel } from "~/content/hotel";
import { type RoomGuests, canAddRoom, canRemoveRoom, isRoomGuestsValid, splitRoomGuests } from "~/domain/guest-counts";
import { addDays, compareDates, earliestCheckInFrom, isValidIsoDate } from "~/domain/hotel-date";
import type { ServiceKey } from "~/domain/services";
import { type GuestMoveName, guestMoves } from "./guest-moves";
import { type OfferedType, type WizardRoom, type WizardState, type WizardStep, defaultRoomGuests } from "./wizard-model";
import { canContinue, canContinueFromSearch, clampStep, roomsOfTypeElsewhere } from "./wizard-rules";

export type WizardAction =
  | { type: "setCheckIn"; date: string }
  | { type: "setCheckOut"; date: string }
  | { type: GuestMoveName; roomIndex: number }
  | { type: "addRoom" }
  | { type: "removeRoom"; roomIndex: number }
  /** The room's party over two rooms, when no type takes it in one (product-rules.md: Occupancy). */
  | { type: "splitRoom"; roomIndex: number }
  /** `words` words a refusal in the page's language (English unless given). */
  | { type: "selectRoomType"; roomIndex: number; offered: OfferedType; words?: TooFewLeftWords }
  | { type: "availabilityLoaded"; offeredPerRoom: OfferedType[][] }
  | { type: "toggleService"; key: ServiceKey }
  | { type: "continue" }
  | { type: "previous" }
  | { type: "skipServices" }
  | { type: "showStep"; step: number }
  | { type: "soldOut"; message: string }
  | { type: "completed" }
  /** These rooms were already booked in this tab: choose again, and say why. */
  | { type: "startOver"; message: string }
  | { type: "dismissNotice" };

export interface WizardStart {
  today: IsoDate;
  checkIn?: string;
  checkOut?: string;
  rooms?: readonly RoomGuests[];
  /** A room type chosen before the wizard (room details page): preselected for room 1. */
  roomId?: number;
  /** Room types chosen per room (a reload keeps them); overrides `roomId`. */
  selections?: readonly (number | null)[];
  services?: readonly ServiceKey[];
  step?: number;
}

/**
 * The state a visit starts in: the hand-off's stay, else the default stay (earliest check-in, one
 * night; product-rules.md: Hotel time) with one room.
 */
export function initialWizardState(start: WizardStart): WizardState {
  const earliest = earliestCheckInFrom(start.today);
  const checkIn = start.checkIn ?? earliest;
  const checkOut =
    start.checkOut ?? (isValidIsoDate(checkIn) ? addDays(checkIn, 1) : addDays(earliest, 1));
  const guests = start.rooms && start.rooms.length > 0 ? start.rooms : [defaultRoomGuests];
  const rooms = guests
    .slice(0, hotel.limits.maxRooms)
    .map((room, i): WizardRoom => ({
      ...(isRoomGuestsValid(room) ? room : defaultRoomGuests),
      selectedRoomId: start.selections
        ? (start.selections[i] ?? null)
        : i === 0 && start.roomId !== undefined
          ? start.roomId
          : null,
    }));
  const base: WizardState = {
    today: start.today,
    step: 1,
    checkIn,
    checkOut,
    rooms,
    services: [...new Set(start.services ?? [])],
    searchVersion: 0,
    notice: null,
    completed: false,
  };
  // A link that carries a stay opens at Select Room (original site: a preselected room starts at
  // step 2).
  const handedOver = start.checkIn !== undefined && start.checkOut !== undefined;
  const wanted = start.step ?? (handedOver ? 2 : 1);
  return { ...base, step: clampStep(base, wanted) };
}

/**
 * The refusal of a type chosen for more rooms than remain, in one language (product-rules.md:
 * Hindi): `{type}` is the type's name as the page shows it, `{n}` the rooms left, `{choose}` the
 * `choose` sentence and `{room}` the room's number in it.
 */
export interface TooFewLeftWords {
  none: string;
  some: { one: string; other: string };
  choose: string;
}

export const tooFewLeftWordsEn: TooFewLeftWords = {
  none: "No room of the {type} type is left for these dates. {choose}",
  some: {
    one: "Only {n} room of the {type} type is left for these dates, already chosen for your other rooms. {choose}",
    other: "Only {n} rooms of the {type} type are left for these dates, already chosen for your other rooms. {choose}",
  },
  choose: "Please choose another type for Room {room}.",
};

const fillIn = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

export function tooFewLeftMessage(
  roomTypeName: string,
  left: number,
  roomIndex: number,
  words: TooFewLeftWords = tooFewLeftWordsEn,
): string {
  const choose = fillIn(words.choose, { room: roomIndex + 1 });
  const template = left === 0 ? words.none : left === 1 ? words.some.one : words.some.other;
  return fillIn(template, { type: roomTypeName, n: left, choose });
}

function updateRoom(state: WizardState, roomIndex: number, change: (room: WizardRoom) => WizardRoom | null): WizardState {
  const room = state.rooms[roomIndex];
  if (!room) return state;
  const next = change(room);
  if (!next) return state;
  const rooms = state.rooms.map((r, i) => (i === roomIndex ? next : r));
  return { ...state, rooms, searchVersion: state.searchVersion + 1, notice: null };
}

function changeDates(state: WizardState, checkIn: string, checkOut: string): WizardState {
  if (checkIn === state.checkIn && checkOut === state.checkOut) return state;
  return { ...state, checkIn, checkOut, searchVersion: state.searchVersion + 1, notice: null };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  // A finished booking is read-only: only leaving the receipt (showStep) starts the next one.
  if (state.completed && action.type !== "showStep") return state;
  switch (action.type) {
    case "setCheckIn": {
      // Keep the stay at least one night: a check-in on or after the check-out moves the check-out.
      const movesCheckOut =
        isValidIsoDate(action.date) &&
        (!isValidIsoDate(state.checkOut) || compareDates(state.checkOut, action.date) <= 0);
      return changeDates(state, action.date, movesCheckOut ? addDays(action.date as IsoDate, 1) : state.checkOut);
    }
    case "setCheckOut":
      return changeDates(state, state.checkIn, action.date);
    case "addAdult":
    case "removeAdult":
    case "addChild":
    case "removeChild":
    case "addOlderChild":
    case "removeOlderChild": {
      const move = guestMoves[action.type];
      return updateRoom(state, action.roomIndex, (r) => (move.allowed(r) ? move.apply(r) : null));
    }
    case "addRoom":
      if (!canAddRoom(state.rooms)) return state;
      return {
        ...state,
        rooms: [...state.rooms, { ...defaultRoomGuests, selectedRoomId: null }],
        // The new room's guests need their own search.
        searchVersion: state.searchVersion + 1,
        notice: null,
      };
    case "removeRoom":
      // Removing a room leaves the other rooms' searches valid: no refresh.
      if (!canRemoveRoom(state.rooms, action.roomIndex)) return state;
      return { ...state, rooms: state.rooms.filter((_, i) => i !== action.roomIndex), notice: null };
    case "splitRoom": {
      const parts = state.rooms[action.roomIndex] && splitRoomGuests(state.rooms[action.roomIndex]);
      if (!parts || !canAddRoom(state.rooms)) return state;
      const rooms = state.rooms.flatMap((r, i) => (i === action.roomIndex ? parts.map((p) => ({ ...p, selectedRoomId: null })) : [r]));
      return { ...state, rooms, searchVersion: state.searchVersion + 1, notice: null };
    }
    case "selectRoomType": {
      const { roomIndex, offered } = action;
      if (!state.rooms[roomIndex]) return state;
      if (offered.availableCount !== undefined) {
        const taken = roomsOfTypeElsewhere(state.rooms, offered.id, roomIndex);
        if (taken >= offered.availableCount) {
          return {
            ...state,
            notice: {
              roomIndex,
              message: tooFewLeftMessage(offered.roomTypeName, offered.availableCount, roomIndex, action.words),
            },
          };
        }
      }
      return {
        ...state,
        rooms: state.rooms.map((r, i) => (i === roomIndex ? { ...r, selectedRoomId: offered.id } : r)),
        notice: null,
      };
    }
    case "availabilityLoaded": {
      // A selection the fresh search no longer offers for that room is dropped.
      const rooms = state.rooms.map((room, i) => {
        const offered = action.offeredPerRoom[i] ?? [];
        return room.selectedRoomId !== null && !offered.some((type) => type.id === room.selectedRoomId)
          ? { ...room, selectedRoomId: null }
          : room;
      });
      const changed = rooms.some((room, i) => room !== state.rooms[i]);
      if (!changed) return state;
      const next = { ...state, rooms };
      return { ...next, step: clampStep(next, state.step) };
    }
    case "toggleService": {
      const services = state.services.includes(action.key)
        ? state.services.filter((key) => key !== action.key)
        : [...state.services, action.key];
      return { ...state, services };
    }
    case "continue":
      if (!canContinue(state)) return state;
      return { ...state, step: (state.step + 1) as WizardStep, notice: null };
    case "previous":
      if (state.step <= 1 || state.step >= 5) return state;
      return { ...state, step: (state.step - 1) as WizardStep, notice: null };
    case "skipServices":
      if (state.step !== 3) return state;
      return { ...state, step: 4 };
    case "showStep": {
      if (state.completed) {
        if (action.step === 5) return state;
        // Leaving the receipt starts a new booking for the same stay and party.
        const fresh: WizardState = {
          ...state,
          completed: false,
          rooms: state.rooms.map((room) => ({ ...room, selectedRoomId: null })),
          services: [],
          notice: null,
          searchVersion: state.searchVersion + 1,
        };
        return { ...fresh, step: clampStep(fresh, action.step) };
      }
      const step = clampStep(state, action.step);
      return step === state.step ? state : { ...state, step };
    }
    case "soldOut":
      // The server refused (409): back to Select Room with a fresh search and the reason.
      return {
        ...state,
        step: canContinueFromSearch(state) ? 2 : 1,
        searchVersion: state.searchVersion + 1,
        notice: { roomIndex: null, message: action.message },
      };
    case "completed":
      return { ...state, completed: true, step: 5, notice: null };
    case "startOver": {
      const fresh: WizardState = {
        ...state,
        rooms: state.rooms.map((room) => ({ ...room, selectedRoomId: null })),
        services: [],
        searchVersion: state.searchVersion + 1,
      };
      const step = clampStep(fresh, state.step);
      return { ...fresh, step, notice: step === 2 ? { roomIndex: null, message: action.message } : null };
    }
    case "dismissNotice":
      return state.notice ? { ...state, notice: null } : state;
  }
}
