/**
 * Instants on the desk in hotel time (product-rules.md: Hotel time). India has kept one offset,
 * UTC+5:30, with no daylight saving since 1945, so the shift is done by hand: the server and every
 * browser print the same characters, whatever their ICU data.
 */
import type { IsoDate } from "~/content/hotel";

const istOffsetMs = (5 * 60 + 30) * 60 * 1000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function inHotel(iso: string): Date | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + istOffsetMs);
}

/** "24 Nov 2026, 17:55" for "2026-11-24T12:25:00.000Z". */
export function hotelDateTime(iso: string): string {
  const shifted = inHotel(iso);
  if (!shifted) return iso;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${shifted.getUTCDate()} ${MONTHS[shifted.getUTCMonth()]} ${shifted.getUTCFullYear()}, ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

/** "24 Nov 2026" for "2026-11-24". */
export function deskDate(date: IsoDate | string): string {
  const [year, month, day] = date.split("-").map(Number);
  if (!year || !month || !day) return date;
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** The instant a hotel calendar day starts, as UTC ISO (for comparing with stored timestamps). */
export function hotelDayStartUtc(date: IsoDate): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - istOffsetMs).toISOString();
}

/** How long since `iso`: "45 min", "3 h 20 min", "2 days 4 h". */
export function waitedFor(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? "day" : "days"} ${hours % 24} h`;
}
