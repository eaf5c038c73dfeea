/**
 * What the booking wizard allows (product-rules.md: Hotel time, One guest rule): when Continue
 * works, how far a reload or the Back/Forward buttons may go, and how many rooms of a type the
 * booking already holds.
 */
import { hotel } from "~/content/hotel";
import { isRoomGuestsValid } from "~/domain/guest-counts";
import { stayIssues } from "./stay-issues";
import type { WizardRoom, WizardState, WizardStep } from "./wizard-model";

export function isStayValid(state: Pick<WizardState, "today" | "checkIn" | "checkOut" | "rooms">): boolean {
  return (
    Object.keys(stayIssues(state)).length === 0 &&
    state.rooms.length >= 1 &&
    state.rooms.length <= hotel.limits.maxRooms &&
    state.rooms.every(isRoomGuestsValid)
  );
}

/**
 * Step 1's Continue: both dates present, as on the original site; the stay must also be one the
 * hotel takes.
 */
export function canContinueFromSearch(state: WizardState): boolean {
  return state.checkIn !== "" && state.checkOut !== "" && isStayValid(state);
}

export function everyRoomSelected(state: Pick<WizardState, "rooms">): boolean {
  return state.rooms.every((room) => room.selectedRoomId !== null);
}

export function canContinue(state: WizardState): boolean {
  switch (state.step) {
    case 1:
      return canContinueFromSearch(state);
    case 2:
      return everyRoomSelected(state);
    case 3:
      return true;
    default:
      return false;
  }
}

/** The furthest step the state supports: a reload or the Back/Forward buttons never skip a rule. */
export function furthestStep(state: WizardState): WizardStep {
  if (state.completed) return 5;
  if (!canContinueFromSearch(state)) return 1;
  if (!everyRoomSelected(state)) return 2;
  return 4;
}

/** The step asked for (a link, a reload, the history), brought within what the state allows. */
export function clampStep(state: WizardState, step: number): WizardStep {
  const wanted = Number.isInteger(step) ? Math.min(Math.max(step, 1), 5) : 1;
  // The receipt is shown only for a completed booking, and a completed booking shows nothing else.
  if (state.completed) return 5;
  return Math.min(wanted, furthestStep(state), 4) as WizardStep;
}

/** How many of the booking's rooms, other than `roomIndex`, already have type `roomId`. */
export function roomsOfTypeElsewhere(rooms: readonly WizardRoom[], roomId: number, roomIndex: number): number {
  return rooms.filter((room, i) => i !== roomIndex && room.selectedRoomId === roomId).length;
}
