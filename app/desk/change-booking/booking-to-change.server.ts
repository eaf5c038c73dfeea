/**
 * A booking as the change page needs it (product-rules.md: Changing a booking): its status, dates
 * and amounts, each booked room with the rates it was booked at and the room it sleeps in night by
 * night, and the room types with their usual rate and occupancy.
 */
import { sumOf } from "~/domain/sum-of";
import type { IsoDate } from "~/content/hotel";
import type { BookingStatus } from "~/domain/booking-status";
import { extraChargesFromJson } from "~/domain/extra-charge-text";
import type { StayTotals } from "~/domain/price-stay";
import type { MoneyColumns } from "~/desk/bookings/booking-rows.server";
import type { RoomTypeChoice } from "~/desk/new-booking/new-booking-form";
import { type OccupancyRow, occupancyColumns, occupancyOf } from "~/origin/room-occupancy-row.server";

export interface BookedRoomToChange {
  id: number;
  roomId: number;
  roomTypeName: string;
  adults: number;
  children: number;
  olderChildren: number;
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** Each night's booked rate from the room's check-in, paise. */
  ratesPaise: number[];
  extrasPaise: number;
  /** The room it is in now, or null. */
  unit: { id: number; number: string } | null;
  /** The room it sleeps in on each night recorded (night → room id). */
  unitNights: Map<IsoDate, number>;
}

export interface BookingToChange {
  id: number;
  reference: string;
  status: BookingStatus;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guestName: string;
  guestEmail: string;
  totals: StayTotals;
  rooms: BookedRoomToChange[];
}

/** A room type with what pricing needs: its usual rate (rupees) and occupancy. */
export interface PricedType extends RoomTypeChoice {
  roomPrice: number;
}

interface RoomRow {
  id: number;
  room_id: number;
  room_type_name: string;
  adults: number;
  children: number;
  older_children: number | null;
  check_in_date: IsoDate;
  check_out_date: IsoDate;
  nightly_paise: number;
  nightly_rates: string | null;
  nights: number;
  extra_charges: string | null;
  unit_id: number | null;
  unit_number: string | null;
}

/** The booked rates of every night: the stored list, or one rate every night on rows made before it was kept. */
function bookedRatesOf(row: RoomRow): number[] {
  const stored: unknown = row.nightly_rates === null ? null : JSON.parse(row.nightly_rates);
  if (Array.isArray(stored) && stored.length > 0 && stored.every((rate) => Number.isSafeInteger(rate))) return stored as number[];
  return Array.from({ length: row.nights }, () => row.nightly_paise);
}

export async function bookingToChange(db: D1Database, reference: string): Promise<BookingToChange | null> {
  const booking = await db
    .prepare(
      `SELECT id, reference, status, check_in_date, check_out_date, guest_name, guest_email, subtotal_paise, discount_paise,
         cgst_paise, sgst_paise, total_paise FROM bookings WHERE reference = ?`,
    )
    .bind(reference)
    .first<
      MoneyColumns & {
        id: number;
        reference: string;
        status: BookingStatus;
        check_in_date: IsoDate;
        check_out_date: IsoDate;
        guest_name: string;
        guest_email: string;
      }
    >();
  if (!booking) return null;
  const [rooms, nights] = await Promise.all([
    db
      .prepare(
        `SELECT br.id, br.room_id, rooms.room_type_name, br.adults, br.children, br.older_children, br.check_in_date,
           br.check_out_date, br.nightly_paise, br.nightly_rates, br.nights, br.extra_charges, br.unit_id, unit.number AS unit_number
         FROM booking_rooms AS br JOIN rooms ON rooms.id = br.room_id LEFT JOIN room_units AS unit ON unit.id = br.unit_id
         WHERE br.booking_id = ? ORDER BY br.id`,
      )
      .bind(booking.id)
      .all<RoomRow>(),
    db
      .prepare(
        `SELECT nights.booking_room_id AS roomId, nights.unit_id AS unitId, nights.night FROM room_unit_nights AS nights
         JOIN booking_rooms AS br ON br.id = nights.booking_room_id WHERE br.booking_id = ?`,
      )
      .bind(booking.id)
      .all<{ roomId: number; unitId: number; night: IsoDate }>(),
  ]);
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    checkIn: booking.check_in_date,
    checkOut: booking.check_out_date,
    guestName: booking.guest_name,
    guestEmail: booking.guest_email,
    totals: {
      subtotal: booking.subtotal_paise,
      discount: booking.discount_paise,
      cgst: booking.cgst_paise,
      sgst: booking.sgst_paise,
      total: booking.total_paise,
    },
    rooms: rooms.results.map((row) => ({
      id: row.id,
      roomId: row.room_id,
      roomTypeName: row.room_type_name,
      adults: row.adults,
      children: row.children,
      olderChildren: Math.min(row.children, row.older_children ?? 0),
      checkIn: row.check_in_date,
      checkOut: row.check_out_date,
      ratesPaise: bookedRatesOf(row),
      extrasPaise: sumOf(extraChargesFromJson(row.extra_charges), (line) => line.amount),
      unit: row.unit_id === null ? null : { id: row.unit_id, number: row.unit_number ?? "" },
      unitNights: new Map(nights.results.filter((night) => night.roomId === row.id).map((night) => [night.night, night.unitId])),
    })),
  };
}

export async function roomTypesToPrice(db: D1Database): Promise<PricedType[]> {
  const { results } = await db
    .prepare(`SELECT rooms.id, rooms.room_type_name, rooms.room_price, ${occupancyColumns} FROM rooms ORDER BY rooms.sort_order, rooms.id`)
    .all<OccupancyRow & { id: number; room_type_name: string; room_price: number }>();
  return results.map((row) => ({ id: row.id, name: row.room_type_name, roomPrice: row.room_price, occupancy: occupancyOf(row) }));
}
