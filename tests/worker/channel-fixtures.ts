/**
 * Channel calendars shaped like the real exports (stood in for the channels, never fetched):
 * Airbnb's "Reserved" stays (with the reservation link and phone digits in DESCRIPTION) and
 * "Airbnb (Not available)" blocks, Booking.com's "CLOSED - Not available" blocks.
 */
export interface FixtureEvent {
  uid: string;
  /** 'YYYY-MM-DD' for an all-day event, or an iCalendar date-time such as '20270312T083000Z'. */
  start: string;
  end?: string;
  summary?: string;
  status?: string;
}

const compact = (date: string) => date.replace(/-/g, "");
const stamp = (value: string) => (value.includes("T") ? `:${value}` : `;VALUE=DATE:${compact(value)}`);

function vevents(events: readonly FixtureEvent[], extra: (event: FixtureEvent) => string[]): string[] {
  return events.flatMap((event) => [
    "BEGIN:VEVENT",
    ...(event.end ? [`DTEND${stamp(event.end)}`] : []),
    `DTSTART${stamp(event.start)}`,
    `UID:${event.uid}`,
    ...extra(event),
    ...(event.summary !== undefined ? [`SUMMARY:${event.summary}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    "END:VEVENT",
  ]);
}

export function airbnbFeed(events: readonly FixtureEvent[]): string {
  return [
    "BEGIN:VCALENDAR",
    "PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN",
    "CALSCALE:GREGORIAN",
    "VERSION:2.0",
    ...vevents(events, (event) =>
      event.summary === "Reserved"
        ? ["DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMQ4Z8K2XA\\nPhone Number (Last 4 Digits): 4821"]
        : [],
    ),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

export function bookingComFeed(events: readonly FixtureEvent[]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//admin.booking.com//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...vevents(events, () => ["DTSTAMP:20261127T060000Z"]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
