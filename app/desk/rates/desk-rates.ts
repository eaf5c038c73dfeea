import type { DepositRule } from "~/domain/deposit-rule";
import type { RatePeriod } from "~/domain/rate-periods";
import type { DeskChangeOutcome, DeskChangeRequest } from "../desk-change";

/** A room type as the rates page shows it: its usual rate (rupees a night) and rooms in service. */
export interface RateRoomType {
  id: number;
  name: string;
  roomPrice: number;
  totalRooms: number;
}

/** A rate period on the desk: its rates, and its own deposit rule (null: the hotel's default). */
export interface DeskRatePeriod extends RatePeriod {
  deposit: DepositRule | null;
}

export interface DeskRatesView {
  types: RateRoomType[];
  /** Periods that end tonight or later, by first night; ended ones stay on record, unlisted. */
  periods: DeskRatePeriod[];
}

export type RatesOutcome = DeskChangeOutcome;

/** What every change on the rates page carries. */
export type RatesRequest = DeskChangeRequest;
