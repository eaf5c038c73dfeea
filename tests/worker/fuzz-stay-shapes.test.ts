/**
 * Property-based fuzzing of the shapes a hostile guest tried against the site, in both origin modes:
 * far-future and very long stays on every endpoint that takes a stay, event and table dates beyond
 * their horizons and tables outside the restaurant's hours, and hidden format characters in every
 * text field of every submission endpoint.
 *
 * Properties: no answer is ever >= 500; a stay longer than 30 nights or starting more than 365 days
 * ahead is always refused with 400 and never stored; nothing stored carries a hidden format
 * character; a name carrying one is refused.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hotel } from "~/content/hotel";
import { hasHiddenCharacters } from "~/domain/hidden-characters";
import { addDays } from "~/domain/hotel-date";
import {
  clearBookingRequests,
  embeddedEnv,
  interceptFetch,
  json,
  post,
  upstreamEnv,
  validBodies,
  wizardEntry,
} from "./submission-helpers";
import { firstBookableDay } from "./test-dates";

const RUNS = 25;
// Hundreds of requests through workerd per property: give them room on a busy 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

const limits = hotel.bookingLimits;
const MODES = [
  { mode: "embedded", makeEnv: () => embeddedEnv() },
  { mode: "upstream", makeEnv: () => upstreamEnv() },
] as const;

/** Days from the first bookable day: mostly near the limits, sometimes as far as the year 9999. */
const daysAhead = fc.oneof(
  fc.integer({ min: 0, max: limits.maxCheckInDaysAhead + 5 }),
  fc.integer({ min: limits.maxCheckInDaysAhead - 5, max: 2_000_000 }),
);
const nights = fc.oneof(
  fc.integer({ min: 1, max: limits.maxNights + 5 }),
  fc.integer({ min: limits.maxNights - 5, max: 2_900_000 }),
);

// Keep every generated day a real four-digit-year date, so only the rule under test refuses it.
const lastDay = "9999-12-31";
function day(offset: number): string {
  const date = addDays(firstBookableDay, offset);
  return date.length === 10 ? date : lastDay;
}

/** One stay written in each endpoint's own shape. */
const stayShapes = {
  wizard: (checkIn: string, checkOut: string) => ({
    path: "/api/bookings",
    body: { bookings: [wizardEntry({ check_in_date: checkIn, check_out_date: checkOut, email: `${crypto.randomUUID()}@example.com` })] },
  }),
  chat: (checkIn: string, checkOut: string) => ({
    path: "/api/bookings",
    body: { ...validBodies.chat, email: `${crypto.randomUUID()}@example.com`, checkIn, checkOut },
  }),
  availability: (checkIn: string, checkOut: string) => ({
    path: "/api/available-rooms",
    body: { check_in_date: checkIn, check_out_date: checkOut, adults: 2, children: 0, no_of_rooms: 1 },
  }),
  homeRequest: (checkIn: string, checkOut: string) => ({
    path: "/api/booking-requests",
    body: { ...validBodies.bookingRequest, dateIn: checkIn, dateOut: checkOut },
  }),
};

// Hidden format characters, with the two joiners Indian scripts need (which must pass).
const formatCharacters = ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069", "\u200B", "\u200E", "\u200F", "\u2060", "\u2061", "\u2062", "\u2063", "\u2064", "\uFEFF", "\u061C", "\u00AD", "\u200C", "\u200D"];
const joiners = new Set(["\u200C", "\u200D"]);

/** Every submission endpoint with a body it accepts. */
const submissions: { path: string; body: Record<string, unknown> }[] = [
  { path: "/api/bookings", body: validBodies.chat },
  { path: "/api/contact-enquiry", body: validBodies.contact },
  { path: "/api/event-enquiry", body: validBodies.event },
  { path: "/api/dining-reservations", body: validBodies.dining },
  { path: "/api/booking-requests", body: validBodies.bookingRequest },
  { path: "/api/membership-interest", body: { method: "email", email: "member@example.com", terms: true } },
  { path: "/api/newsletter", body: { email: "news@example.com" } },
];
const nameFields = new Set(["name", "full_name"]);

/** The wizard's body holds its text fields one level down, in each room's entry. */
function textFieldsOf(body: Record<string, unknown>): string[] {
  return Object.keys(body).filter((key) => typeof body[key] === "string");
}

async function storedRowsWithHiddenCharacters(): Promise<unknown[]> {
  const submissionsRows = await env.DB.prepare("SELECT payload FROM submissions WHERE payload IS NOT NULL").all<{ payload: string }>();
  const bookings = await env.DB.prepare("SELECT guest_name, special_requests FROM bookings").all<{ guest_name: string; special_requests: string }>();
  return [
    ...submissionsRows.results.filter((row) => hasHiddenCharacters(row.payload.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))))),
    ...bookings.results.filter((row) => hasHiddenCharacters(row.guest_name) || hasHiddenCharacters(row.special_requests)),
  ];
}

function expectNoServerError(result: { status: number; text: string }) {
  expect(result.status, result.text).toBeLessThan(500);
  expect(result.text).not.toMatch(/\bat \w+ \(|Error: /);
}

describe.each(MODES)("fuzzing stay shapes and format characters ($mode origin)", ({ mode, makeEnv }) => {
  let testEnv: Cloudflare.Env;
  beforeEach(async () => {
    await clearBookingRequests();
    testEnv = makeEnv();
    // The admin API answers every call the way it does in production (an empty availability list included).
    if (mode === "upstream") interceptFetch((call) => (call.url.endsWith("/api/available-rooms") ? json({ data: { data: [] } }) : undefined));
  });
  afterEach(() => vi.restoreAllMocks());

  it("far-future and very long stays: never >= 500, always refused when beyond a limit, never stored", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.values(stayShapes)), daysAhead, nights, async (shape, ahead, length) => {
        const checkIn = day(ahead);
        const checkOut = day(ahead + length);
        const { path, body } = shape(checkIn, checkOut);
        const result = await post(path, body, { env: testEnv });
        expectNoServerError(result);
        const beyondLimits = ahead > limits.maxCheckInDaysAhead || length > limits.maxNights || checkOut === lastDay;
        if (beyondLimits) expect(result.status, `${path} ${checkIn} → ${checkOut}`).toBe(400);
      }),
      { numRuns: RUNS * 2 },
    );
    const longest = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM bookings WHERE nights > ?1 OR check_in_date > ?2",
    )
      .bind(limits.maxNights, day(limits.maxCheckInDaysAhead))
      .first<{ n: number }>();
    expect(longest?.n).toBe(0);
  });

  it("event dates beyond two years and tables beyond 90 days or outside the restaurant's hours are refused", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        async (ahead, hours, minutes) => {
          const event = await post("/api/event-enquiry", { ...validBodies.event, event_date: day(ahead) }, { env: testEnv });
          expectNoServerError(event);
          if (ahead > limits.maxEventDaysAhead) expect(event.status).toBe(400);
          const time = `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
          const table = await post("/api/dining-reservations", { ...validBodies.dining, date: day(ahead), time }, { env: testEnv });
          expectNoServerError(table);
          const minute = hours * 60 + minutes;
          if (ahead > limits.maxDiningDaysAhead || minute < 7 * 60 || minute > 22 * 60) expect(table.status).toBe(400);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("format characters in every text field of every submission endpoint: never >= 500, names refused, nothing stored with them", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...submissions),
        fc.nat(),
        fc.array(fc.constantFrom(...formatCharacters), { minLength: 1, maxLength: 4 }),
        fc.nat(),
        async ({ path, body }, pick, inserted, position) => {
          const fields = textFieldsOf(body);
          const field = fields[pick % fields.length];
          const original = String(body[field]);
          const at = position % (original.length + 1);
          const value = `${original.slice(0, at)}${inserted.join("")}${original.slice(at)}`;
          const result = await post(path, { ...body, [field]: value }, { env: testEnv });
          expectNoServerError(result);
          if (nameFields.has(field) && inserted.some((character) => !joiners.has(character))) {
            expect(result.status, `${path} ${field} ${JSON.stringify(value)}`).toBe(400);
          }
        },
      ),
      { numRuns: RUNS * 2 },
    );
    // The wizard's entries hold the same fields one level down.
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("name", "special_requests"),
        fc.array(fc.constantFrom(...formatCharacters), { minLength: 1, maxLength: 4 }),
        async (field, inserted) => {
          const entry = wizardEntry({ email: `${crypto.randomUUID()}@example.com` });
          const value = `${String(entry[field as keyof typeof entry])}${inserted.join("")} x`;
          const result = await post("/api/bookings", { bookings: [{ ...entry, [field]: value }] }, { env: testEnv });
          expectNoServerError(result);
          if (field === "name" && inserted.some((character) => !joiners.has(character))) expect(result.status).toBe(400);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await storedRowsWithHiddenCharacters()).toEqual([]);
  });
});
