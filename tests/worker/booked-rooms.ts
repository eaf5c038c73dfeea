import { env } from "cloudflare:test";

let bookingCounter = 0;

/**
 * Books `count` rooms of `roomId` for [checkIn, checkOut) straight into D1, the way a confirmed
 * or pending booking sits there, so availability can be checked against known occupancy.
 */
export async function bookRooms(
  roomId: number,
  checkIn: string,
  checkOut: string,
  options: { count?: number; status?: "pending" | "confirmed" | "cancelled" } = {},
): Promise<void> {
  const { count = 1, status = "pending" } = options;
  bookingCounter += 1;
  const reference = `TEST${String(bookingCounter).padStart(4, "0")}`;
  const booking = await env.DB.prepare(
    `INSERT INTO bookings (reference, status, source, check_in_date, check_out_date, nights, guest_name, guest_email,
       guest_phone, subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise)
     VALUES (?1, ?2, 'wizard', ?3, ?4, 1, 'Test Guest', 'guest@example.com', '9000000000', 0, 0, 0, 0, 0)
     RETURNING id`,
  )
    .bind(reference, status, checkIn, checkOut)
    .first<{ id: number }>();
  const insertRoom = env.DB.prepare(
    `INSERT INTO booking_rooms (booking_id, room_id, check_in_date, check_out_date, adults, children, nightly_paise,
       nights, subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise, status, released_from)
     VALUES (?1, ?2, ?3, ?4, 2, 0, 0, 1, 0, 0, 0, 0, 0, ?5, ?6)`,
  );
  // A cancelled booking's rooms hold none of their nights.
  const releasedFrom = status === "cancelled" ? checkIn : null;
  await env.DB.batch(
    Array.from({ length: count }, () => insertRoom.bind(booking?.id, roomId, checkIn, checkOut, status, releasedFrom)),
  );
}

/**
 * Forgets every folio (lines, payments, settlements, invoices and credit notes). Those tables refuse
 * any delete, so each of their triggers is dropped, the rows deleted and the trigger created again
 * exactly as the migrations wrote it, in the same batch: a test starts again, the rule stays.
 */
function clearFolioStatements(): D1PreparedStatement[] {
  const guarded = /CREATE TRIGGER (\w+)\s+BEFORE (?:UPDATE|DELETE) ON (?:company_settlements|folio_payments|folio_lines|tax_documents)\b/;
  const triggers = env.TEST_MIGRATIONS.flatMap((migration) => migration.queries).filter((query) => guarded.test(query));
  return [
    ...triggers.map((query) => env.DB.prepare(`DROP TRIGGER IF EXISTS ${guarded.exec(query)?.[1]}`)),
    ...["company_settlements", "folio_payments", "folio_lines", "tax_documents"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
    ...triggers.map((query) => env.DB.prepare(query)),
  ];
}

/**
 * Forgets every booking and what hangs on it (its folio, the rooms it sleeps in, its guest
 * register), children first so no foreign key is left pointing at nothing. Rooms out of order stay.
 */
export function clearBookingStatements(): D1PreparedStatement[] {
  return [
    ...clearFolioStatements(),
    env.DB.prepare("DELETE FROM room_unit_nights WHERE booking_room_id IS NOT NULL"),
    env.DB.prepare("DELETE FROM guest_registrations"),
    env.DB.prepare("DELETE FROM deposit_refunds"),
    env.DB.prepare("DELETE FROM payment_events"),
    env.DB.prepare("DELETE FROM booking_deposits"),
    env.DB.prepare("DELETE FROM booking_rooms"),
    env.DB.prepare("DELETE FROM bookings"),
  ];
}

export async function clearBookings(): Promise<void> {
  await env.DB.batch(clearBookingStatements());
}

/**
 * Makes `count` of the type's numbered rooms in service, the way the desk does: retiring its last
 * rooms, or bringing retired ones back and adding new ones (numbered like "4X1") when short.
 */
export async function setRoomsInService(roomId: number, count: number): Promise<void> {
  const { results } = await env.DB.prepare("SELECT id, number, retired_at FROM room_units WHERE room_id = ? ORDER BY sort_order, id")
    .bind(roomId)
    .all<{ id: number; number: string; retired_at: string | null }>();
  const inService = results.filter((unit) => unit.retired_at === null);
  if (inService.length > count) {
    const retire = env.DB.prepare("UPDATE room_units SET retired_at = '2000-01-01T00:00:00.000Z', retired_by = 'test' WHERE id = ?");
    await env.DB.batch(inService.slice(count).map((unit) => retire.bind(unit.id)));
    return;
  }
  let short = count - inService.length;
  for (const unit of results.filter((candidate) => candidate.retired_at !== null)) {
    if (short === 0) return;
    const clash = await env.DB.prepare("SELECT 1 FROM room_units WHERE number = ? AND retired_at IS NULL").bind(unit.number).first();
    if (clash) continue;
    await env.DB.prepare("UPDATE room_units SET retired_at = NULL, retired_by = NULL WHERE id = ?").bind(unit.id).run();
    short -= 1;
  }
  for (let added = 1; short > 0; added += 1) {
    const number = `${roomId}X${added}`;
    if (await env.DB.prepare("SELECT 1 FROM room_units WHERE number = ? AND retired_at IS NULL").bind(number).first()) continue;
    await env.DB.prepare("INSERT INTO room_units (room_id, number, sort_order) VALUES (?, ?, 1000 + ?)").bind(roomId, number, added).run();
    short -= 1;
  }
}

/** Forgets every room given to a stay and every spell out of order, so bookings can be cleared. */
export async function clearRoomNights(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM room_unit_nights"),
    env.DB.prepare("UPDATE booking_rooms SET unit_id = NULL"),
    env.DB.prepare("DELETE FROM room_unit_blocks"),
  ]);
}

/**
 * Books one room of numbered room `number`'s type for [checkIn, checkOut) and gives the stay that
 * room for each night, as the desk's room assignment does; answers the booking's reference.
 */
export async function bookRoomNumbered(
  number: string,
  checkIn: string,
  checkOut: string,
  status: "pending" | "confirmed" = "confirmed",
): Promise<string> {
  const unit = await env.DB.prepare("SELECT id, room_id FROM room_units WHERE number = ? AND retired_at IS NULL")
    .bind(number)
    .first<{ id: number; room_id: number }>();
  if (!unit) throw new Error(`No room ${number} in service`);
  await bookRooms(unit.room_id, checkIn, checkOut, { status });
  const booked = await env.DB.prepare(
    "SELECT booking_rooms.id, bookings.reference FROM booking_rooms JOIN bookings ON bookings.id = booking_rooms.booking_id ORDER BY booking_rooms.id DESC LIMIT 1",
  ).first<{ id: number; reference: string }>();
  if (!booked) throw new Error("The booking was not written");
  await env.DB.batch([
    env.DB.prepare("UPDATE booking_rooms SET unit_id = ? WHERE id = ?").bind(unit.id, booked.id),
    env.DB.prepare(
      `WITH RECURSIVE stay(night) AS (SELECT ?2 UNION ALL SELECT date(night, '+1 day') FROM stay WHERE date(night, '+1 day') < ?3)
       INSERT INTO room_unit_nights (unit_id, night, booking_room_id) SELECT ?1, night, ?4 FROM stay`,
    ).bind(unit.id, checkIn, checkOut, booked.id),
  ]);
  return booked.reference;
}

/** Puts the numbered rooms back as migration 0026 seeds them (101–112, 201–210, 301–306, 401–404), all in service. */
export async function resetRoomUnits(): Promise<void> {
  await clearRoomNights();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM room_units WHERE id > 32"),
    // Two steps, so no room holds another's number halfway.
    env.DB.prepare("UPDATE room_units SET retired_at = NULL, retired_by = NULL, number = 'T' || id"),
    env.DB.prepare("UPDATE room_units SET number = printf('%d%02d', room_id, sort_order)"),
  ]);
}

/** A booking's rooms' ids (booking_rooms.id), in booking order. */
export async function bookingRoomIds(reference: string): Promise<number[]> {
  const { results } = await env.DB.prepare("SELECT br.id FROM booking_rooms AS br JOIN bookings AS b ON b.id = br.booking_id WHERE b.reference = ? ORDER BY br.id")
    .bind(reference)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/** The id of room number `number` in service. */
export async function unitId(number: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM room_units WHERE number = ? AND retired_at IS NULL").bind(number).first<{ id: number }>();
  if (!row) throw new Error(`no room ${number}`);
  return row.id;
}

/** Each booked room's number, in booking order (null: "No room yet"). */
export async function roomNumbersOf(reference: string): Promise<(string | null)[]> {
  const { results } = await env.DB.prepare(
    `SELECT unit.number FROM booking_rooms AS br JOIN bookings AS b ON b.id = br.booking_id
     LEFT JOIN room_units AS unit ON unit.id = br.unit_id WHERE b.reference = ? ORDER BY br.id`,
  )
    .bind(reference)
    .all<{ number: string | null }>();
  return results.map((row) => row.number);
}
