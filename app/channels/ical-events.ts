/**
 * A channel's iCalendar feed read into events (product-rules.md: Channels), with ical.js. Each
 * VEVENT becomes the nights it takes in hotel time: an all-day event its dates as written, DTEND
 * exclusive; a timed one the hotel day it starts to the hotel day it ends (a UTC time is moved to
 * India's offset, a floating or zoned one is taken as the hotel's wall clock, which is how channels
 * write a stay in India); no DTEND means one night (or DURATION when given). Only the SUMMARY is
 * kept, cut to 120 characters: descriptions (Airbnb's carry a reservation link and phone digits)
 * are never read.
 */
import ICAL from "ical.js";
import type { IsoDate } from "~/content/hotel";
import { addDays, compareDates, isValidIsoDate, todayInHotel } from "~/domain/hotel-date";
import { isOurProdId, isOurUid } from "./ical-marks";

export const LONGEST_SUMMARY = 120;

export interface FeedEvent {
  uid: string;
  firstNight: IsoDate;
  untilDate: IsoDate;
  summary: string;
  cancelled: boolean;
}

export type ParsedFeed = { ok: true; events: FeedEvent[]; ours: number } | { ok: false; error: string };

type IcalTime = InstanceType<typeof ICAL.Time>;

const pad = (n: number) => String(n).padStart(2, "0");

function hotelDateOf(time: IcalTime): IsoDate | null {
  let date: string;
  if (!time.isDate && time.zone === ICAL.Timezone.utcTimezone) date = todayInHotel(new Date(time.toUnixTime() * 1000));
  else date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  return isValidIsoDate(date) ? date : null;
}

function cleanSummary(value: unknown): string {
  const text = typeof value === "string" ? value : "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim().slice(0, LONGEST_SUMMARY);
}

function eventOf(vevent: InstanceType<typeof ICAL.Component>): FeedEvent | { error: string } {
  const start = vevent.getFirstPropertyValue("dtstart");
  if (!(start instanceof ICAL.Time)) return { error: "an event has no start date" };
  const firstNight = hotelDateOf(start);
  if (!firstNight) return { error: "an event has a start date that is not a date" };
  let untilDate: IsoDate | null = null;
  const end = vevent.getFirstPropertyValue("dtend");
  const duration = vevent.getFirstPropertyValue("duration");
  if (end instanceof ICAL.Time) untilDate = hotelDateOf(end);
  else if (duration instanceof ICAL.Duration) {
    const ends = start.clone();
    ends.addDuration(duration);
    untilDate = hotelDateOf(ends);
  }
  // An end on or before the start (or none): the one night it starts.
  if (!untilDate || compareDates(untilDate, firstNight) <= 0) untilDate = addDays(firstNight, 1);
  const uidValue = vevent.getFirstPropertyValue("uid");
  const summary = cleanSummary(vevent.getFirstPropertyValue("summary"));
  // RFC 5545 requires a UID; a feed without one is still read, keyed by the event's own dates.
  const uid = typeof uidValue === "string" && uidValue.trim() !== "" ? uidValue.trim().slice(0, 255) : `no-uid:${firstNight}:${untilDate}`;
  const status = vevent.getFirstPropertyValue("status");
  return { uid, firstNight, untilDate, summary, cancelled: typeof status === "string" && status.toUpperCase() === "CANCELLED" };
}

/**
 * The feed's events still to come on `now`'s hotel day (those ended before today are left out),
 * without ours; or why the feed could not be read.
 */
export function parseFeed(text: string, options: { siteHost: string; hotelName: string; now: Date }): ParsedFeed {
  let calendar: InstanceType<typeof ICAL.Component>;
  try {
    const parsed = ICAL.parse(text);
    if (!Array.isArray(parsed) || typeof parsed[0] !== "string") return { ok: false, error: "Not an iCalendar file." };
    calendar = new ICAL.Component(parsed);
  } catch (error) {
    return { ok: false, error: `Not an iCalendar file: ${String(error instanceof Error ? error.message : error).slice(0, 160)}` };
  }
  if (calendar.name !== "vcalendar") return { ok: false, error: "Not an iCalendar file: no VCALENDAR." };
  const prodId = calendar.getFirstPropertyValue("prodid");
  const ourCalendar = typeof prodId === "string" && isOurProdId(prodId, options.hotelName);
  const today = todayInHotel(options.now);
  const events: FeedEvent[] = [];
  let ours = 0;
  for (const vevent of calendar.getAllSubcomponents("vevent")) {
    const event = eventOf(vevent);
    if ("error" in event) return { ok: false, error: `Could not read the feed: ${event.error}.` };
    if (ourCalendar || isOurUid(event.uid, options.siteHost)) {
      ours += 1;
      continue;
    }
    if (compareDates(event.untilDate, today) <= 0) continue;
    events.push(event);
  }
  return { ok: true, events, ours };
}
