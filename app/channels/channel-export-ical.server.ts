/**
 * The iCalendar a secret export address serves (product-rules.md: Channels), made with
 * ical-generator: from today (hotel time) to a year ahead, every night the room or type cannot be
 * sold, consecutive nights merged into one all-day event (DTSTART;VALUE=DATE, DTEND the morning it
 * ends, exclusive). Each event says only "Not available": no guest, no booking, no channel. Its UID
 * is stable per span (kind, id, first night, site host), so the import recognises it and a channel
 * that reads the feed again updates rather than duplicates it.
 *
 * A numbered room is busy on a night when a stay sleeps in it (any source, pending included), it is
 * out of order, a channel's feed for that room holds it, its type is closed to sale, or no room of
 * its type is free. A type is busy when it is closed or no room of it is free (the overbooking
 * rule's count: stays, repairs and holds against its rooms in service).
 */
import ical, { ICalCalendarMethod } from "ical-generator";
import { hotel, type IsoDate } from "~/content/hotel";
import { addDays, todayInHotel } from "~/domain/hotel-date";
import { nightRuns } from "~/domain/night-runs";
import type { ExportKind } from "./channel-exports.server";
import { exportProduct, exportUid } from "./ical-marks";
import { closedOnNightSql, nightRowsSql, roomsInServiceSql, roomsTakenSql } from "./rooms-taken-sql.server";

export const EXPORT_DAYS = 365;

const typeFullSql = (room: string) => `(${closedOnNightSql(room)}
    OR ${roomsTakenSql(room)} >= ${roomsInServiceSql(room)})`;

const nightsSql = nightRowsSql("?2", "?3");

/** ?1 is the room type. */
const typeBusySql = `${nightsSql} SELECT night.day AS night FROM night WHERE ${typeFullSql("?1")}`;

/** ?1 is the numbered room. */
const unitBusySql = `${nightsSql} SELECT night.day AS night FROM night
  WHERE EXISTS (SELECT 1 FROM room_unit_nights AS taken WHERE taken.unit_id = ?1 AND taken.night = night.day)
    OR EXISTS (SELECT 1 FROM channel_holds AS hold WHERE hold.unit_id = ?1 AND hold.released_at IS NULL AND hold.booking_id IS NULL
      AND hold.first_night <= night.day AND hold.until_date > night.day)
    OR ${typeFullSql("(SELECT room_id FROM room_units WHERE id = ?1)")}`;

/** The nights of the coming year the room or type cannot be sold. */
export async function busyNights(db: D1Database, kind: ExportKind, targetId: number, today: IsoDate): Promise<IsoDate[]> {
  const { results } = await db
    .prepare(kind === "type" ? typeBusySql : unitBusySql)
    .bind(targetId, today, addDays(today, EXPORT_DAYS))
    .all<{ night: IsoDate }>();
  return results.map((row) => row.night);
}

const utcMidnight = (date: IsoDate) => new Date(`${date}T00:00:00.000Z`);

/** When today's hotel day began: the stamp of every event, so the text (and its ETag) only changes when the nights do, or the next day. */
const dayStamp = (today: IsoDate) => new Date(Date.parse(`${today}T00:00:00.000Z`) - (5 * 60 + 30) * 60_000);

/** The calendar text of a room's or type's export at `now`. */
export async function exportCalendar(db: D1Database, target: { kind: ExportKind; targetId: number }, now: Date, siteUrl: string): Promise<string> {
  const siteHost = new URL(siteUrl).host;
  const calendar = ical({
    prodId: { company: hotel.shortName, product: exportProduct, language: "EN" },
    name: `${hotel.shortName} availability`,
    method: ICalCalendarMethod.PUBLISH,
  });
  const today = todayInHotel(now);
  for (const run of nightRuns(await busyNights(db, target.kind, target.targetId, today))) {
    calendar.createEvent({
      id: exportUid(target.kind, target.targetId, run.firstNight, siteHost),
      start: utcMidnight(run.firstNight),
      end: utcMidnight(run.untilDate),
      allDay: true,
      stamp: dayStamp(today),
      summary: "Not available",
    });
  }
  return calendar.toString();
}
