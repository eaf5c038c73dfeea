import type { IsoDate } from "~/content/hotel";
import type { CalendarRow } from "~/domain/calendar-grid";
import type { StaffIdentity } from "../bookings/desk-services";

export type CalendarOutcome =
  | { ok: true; replayed: boolean; nights: number }
  | { ok: false; status: 400 | 404; field?: "from" | "to" | "room"; message: string };

/** The desk's calendar and stop-sell (product-rules.md: The front desk); embedded mode only. */
export interface DeskCalendar {
  calendar(from: IsoDate): Promise<CalendarRow[]>;
  /** Closes (or reopens) sale of one room type for the nights `from` to `to`, both included. */
  setClosed(request: {
    roomId: number;
    from: string;
    to: string;
    close: boolean;
    requestKey: string;
    staff: StaffIdentity;
    now: Date;
  }): Promise<CalendarOutcome>;
}
