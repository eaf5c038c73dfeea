/**
 * The calendar file sent with a confirmed booking: one event from check-in time on the arrival day
 * to check-out time on the departure day, in hotel time (product-rules.md: Hotel time), at the
 * hotel's address, with the booking reference; its summary and description in the guest's
 * language. Made with ical-generator.
 */
import ical, { ICalCalendarMethod } from "ical-generator";
import { hotel } from "~/content/hotel";
import { formatRupees } from "~/domain/money";
import { roomTypeNameIn } from "~/site/rooms/room-in-lang";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/words";
import type { MailAttachment } from "../mail-outbox.server";
import type { BookingMailData } from "./booking-mail-data.server";
import { clockTime } from "./mail-dates.server";
import { hotelAddressLine } from "./mail-layout.server";
import { mailWordsIn } from "./mail-lang.server";

/**
 * India keeps one offset, UTC+05:30, with no daylight saving, so the zone's definition is fixed
 * and written here rather than taken from a time-zone database.
 */
const kolkataTimezone = [
  "BEGIN:VTIMEZONE",
  "TZID:Asia/Kolkata",
  "X-LIC-LOCATION:Asia/Kolkata",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0530",
  "TZOFFSETTO:+0530",
  "TZNAME:IST",
  "DTSTART:19700101T000000",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/**
 * The hotel's wall-clock time on a calendar day. With an event time zone set, ical-generator writes
 * a Date's local fields as they are (`DTSTART;TZID=Asia/Kolkata:…`), so the Date is built from
 * local fields too: the same text whatever zone the Worker or a test runs in.
 */
function hotelWallClock(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  return new Date(year, month - 1, day, hours, minutes, 0, 0);
}

const domainOf = (url: string) => new URL(url).hostname;

/** What a calendar file needs besides the booking: the guest's link, the stamp, and their language. */
export interface BookingCalendarOptions {
  bookingUrl: string;
  now?: Date;
  /** The event's summary and description in the guest's language; English when absent. */
  lang?: Lang;
}

/** The .ics text for a booking; `now` stamps it (DTSTAMP). */
export function bookingCalendar(booking: BookingMailData, options: BookingCalendarOptions): string {
  const lang = options.lang ?? "en";
  const w = mailWordsIn(lang);
  const calendar = ical({
    prodId: { company: hotel.shortName, product: "Bookings", language: lang.toUpperCase() },
    name: hotel.shortName,
    method: ICalCalendarMethod.PUBLISH,
  });
  // No calendar-wide zone (that would write DTSTAMP, which must be UTC, as a local time): the
  // event carries the zone, and the generator writes its VTIMEZONE.
  calendar.timezone({ name: null, generator: (zone) => (zone === "Asia/Kolkata" ? kolkataTimezone : null) });
  const values = {
    reference: booking.reference,
    shortName: hotel.shortName,
    rooms: booking.rooms.map((room) => roomTypeNameIn(room.roomTypeName, lang)).join(w.listSeparator),
    checkIn: clockTime(hotel.checkInTimeIso, lang),
    checkOut: clockTime(hotel.checkOutTimeIso, lang),
    total: formatRupees(booking.totals.total),
    phone: hotel.phones.primary.display,
    url: options.bookingUrl,
  };
  calendar.createEvent({
    // Stable per booking: a second copy of the file updates the same event instead of adding one.
    id: `${booking.reference}@${domainOf(hotel.siteUrl)}`,
    start: hotelWallClock(booking.checkIn, hotel.checkInTimeIso),
    end: hotelWallClock(booking.checkOut, hotel.checkOutTimeIso),
    timezone: hotel.timeZone,
    stamp: options.now ?? new Date(),
    summary: fill(w.calendar.summary, values),
    description: [
      w.calendar.reference,
      w.calendar.rooms,
      w.calendar.times,
      w.calendar.total,
      w.calendar.hotel,
      w.calendar.booking,
    ]
      .map((line) => fill(line, values))
      .join("\n"),
    location: `${hotel.name}, ${hotelAddressLine()}`,
    url: options.bookingUrl,
  });
  return calendar.toString();
}

/** UTF-8 text as base64, the form Email Service takes attachments in. */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

export function bookingCalendarAttachment(booking: BookingMailData, options: BookingCalendarOptions): MailAttachment {
  return {
    filename: `booking-${booking.reference}.ics`,
    type: "text/calendar; charset=utf-8; method=PUBLISH",
    content: base64Utf8(bookingCalendar(booking, options)),
  };
}
