import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";

/**
 * Booking data for browser tests, made through our real API (never mocked). Each test books on its
 * own dates (`stayFrom`) so parallel tests never compete for the same rooms.
 */

export interface Stay {
  checkIn: string;
  checkOut: string;
}

/** The answer shapes of our API the tests read (app/domain/api-types.ts, kept out of the test build). */
export interface AvailableRoom {
  id: number;
  room_type_name: string;
  room_price: number;
  available_count?: number;
}

export interface BookingConfirmation {
  reference: string;
  status: string;
  nights: number;
  rooms: { room_type_name: string; adults: number; children: number; nightly: number; nights: number; subtotal: number }[];
  services: { key: string; label: string }[];
  totals: { subtotal: number; discount: number; cgst: number; sgst: number; total: number };
  taxes: { cgst_basis_points: number; sgst_basis_points: number; taxable: number; cgst: number; sgst: number }[];
  guest: { name: string; email: string; phone: string; special_requests: string };
}

/** The hotel's calendar day (Asia/Kolkata, product-rules.md: Hotel time) now, as YYYY-MM-DD. */
function hotelToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
}

function daysAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The hotel's calendar day `days` from now, as YYYY-MM-DD: for what the site reckons from its today. */
export function hotelDay(days: number): string {
  return daysAfter(hotelToday(), days);
}

/**
 * The day every test's nights are counted from: the hotel's day when the run began
 * (playwright.config.ts). Counted from each test's own today, a run that crosses midnight in India
 * moved the later tests' nights one day on, onto nights an earlier test had sold out (the Suite on
 * desk-channels' nights, which hindi-booking's step 4 then could not offer).
 */
const runDay = process.env.E2E_RUN_DAY ?? hotelToday();

/** A stay `nights` long starting `daysAhead` days after the run's first day, nights no other test books. */
export function stayFrom(daysAhead: number, nights = 2): Stay {
  return { checkIn: daysAfter(runDay, daysAhead), checkOut: daysAfter(runDay, daysAhead + nights) };
}

/** "₹1,00,073.25" → 10007325 paise: what the page shows, back in the API's unit. */
export function paiseOf(shown: string): number {
  const match = /(-|−)?₹([\d,]+)(?:\.(\d{2}))?/.exec(shown);
  if (!match) throw new Error(`not an amount: ${shown}`);
  const paise = Number(match[2].replaceAll(",", "")) * 100 + Number(match[3] ?? 0);
  return match[1] ? -paise : paise;
}

/** The seeded inventory (migrations/0002_seed.sql): rooms per type id. */
export const seededInventory: Record<number, number> = { 1: 12, 2: 10, 3: 6, 4: 4 };

async function postWithRetry(
  request: APIRequestContext,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
  baseURL = "",
) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const response = await request.post(`${baseURL}${path}`, { data, headers });
    if (response.status() !== 429) return response;
    // Shared per-client budget (product-rules.md: Abuse limits): wait as told, then try again.
    const seconds = Number(response.headers()["retry-after"] ?? "2");
    await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(seconds) ? seconds : 2) * 1000));
  }
  throw new Error(`${path} stayed rate limited`);
}

let fillers = 0;

/**
 * A new guest for each filler booking: the hotel takes at most three open requests per e-mail or
 * phone, and the fillers book far more than that.
 */
function fillerGuest() {
  fillers += 1;
  const serial = `${process.pid % 1000}${String(fillers).padStart(4, "0")}`.slice(-7);
  return { email: `filler-${randomUUID().slice(0, 8)}@example.com`, phone: `900${serial.padStart(7, "0")}` };
}

/**
 * Books `roomIds` (one entry each, at most 5) for the stay, on the test server or the one at
 * `baseURL`; returns the server's confirmation.
 */
export async function bookRooms(request: APIRequestContext, stay: Stay, roomIds: number[], baseURL = ""): Promise<BookingConfirmation> {
  const guest = fillerGuest();
  const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);
  const bookings = roomIds.map((roomId) => ({
    check_in_date: stay.checkIn,
    check_out_date: stay.checkOut,
    number_of_nights: nights,
    adults: 2,
    children: 0,
    room_category_id: roomId,
    room_number_id: roomId,
    services: [],
    name: "Test Filler",
    ...guest,
    special_requests: "",
    payment_method: "card",
    booking_status: "pending",
    payment_status: "unpaid",
    no_of_rooms: roomIds.length,
  }));
  const response = await postWithRetry(request, "/api/bookings", { bookings }, { "Idempotency-Key": randomUUID() }, baseURL);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: BookingConfirmation }).data;
}

/** Books `count` rooms of one type for the stay, five per booking. */
export async function bookOut(request: APIRequestContext, stay: Stay, roomId: number, count: number): Promise<void> {
  for (let left = count; left > 0; left -= 5) {
    await bookRooms(request, stay, Array.from({ length: Math.min(5, left) }, () => roomId));
  }
}

/** Every room of every type taken for the stay. */
export async function bookOutEverything(request: APIRequestContext, stay: Stay): Promise<void> {
  for (const [roomId, count] of Object.entries(seededInventory)) await bookOut(request, stay, Number(roomId), count);
}

export async function availability(request: APIRequestContext, stay: Stay): Promise<AvailableRoom[]> {
  const response = await postWithRetry(request, "/api/available-rooms", {
    check_in_date: stay.checkIn,
    check_out_date: stay.checkOut,
    adults: 2,
    children: 0,
    no_of_rooms: 1,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: AvailableRoom[] }).data;
}

/** The /BookingForm link a room page or the home strip would make. */
export function wizardUrl(stay: Stay, guests: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ check_in: stay.checkIn, check_out: stay.checkOut, guests, ...extra });
  return `/BookingForm?${query}`;
}

/**
 * A guest no other test shares: the site allows each guest (by e-mail or phone) only a few open
 * booking requests, and every spec books on the same server.
 */
export function uniqueGuest(first: string): { email: string; mobile: string; spacedMobile: string } {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
  const mobile = `9${digits}`;
  return {
    email: `${first.toLowerCase()}.${digits}@example.com`,
    mobile,
    spacedMobile: `${mobile.slice(0, 5)} ${mobile.slice(5)}`,
  };
}
