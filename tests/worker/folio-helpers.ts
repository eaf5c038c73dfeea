/**
 * Shared by the folio tests: stays written straight into D1 at known dates, rates and extra-guest
 * charges, already checked in (or in any status), and the folio's store called as the desk calls
 * it. Folio rows are never removed (the tables refuse it), so every stay has its own reference and
 * its own nights: no test clears the bookings another left.
 */
import { env } from "cloudflare:test";
import type { IsoDate } from "~/content/hotel";
import type { BookingStatus } from "~/domain/booking-status";
import type { ExtraCharge } from "~/domain/extra-guest-charges";
import { addDays } from "~/domain/hotel-date";
import { readFolio } from "~/desk/folio/folio-store.server";
import type { FolioView } from "~/desk/folio/folio-services";
import type { TaxDocument } from "~/domain/tax-document";
import { reception } from "./desk-helpers";

let stays = 0;

export interface FolioSeedRoom {
  roomId?: number;
  nightlyPaise?: number;
  nightlyRates?: number[];
  extraCharges?: ExtraCharge[];
  /** A numbered room (e.g. "101") the stay sleeps in every night. */
  number?: string;
}

export interface FolioSeed {
  checkIn: IsoDate;
  nights: number;
  status?: BookingStatus;
  rooms?: FolioSeedRoom[];
  /** The booking's offer discount on the rooms' rates, in paise. */
  discountPaise?: number;
  guestName?: string;
  billing?: { company: string; gstin: string; address: string };
  registeredAddress?: string;
}

/** Writes a stay and answers its reference and id. */
export async function seedStay(seed: FolioSeed): Promise<{ reference: string; id: number; roomIds: number[] }> {
  stays += 1;
  const reference = `FOLIO${String(stays).padStart(3, "0")}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const status = seed.status ?? "checked_in";
  const checkOut = addDays(seed.checkIn, seed.nights);
  const rooms = seed.rooms ?? [{}];
  const subtotal = rooms.reduce((sum, room) => {
    const rates = room.nightlyRates ?? Array.from({ length: seed.nights }, () => room.nightlyPaise ?? 450_000);
    return sum + rates.reduce((a, b) => a + b, 0) + (room.extraCharges ?? []).reduce((a, line) => a + line.amount, 0);
  }, 0);
  const booking = await env.DB.prepare(
    `INSERT INTO bookings (reference, status, source, check_in_date, check_out_date, nights, guest_name, guest_email, guest_phone,
       subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise, billing_company, billing_gstin, billing_address)
     VALUES (?, ?, 'phone', ?, ?, ?, ?, 'guest@example.com', '+919876543210', ?, ?, 0, 0, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      reference,
      status,
      seed.checkIn,
      checkOut,
      seed.nights,
      seed.guestName ?? "Asha Verma",
      subtotal,
      seed.discountPaise ?? 0,
      subtotal - (seed.discountPaise ?? 0),
      seed.billing?.company ?? "",
      seed.billing?.gstin ?? "",
      seed.billing?.address ?? "",
    )
    .first<{ id: number }>();
  if (!booking) throw new Error("The booking was not written");
  const roomIds: number[] = [];
  for (const room of rooms) {
    const unit = room.number
      ? await env.DB.prepare("SELECT id FROM room_units WHERE number = ? AND retired_at IS NULL").bind(room.number).first<{ id: number }>()
      : null;
    const inserted = await env.DB.prepare(
      `INSERT INTO booking_rooms (booking_id, room_id, check_in_date, check_out_date, adults, children, nightly_paise, nightly_rates, nights,
         subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise, status, extra_charges, unit_id)
       VALUES (?, ?, ?, ?, 2, 0, ?, ?, ?, 0, 0, 0, 0, 0, ?, ?, ?) RETURNING id`,
    )
      .bind(
        booking.id,
        room.roomId ?? 1,
        seed.checkIn,
        checkOut,
        room.nightlyPaise ?? room.nightlyRates?.[0] ?? 450_000,
        room.nightlyRates ? JSON.stringify(room.nightlyRates) : null,
        seed.nights,
        status,
        room.extraCharges ? JSON.stringify(room.extraCharges) : null,
        unit?.id ?? null,
      )
      .first<{ id: number }>();
    if (!inserted) throw new Error("The room was not written");
    roomIds.push(inserted.id);
    if (unit) {
      await env.DB.prepare(
        `WITH RECURSIVE stay(night) AS (SELECT ?2 UNION ALL SELECT date(night, '+1 day') FROM stay WHERE date(night, '+1 day') < ?3)
         INSERT INTO room_unit_nights (unit_id, night, booking_room_id) SELECT ?1, night, ?4 FROM stay`,
      )
        .bind(unit.id, seed.checkIn, checkOut, inserted.id)
        .run();
    }
  }
  if (seed.registeredAddress !== undefined) {
    await env.DB.prepare(
      `INSERT INTO guest_registrations (booking_id, full_name, address, nationality, id_type, id_number, arrived_at, recorded_by, recorded_at)
       VALUES (?, 'Asha Verma', ?, 'IN', 'driving_licence', 'MP09', ?, 'reception@hotel.example', ?)`,
    )
      .bind(booking.id, seed.registeredAddress, `${seed.checkIn}T06:30:00.000Z`, `${seed.checkIn}T06:30:00.000Z`)
      .run();
  }
  return { reference, id: booking.id, roomIds };
}

/** What every folio request carries besides its own fields. */
export function base(reference: string, now: Date, requestKey: string = crypto.randomUUID()) {
  return { reference, requestKey, staff: reception, now };
}

export async function folioOf(reference: string): Promise<FolioView> {
  const folio = await readFolio(env.DB, reference);
  if (!folio) throw new Error(`No folio for ${reference}`);
  return folio;
}

/** An extra adult at ₹800 a night for `nights` nights, as a booked room keeps it. */
export function extraAdult(nights: number, nightly = 80_000): ExtraCharge {
  return { kind: "adult", count: 1, nightly, nights, amount: nightly * nights };
}

/** An issued invoice or credit note as stored: its row and the document it keeps, parsed. */
export async function documentOf(id: number | undefined) {
  const row = await env.DB.prepare("SELECT * FROM tax_documents WHERE id = ?").bind(id ?? 0).first<{
    number: string;
    sequence: number;
    financial_year: string;
    kind: string;
    invoice_id: number | null;
    reason: string;
    recipient_gstin: string;
    total_paise: number;
    rounding_paise: number;
    issued_by: string;
    document: string;
  }>();
  if (!row) throw new Error(`No document ${id}`);
  return { ...row, parsed: JSON.parse(row.document) as TaxDocument };
}
