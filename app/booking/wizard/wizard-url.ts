/**
 * The wizard's state in its URL, so a reload or a shared link keeps the stay, and each
 * step is its own history entry (the browser's Back button goes back a step). Guest details never
 * enter the URL: only the stay, the chosen room types, the services and the step.
 */
import { isBookingReference } from "~/domain/booking-reference";
import { type ServiceKey, serviceKeys } from "~/domain/services";
import { bookingQuery, bookingQueryKeys, readBookingQuery } from "./booking-link";
import type { WizardState } from "./wizard-model";
import type { WizardStart } from "./wizard-state";

export const wizardQueryKeys = { ...bookingQueryKeys, selected: "selected", services: "services", reference: "ref" } as const;

export function wizardQuery(state: WizardState): URLSearchParams {
  const query = bookingQuery({
    checkIn: state.checkIn || undefined,
    checkOut: state.checkOut || undefined,
    rooms: state.rooms,
  });
  if (state.rooms.some((room) => room.selectedRoomId !== null)) {
    query.set(wizardQueryKeys.selected, state.rooms.map((room) => room.selectedRoomId ?? "").join(","));
  }
  if (state.services.length > 0) query.set(wizardQueryKeys.services, state.services.join(","));
  query.set(wizardQueryKeys.step, String(state.step));
  return query;
}

function readSelections(value: string | null): (number | null)[] | undefined {
  if (!value) return undefined;
  return value.split(",").map((part) => (/^[1-9]\d{0,8}$/.test(part) ? Number(part) : null));
}

function readServices(value: string | null): ServiceKey[] {
  if (!value) return [];
  const known = new Set<string>(serviceKeys);
  return [...new Set(value.split(","))].filter((key): key is ServiceKey => known.has(key));
}

/** Where a visit starts from its URL: the hand-off, plus the wizard's own keys on a reload. */
export function wizardStartFromQuery(query: URLSearchParams, today: WizardStart["today"]): WizardStart {
  const handOff = readBookingQuery(query);
  return {
    today,
    checkIn: handOff.checkIn,
    checkOut: handOff.checkOut,
    rooms: handOff.rooms,
    roomId: handOff.roomId,
    step: handOff.step,
    selections: readSelections(query.get(wizardQueryKeys.selected)),
    // A plain form sends one `services` per ticked box; the wizard's own URL, one list.
    services: readServices(query.getAll(wizardQueryKeys.services).join(",")),
  };
}

/** The step a URL asks for, when it names one. */
export function stepInQuery(query: URLSearchParams): number | undefined {
  const value = query.get(wizardQueryKeys.step);
  return value !== null && /^[1-5]$/.test(value) ? Number(value) : undefined;
}

/** After a booking the URL names only its receipt, so a reload never reopens the checkout. */
export function receiptQuery(reference: string): URLSearchParams {
  return new URLSearchParams({ [wizardQueryKeys.step]: "5", [wizardQueryKeys.reference]: reference });
}

export function receiptReferenceInQuery(query: URLSearchParams): string | null {
  const reference = query.get(wizardQueryKeys.reference);
  return isBookingReference(reference) ? reference : null;
}

/** The stay and its chosen rooms and services, without the step: what one booking request covers. */
export function bookedStayKey(state: WizardState): string {
  const query = wizardQuery(state);
  query.delete(wizardQueryKeys.step);
  return query.toString();
}
