/**
 * Which table times the restaurant takes: from its opening to the last seating, a set time before
 * it closes so a meal fits before the kitchen stops (both in the hotel's identity config).
 */
import { hotel } from "../content/hotel";

const hoursAndMinutes = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of a 24-hour `HH:MM`, or null when it is not one. */
export function minutesOfDay(time: string): number | null {
  const match = hoursAndMinutes.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function clockOf(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** "19:30" → "7:30 PM", the way the site writes times. */
export function twelveHourTime(time: string): string {
  const minutes = minutesOfDay(time) ?? 0;
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes % 60).padStart(2, "0")} ${suffix}`;
}

const opens = minutesOfDay(hotel.restaurantHours.opens) ?? 0;
const lastSeating =
  (minutesOfDay(hotel.restaurantHours.closes) ?? 0) - hotel.bookingLimits.lastSeatingMinutesBeforeClose;

/** The first and last table times, `HH:MM`, for the time input's min and max. */
export const tableTimes = { first: clockOf(opens), last: clockOf(lastSeating) } as const;

/** Whether a `HH:MM` time is a table the restaurant takes. */
export function isTableTime(time: string): boolean {
  const minutes = minutesOfDay(time);
  return minutes !== null && minutes >= opens && minutes <= lastSeating;
}
