/**
 * The bookings list's filter as its GET form sends it and its links keep it: status, source, which dates
 * (stay or request) and their range, a search, the page. Anything unreadable is dropped rather
 * than refused, so a hand-edited address still shows a list.
 */
import type { IsoDate } from "~/content/hotel";
import { isBookingSource } from "~/domain/booking-source";
import { isBookingStatus } from "~/domain/booking-status";
import { isValidIsoDate } from "~/domain/hotel-date";
import type { BookingFilter } from "~/desk/bookings/desk-services";

export const bookingsPageSize = 25;
const maxSearchLength = 100;

export function parseBookingFilter(params: URLSearchParams): BookingFilter {
  const status = params.get("status");
  const source = params.get("source");
  const date = (name: string): IsoDate | null => {
    const value = params.get(name);
    return isValidIsoDate(value) ? value : null;
  };
  const page = Number(params.get("page"));
  return {
    status: isBookingStatus(status) ? status : null,
    source: isBookingSource(source) ? source : null,
    dateField: params.get("dates") === "request" ? "request" : "stay",
    from: date("from"),
    to: date("to"),
    search: (params.get("q") ?? "").trim().slice(0, maxSearchLength),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string for `filter` (defaults left out), with `page` replaced when given. */
export function bookingFilterQuery(filter: BookingFilter, page = filter.page): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.source) params.set("source", filter.source);
  if (filter.from || filter.to) params.set("dates", filter.dateField);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.search) params.set("q", filter.search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The digits of a search, when it reads as (part of) a phone number: "98765 43210" → "9876543210". */
export function phoneDigitsOf(search: string): string | null {
  if (!/^[+\d\s()-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, "");
  return digits.length >= 3 ? digits : null;
}
