/**
 * Shared by the front desk tests: desk route modules run as React Router runs them, with the
 * context the Worker sets after sign-in, and bookings seeded straight into D1 at known dates and
 * amounts (a guest cannot book today's arrival through the site in every season).
 */
import { createExecutionContext, env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { expect } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { bindingsContext, requestInfoContext, servicesContext, staffContext } from "~/context";
import type { BookingStatus } from "~/domain/booking-status";
import type { StaffIdentity } from "~/desk/bookings/desk-services";
import { createServices } from "~/server/create-services.server";
import { readConfig } from "~/server/env.server";
import { clearBookingStatements } from "./booked-rooms";
import { embeddedEnv, upstreamEnv } from "./submission-helpers";

export const reception: StaffIdentity = { email: "reception@hotel.example", local: false };

/** Noon at the hotel on `day` (06:30 UTC), so "today" is `day` whatever the test machine's zone. */
export function noonAt(day: IsoDate): Date {
  return new Date(`${day}T06:30:00.000Z`);
}

/** The context a signed-in desk request carries; `staff: null` is a request that skipped sign-in. */
export function deskRequestContext(
  options: { now?: Date; staff?: StaffIdentity | null; mode?: "embedded" | "upstream" } = {},
) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, {
    nonce: "nonce",
    formToken: "form-token",
    requestId: "request-id",
    now: options.now ?? new Date(),
    clientIp: "203.0.113.9",
    documentRequest: true,
  });
  // The site's reads stay on the seeded D1 in both modes, so an upstream desk page shows known rooms.
  context.set(servicesContext, createServices(env, createExecutionContext()));
  const bindings = options.mode === "upstream" ? upstreamEnv() : embeddedEnv();
  context.set(bindingsContext, { env: bindings, config: readConfig(bindings), waitUntil: () => {} });
  context.set(staffContext, options.staff === undefined ? reception : options.staff);
  return context;
}

/**
 * Runs the loader of a desk page at `path` that only embedded mode has: it refuses a request that
 * skipped sign-in (401) and, upstream, says the hotel's own system keeps what it shows (404); for
 * signed-in staff in embedded mode it answers the page's data, returned.
 */
export async function loadEmbeddedOnlyPage<T>(loader: (args: never) => Promise<T>, path: string): Promise<T> {
  const args = (context: ReturnType<typeof deskRequestContext>) =>
    ({ context, params: {}, request: new Request(`https://resort.example${path}`) }) as never;
  await expect(loader(args(deskRequestContext({ staff: null })))).rejects.toMatchObject({ init: { status: 401 } });
  await expect(loader(args(deskRequestContext({ mode: "upstream" })))).rejects.toMatchObject({ init: { status: 404 } });
  return loader(args(deskRequestContext()));
}

export interface SeedRoom {
  roomId: number;
  adults?: number;
  children?: number;
  nightlyPaise?: number;
}

export interface SeedBooking {
  reference: string;
  status?: BookingStatus;
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights?: number;
  guestName?: string;
  guestEmail?: string;
  guestPhone?: string;
  createdAt?: string;
  rooms?: SeedRoom[];
}

/** A booking as the site writes it: 5% GST on each room, in two halves. */
export async function seedBooking(booking: SeedBooking): Promise<void> {
  const status = booking.status ?? "pending";
  const nights = booking.nights ?? 2;
  const rooms = booking.rooms ?? [{ roomId: 1 }];
  const lines = rooms.map((room) => {
    const subtotal = (room.nightlyPaise ?? 450_000) * nights;
    const half = Math.round(subtotal * 0.025);
    return { ...room, subtotal, cgst: half, sgst: half, total: subtotal + 2 * half };
  });
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const inserted = await env.DB.prepare(
    `INSERT INTO bookings (reference, status, source, check_in_date, check_out_date, nights, guest_name, guest_email,
       guest_phone, special_requests, services, subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise,
       created_at)
     VALUES (?, ?, 'wizard', ?, ?, ?, ?, ?, ?, 'Ground floor please', '["lunch"]', ?, 0, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      booking.reference,
      status,
      booking.checkIn,
      booking.checkOut,
      nights,
      booking.guestName ?? "Asha Verma",
      booking.guestEmail ?? "asha@example.com",
      booking.guestPhone ?? "+919876543210",
      sum((l) => l.subtotal),
      sum((l) => l.cgst),
      sum((l) => l.sgst),
      sum((l) => l.total),
      booking.createdAt ?? new Date().toISOString(),
    )
    .first<{ id: number }>();
  await env.DB.batch(
    lines.map((line) =>
      env.DB.prepare(
        `INSERT INTO booking_rooms (booking_id, room_id, check_in_date, check_out_date, adults, children, nightly_paise,
           nights, subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise, status)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
      ).bind(
        inserted?.id,
        line.roomId,
        booking.checkIn,
        booking.checkOut,
        line.adults ?? 2,
        line.children ?? 0,
        line.nightlyPaise ?? 450_000,
        nights,
        line.subtotal,
        line.cgst,
        line.sgst,
        line.total,
        status,
      ),
    ),
  );
}

export async function clearDesk(): Promise<void> {
  await env.DB.batch([
    ...clearBookingStatements(),
    env.DB.prepare("DELETE FROM desk_audit"),
    env.DB.prepare("DELETE FROM closed_nights"),
    env.DB.prepare("DELETE FROM submissions WHERE kind = 'booking'"),
  ]);
}

export async function bookingRow(reference: string) {
  return env.DB.prepare("SELECT status, status_note, status_changed_at FROM bookings WHERE reference = ?")
    .bind(reference)
    .first<{ status: BookingStatus; status_note: string; status_changed_at: string | null }>();
}

export async function roomRows(reference: string) {
  const { results } = await env.DB.prepare(
    `SELECT br.status, br.released_from FROM booking_rooms AS br JOIN bookings AS b ON b.id = br.booking_id
     WHERE b.reference = ? ORDER BY br.id`,
  )
    .bind(reference)
    .all<{ status: string; released_from: string | null }>();
  return results;
}

export async function auditRows(reference: string) {
  const { results } = await env.DB.prepare(
    "SELECT staff_email, at, action, before_state, after_state, note, request_key FROM desk_audit WHERE subject_key = ? ORDER BY id",
  )
    .bind(reference)
    .all<{
      staff_email: string;
      at: string;
      action: string;
      before_state: string;
      after_state: string;
      note: string;
      request_key: string;
    }>();
  return results;
}

/** A desk service's answer to a form with mistakes: 400, the form's one sentence, and each field's message. */
export function fieldsRefused(fields: Record<string, string>) {
  return { ok: false, status: 400, message: "Please check the highlighted fields.", fields };
}

let formKeys = 0;

/**
 * A form posted straight to a desk page's action, as React Router calls it (no page drawn): with
 * a fresh one-time key unless one is given, signed in unless `staff` is null.
 */
export async function postToAction(
  route: () => Promise<{ action: (args: never) => Promise<unknown> }>,
  path: string,
  fields: Record<string, string>,
  options: { mode?: "embedded" | "upstream"; staff?: null; requestKey?: string } = {},
) {
  const { action } = await route();
  const request = new Request(`https://resort.example${path}`, {
    method: "POST",
    body: new URLSearchParams({ request_key: options.requestKey ?? `form-${Date.now()}-${formKeys++}`, ...fields }),
  });
  const context = deskRequestContext({ mode: options.mode, ...(options.staff === null ? { staff: null } : {}) });
  return action({ context, request, params: {}, url: new URL(request.url), pattern: path, unstable_pattern: path } as never);
}

/** A desk action's refusal of a form: which form, the sentence above it and each field's message. */
export type FormRefusal = { data: { form: string; error: string; fields: Record<string, string> }; init: ResponseInit | null };

/** The action refused the form with 400, its answer holding at least `data` (the form, its sentence, fields' messages). */
export function expectFormRefused(refused: unknown, data: Partial<FormRefusal["data"]> & Record<string, unknown>) {
  const refusal = refused as FormRefusal;
  expect(refusal.init?.status).toBe(400);
  expect(refusal.data).toMatchObject(data);
}
