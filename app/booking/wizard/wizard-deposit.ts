/**
 * The deposit the wizard says before the guest sends the request (product-rules.md: Deposits):
 * the rule the availability answer gave for the chosen rooms, applied by the shared depositTerms
 * to the very StayPrice the summary shows, so the amount is the one the server will ask.
 */
import type { IsoDate } from "~/content/hotel";
import type { AvailableRoom } from "~/domain/api-types";
import { type DepositRule, type DepositTerms, depositTerms } from "~/domain/deposit-rule";
import { addDays, isValidIsoDate } from "~/domain/hotel-date";
import type { StayPrice } from "~/domain/price-stay";
import type { WizardState } from "./wizard-model";

/** How long the hotel gives to pay (its deposit policy), sent by the page's loader. */
export interface DepositTiming {
  payWithinHours: number;
  latestDaysBeforeArrival: number;
}

export interface WizardDeposit {
  terms: DepositTerms;
  rooms: number;
  /** Null when the page has no timing to say. */
  when: { hours: number; lastDay: IsoDate } | null;
}

/** The rule in force for the stay, from the chosen rooms' answers; null when none asks a deposit. */
export function chosenDepositRule(state: Pick<WizardState, "rooms">, rates: ReadonlyMap<number, Pick<AvailableRoom, "deposit_rule">>): DepositRule | null {
  for (const room of state.rooms) {
    const rule = room.selectedRoomId === null ? undefined : rates.get(room.selectedRoomId)?.deposit_rule;
    if (rule && rule.kind !== "none") return rule;
  }
  return null;
}

/**
 * The deposit for the priced stay, or null (no rule, or nothing to ask): the deadline is at most
 * `payWithinHours` after sending, and never later than 00:00 hotel time `latestDaysBeforeArrival`
 * days before arrival, that is by the end of the day before.
 */
export function wizardDeposit(rule: DepositRule | null, price: StayPrice, checkIn: string, timing: DepositTiming | null): WizardDeposit | null {
  if (!rule || !isValidIsoDate(checkIn)) return null;
  const terms = depositTerms(rule, price, checkIn);
  if (!terms) return null;
  const when = timing ? { hours: timing.payWithinHours, lastDay: addDays(checkIn, -timing.latestDaysBeforeArrival - 1) } : null;
  return { terms, rooms: price.rooms.length, when };
}
