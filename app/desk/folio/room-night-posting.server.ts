/**
 * Room nights on the folio (product-rules.md: The folio and the tax invoice): a checked-in stay's
 * nights are posted night by night, each at the rate the booking kept for it less the booking's
 * offer, with the room's extra-guest charge beside it, both taxed by the slab of what the room costs
 * that night. A night is posted once: its key is the room, the night, the kind and how many times it
 * was voided, and INSERT OR IGNORE lets two posters at once write it once. A night staff voided (a
 * complimentary night, an early departure put right) is never posted again by itself.
 */
import { sumOf } from "~/domain/sum-of";
import { type IsoDate, hotel } from "~/content/hotel";
import { chargeRate } from "~/domain/charge-catalogue";
import { extraChargesFromJson } from "~/domain/extra-charge-text";
import { type FolioLineKind, pricedLine, roomLabel, roomNightDescription } from "~/domain/folio";
import { addDays, compareDates, nightsBetween, todayInHotel } from "~/domain/hotel-date";
import { nightlyAfterOffer } from "~/domain/price-stay";
import { bookedOfferPercent } from "~/domain/stay-change";
import { type BookedRoomRow, bookedRooms } from "~/desk/check-in/booked-rooms.server";
import { readBillingSettings } from "./billing-settings.server";

/** Who posted a night the Worker posted by itself, as the folio names it. */
export const nightAuditStaff = "night audit";

/** The rate the booking kept for the room's `index`th night: its own list, or its one rate. */
function keptRate(room: BookedRoomRow, index: number): number {
  const stored: unknown = room.nightly_rates === null ? null : JSON.parse(room.nightly_rates);
  const rate = Array.isArray(stored) ? stored[index] : undefined;
  return Number.isSafeInteger(rate) ? (rate as number) : room.nightly_paise;
}

/** The nights of a room due by `through` (inclusive): from its check-in, before its check-out and before it was released. */
export function dueNights(room: { checkIn: IsoDate; checkOut: IsoDate; releasedFrom: IsoDate | null }, through: IsoDate): IsoDate[] {
  const nights: IsoDate[] = [];
  for (let night = room.checkIn; compareDates(night, room.checkOut) < 0 && compareDates(night, through) <= 0; night = addDays(night, 1)) {
    if (room.releasedFrom !== null && compareDates(night, room.releasedFrom) >= 0) break;
    nights.push(night);
  }
  return nights;
}

/** The key of a night's posting: a second poster at once writes nothing, and a voided night could be posted anew. */
export function nightKey(bookingRoomId: number, night: IsoDate, kind: "room_night" | "extra_guests", voidedBefore: number): string {
  return `night:${bookingRoomId}:${night}:${kind}:${voidedBefore}`;
}

/**
 * Posts the nights of a checked-in booking due up to and including `through` that are not on its
 * folio yet; answers how many lines were written. Nothing is posted once the invoice is issued or
 * when the booking is not checked in.
 */
export async function postDueRoomNights(db: D1Database, bookingId: number, through: IsoDate, by: string = nightAuditStaff, now: Date = new Date()): Promise<number> {
  const booking = await db
    .prepare("SELECT status, subtotal_paise, discount_paise FROM bookings WHERE id = ?")
    .bind(bookingId)
    .first<{ status: string; subtotal_paise: number; discount_paise: number }>();
  if (booking?.status !== "checked_in") return 0;
  const [rooms, posted, billing] = await Promise.all([
    bookedRooms(db, bookingId),
    db
      .prepare(
        `SELECT line.booking_room_id, line.night, line.kind, EXISTS (SELECT 1 FROM folio_lines AS v WHERE v.voids_line_id = line.id) AS voided
         FROM folio_lines AS line WHERE line.booking_id = ? AND line.kind IN ('room_night', 'extra_guests')`,
      )
      .bind(bookingId)
      .all<{ booking_room_id: number; night: IsoDate; kind: FolioLineKind; voided: number }>(),
    readBillingSettings(db),
  ]);
  const numbers = await db
    .prepare(
      `SELECT nights.booking_room_id, nights.night, unit.number FROM room_unit_nights AS nights JOIN room_units AS unit ON unit.id = nights.unit_id
       WHERE nights.booking_room_id IN (SELECT id FROM booking_rooms WHERE booking_id = ?)`,
    )
    .bind(bookingId)
    .all<{ booking_room_id: number; night: IsoDate; number: string }>();
  const numberOn = new Map(numbers.results.map((row) => [`${row.booking_room_id}:${row.night}`, row.number]));
  const onFolio = new Map<string, { voids: number }>();
  for (const line of posted.results) {
    const key = `${line.booking_room_id}:${line.night}:${line.kind}`;
    const entry = onFolio.get(key) ?? { voids: 0 };
    entry.voids += line.voided;
    onFolio.set(key, entry);
  }
  const extras = rooms.map((room) => extraChargesFromJson(room.extra_charges));
  const percentOff = bookedOfferPercent({
    subtotalPaise: booking.subtotal_paise,
    discountPaise: booking.discount_paise,
    extrasPaise: sumOf(extras.flat(), (line) => line.amount),
  });
  const at = now.toISOString();
  const statements: D1PreparedStatement[] = [];
  const insert = db.prepare(
    `INSERT OR IGNORE INTO folio_lines (booking_id, kind, category, booking_room_id, night, description, code, quantity, unit_paise,
       taxable_paise, cgst_basis_points, sgst_basis_points, cgst_paise, sgst_paise, total_paise, reason, posted_by, posted_at, request_key)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, 1, ?8, ?8, ?9, ?10, ?11, ?12, ?13, '', ?14, ?15, ?16
     WHERE EXISTS (SELECT 1 FROM bookings WHERE id = ?1 AND status = 'checked_in')
       AND NOT EXISTS (SELECT 1 FROM tax_documents WHERE booking_id = ?1 AND kind = 'invoice')`,
  );
  rooms.forEach((room, index) => {
    const extraNightly = sumOf(extras[index] ?? [], (line) => line.count * line.nightly);
    const nights = dueNights({ checkIn: room.check_in_date, checkOut: room.check_out_date, releasedFrom: room.released_from }, through);
    for (const night of nights) {
      const roomPaise = nightlyAfterOffer(keptRate(room, nightsBetween(room.check_in_date, night)), percentOff);
      const rate = chargeRate("room", night, { specifiedPremises: billing.specifiedPremises, roomNightPaise: roomPaise + extraNightly });
      const number = numberOn.get(`${room.id}:${night}`) ?? room.unit_number;
      const parts: { kind: "room_night" | "extra_guests"; category: "room" | "extra_guests"; what: string; unit: number }[] = [
        { kind: "room_night", category: "room", what: room.room_type_name, unit: roomPaise },
      ];
      if (extraNightly > 0) parts.push({ kind: "extra_guests", category: "extra_guests", what: "Extra guests", unit: extraNightly });
      for (const part of parts) {
        // Already on the folio, or voided by staff: a voided night is never posted again by itself.
        if (onFolio.has(`${room.id}:${night}:${part.kind}`)) continue;
        const money = pricedLine(1, part.unit, rate);
        statements.push(
          insert.bind(
            bookingId,
            part.kind,
            part.category,
            room.id,
            night,
            roomNightDescription(roomLabel(number, part.what), night),
            rate.code,
            part.unit,
            rate.cgstBasisPoints,
            rate.sgstBasisPoints,
            money.cgstPaise,
            money.sgstPaise,
            money.totalPaise,
            by,
            at,
            nightKey(room.id, night, part.kind, 0),
          ),
        );
      }
    }
  });
  if (statements.length === 0) return 0;
  const results = await db.batch(statements);
  return sumOf(results, (result) => result.meta.changes ?? 0);
}

/** Whether the hotel's check-in hour has come on the hotel's day at `now`: tonight's nights begin then. */
export function checkInHourHasCome(now: Date): boolean {
  const [hours, minutes] = hotel.checkInTimeIso.split(":").map(Number);
  // Asia/Kolkata keeps one offset all year (+05:30).
  const local = new Date(now.getTime() + 330 * 60_000);
  return local.getUTCHours() * 60 + local.getUTCMinutes() >= (hours ?? 12) * 60 + (minutes ?? 0);
}

/**
 * The Cron job's night audit: every checked-in stay's nights up to tonight once the check-in hour
 * has come (before it, up to last night), so a guest leaving early in the morning is not charged
 * the night they did not stay.
 */
export async function postDueRoomNightsForAll(db: D1Database, now: Date): Promise<number> {
  const today = todayInHotel(now);
  const through = checkInHourHasCome(now) ? today : addDays(today, -1);
  // Only stays with a room whose last due night is not on the folio yet (posted, or posted and voided):
  // each minute's run is one query when there is nothing to post.
  const lastDue = "MIN(?1, date(br.check_out_date, '-1 day'), COALESCE(date(br.released_from, '-1 day'), '9999-12-31'))";
  const { results } = await db
    .prepare(
      `SELECT DISTINCT br.booking_id AS id FROM booking_rooms AS br JOIN bookings AS b ON b.id = br.booking_id
       WHERE b.status = 'checked_in' AND br.check_in_date <= ${lastDue}
         AND NOT EXISTS (SELECT 1 FROM folio_lines AS line WHERE line.booking_room_id = br.id AND line.kind = 'room_night' AND line.night = ${lastDue})
       ORDER BY br.booking_id`,
    )
    .bind(through)
    .all<{ id: number }>();
  let posted = 0;
  for (const booking of results) {
    try {
      posted += await postDueRoomNights(db, booking.id, through, nightAuditStaff, now);
    } catch (error) {
      // One stay that cannot be posted (a night before any GST table) must not hold up the others; the
      // booking's id and the error's kind only, never its guest.
      console.error(`Night audit: booking ${booking.id} was not posted (${error instanceof Error ? error.name : "error"})`);
    }
  }
  return posted;
}
