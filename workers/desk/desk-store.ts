/**
 * The front desk's reads and moves on D1 (product-rules.md: The front desk). Bookings live here in
 * embedded mode; upstream, the hotel's own system owns them and the desk reads the website's
 * record of each booking submission instead.
 */
import type { Lang } from "~/i18n/lang";
import type { IsoDate } from "~/content/hotel";
import { sendAgain } from "./send-again";
import { type BookingStatus, type DeskActionKey, deskActionByKey, moveProblem, releasesRooms } from "~/domain/booking-status";
import { addDays, compareDates, laterDate, todayInHotel } from "~/domain/hotel-date";
import type { BookingTaxLine } from "~/domain/api-types";
import { type RateRun, rateRunsOf } from "~/domain/price-stay";
import { taxLinesFromJson } from "~/domain/tax-lines-json";
import { bookingsPageSize, phoneDigitsOf } from "~/features/desk/booking-filter";
import { hotelDayStartUtc } from "~/features/desk/desk-time";
import type {
  BookingFilter,
  DeliveryRow,
  DeskBookingDetail,
  DeskBookingRow,
  DeskHistoryEntry,
  DeskMail,
  DeskServices,
  HandEntryOutcome,
  HandEntryRequest,
  MoveOutcome,
  MoveRequest,
  RoomsFreeTonight,
  StaffIdentity,
} from "~/services/desk-services";
import { closedNightSql, peakOccupancySql } from "../origins/occupancy-sql";

const exportLimit = 5000;

const rowColumns = `b.id, b.reference, b.status, b.source, b.check_in_date, b.check_out_date, b.nights,
  b.guest_name, b.guest_email, b.guest_phone, b.total_paise, b.created_at, b.status_changed_at, b.status_note,
  (SELECT json_group_array(rooms.room_type_name) FROM booking_rooms AS br JOIN rooms ON rooms.id = br.room_id
    WHERE br.booking_id = b.id) AS room_names,
  (SELECT COALESCE(SUM(br.adults), 0) FROM booking_rooms AS br WHERE br.booking_id = b.id) AS adults,
  (SELECT COALESCE(SUM(br.children), 0) FROM booking_rooms AS br WHERE br.booking_id = b.id) AS children`;

interface BookingRecord {
  id: number;
  reference: string;
  status: BookingStatus;
  source: "wizard" | "chat";
  check_in_date: IsoDate;
  check_out_date: IsoDate;
  nights: number;
  guest_name: string;
  guest_email: string;
  guest_phone: string;
  total_paise: number;
  created_at: string;
  status_changed_at: string | null;
  status_note: string;
  room_names: string;
  adults: number;
  children: number;
}

function toRow(record: BookingRecord): DeskBookingRow {
  return {
    reference: record.reference,
    status: record.status,
    source: record.source,
    checkIn: record.check_in_date,
    checkOut: record.check_out_date,
    nights: record.nights,
    guestName: record.guest_name,
    guestEmail: record.guest_email,
    guestPhone: record.guest_phone,
    rooms: JSON.parse(record.room_names) as string[],
    adults: record.adults,
    children: record.children,
    totalPaise: record.total_paise,
    createdAt: record.created_at,
    statusChangedAt: record.status_changed_at,
    statusNote: record.status_note,
  };
}

/** The WHERE clause and its values for a filter. */
function whereOf(filter: BookingFilter): { sql: string; values: (string | number)[] } {
  const clauses: string[] = [];
  const values: (string | number)[] = [];
  const add = (clause: string, ...bound: (string | number)[]) => {
    clauses.push(clause);
    values.push(...bound);
  };
  if (filter.status) add("b.status = ?", filter.status);
  if (filter.dateField === "stay") {
    // Stays with a night inside the range.
    if (filter.from) add("b.check_out_date > ?", filter.from);
    if (filter.to) add("b.check_in_date <= ?", filter.to);
  } else {
    // Requests made on those hotel days; stored times are UTC.
    if (filter.from) add("b.created_at >= ?", hotelDayStartUtc(filter.from));
    if (filter.to) add("b.created_at < ?", hotelDayStartUtc(addDays(filter.to, 1)));
  }
  if (filter.search) {
    const text = filter.search.toLowerCase();
    const digits = phoneDigitsOf(filter.search);
    const matches = [
      "instr(lower(b.reference), ?) > 0",
      "instr(lower(b.guest_name), ?) > 0",
      "instr(lower(b.guest_email), ?) > 0",
    ];
    const bound: string[] = [text, text, text];
    if (digits) {
      matches.push("instr(replace(replace(replace(b.guest_phone, '+', ''), ' ', ''), '-', ''), ?) > 0");
      bound.push(digits);
    }
    add(`(${matches.join(" OR ")})`, ...bound);
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "", values };
}

interface AuditRecord {
  at: string;
  staff_email: string;
  action: string;
  before_state: string | null;
  after_state: string | null;
  note: string;
}

/** A move's key already used for another booking (or another kind of change): nothing is moved. */
const keyUsedElsewhere: MoveOutcome = {
  ok: false,
  status: 422,
  message: "This form was already used for another booking, so nothing was changed. Reload the page and try again.",
};

function statusIn(state: string | null): BookingStatus | null {
  if (!state) return null;
  const parsed = JSON.parse(state) as { status?: BookingStatus };
  return parsed.status ?? null;
}

function toHistory(record: AuditRecord): DeskHistoryEntry {
  return {
    at: record.at,
    staffEmail: record.staff_email,
    action: record.action,
    before: statusIn(record.before_state),
    after: statusIn(record.after_state),
    note: record.note,
  };
}

/** The first night a booking's rooms stop holding after a move to `status`, or null to keep them. */
export function releaseFrom(status: BookingStatus, stay: { checkIn: IsoDate; checkOut: IsoDate }, today: IsoDate) {
  if (!releasesRooms(status)) return null;
  if (status === "checked_out") return compareDates(today, stay.checkOut) < 0 ? today : null;
  return laterDate(today, stay.checkIn);
}

/**
 * `deliver` starts the delivery of an outbox row at once (the Worker's deliverNow); without it a
 * row sent again waits for the next sweep.
 */
/**
 * The nights of a booked room grouped by the rate it was booked at (product-rules.md: Rates and
 * rate periods); a room booked before rates were kept per night had one rate every night.
 */
function bookedRates(line: { nightly_paise: number; nightly_rates: string | null; nights: number }): RateRun[] {
  const stored: unknown = line.nightly_rates === null ? null : JSON.parse(line.nightly_rates);
  const rates = Array.isArray(stored) && stored.every((rate) => Number.isSafeInteger(rate)) ? (stored as number[]) : null;
  return rates && rates.length > 0 ? rateRunsOf(rates) : [{ nightly: line.nightly_paise, nights: line.nights }];
}

/** Told of each move that took effect (not of a replayed form): where a move's e-mail is written. */
export type AfterMove = (reference: string, action: DeskActionKey, staff: StaffIdentity) => Promise<void>;

export function createDeskStore(
  db: D1Database,
  mode: DeskServices["mode"],
  deliver: (submissionId: number) => void = () => {},
  afterMove: AfterMove = async () => {},
): DeskServices {
  const rows = async (sql: string, ...values: (string | number)[]) => {
    const { results } = await db
      .prepare(`SELECT ${rowColumns} FROM bookings AS b ${sql}`)
      .bind(...values)
      .all<BookingRecord>();
    return results.map(toRow);
  };

  async function replayOf(requestKey: string) {
    return db
      .prepare("SELECT action, after_state, subject, subject_key FROM desk_audit WHERE request_key = ?")
      .bind(requestKey)
      .first<{ action: string; after_state: string | null; subject: string; subject_key: string }>();
  }

  /** The first answer again, but only to the booking the key was first used for. */
  function replayAnswer(
    replay: NonNullable<Awaited<ReturnType<typeof replayOf>>>,
    request: MoveRequest,
    to: BookingStatus,
  ): MoveOutcome {
    if (replay.subject !== "booking" || replay.subject_key !== request.reference) return keyUsedElsewhere;
    return { ok: true, action: request.action, status: statusIn(replay.after_state) ?? to, replayed: true };
  }

  async function move(request: MoveRequest): Promise<MoveOutcome> {
    const action = deskActionByKey(request.action);
    if (!action) return { ok: false, status: 409, message: "The desk does not know that move." };
    const replay = await replayOf(request.requestKey);
    if (replay) return replayAnswer(replay, request, action.to);
    const booking = await db
      .prepare("SELECT id, status, status_note, check_in_date, check_out_date FROM bookings WHERE reference = ?")
      .bind(request.reference)
      .first<{ id: number; status: BookingStatus; status_note: string; check_in_date: IsoDate; check_out_date: IsoDate }>();
    if (!booking) return { ok: false, status: 404, message: "There is no booking with that reference." };
    const today = todayInHotel(request.now);
    const stay = { status: booking.status, checkIn: booking.check_in_date, checkOut: booking.check_out_date };
    const problem = moveProblem(action, stay, today);
    if (problem) return { ok: false, status: 409, message: `${problem} The page you used was out of date; here is the booking as it is now.` };
    const at = request.now.toISOString();
    const releasedFrom = releaseFrom(action.to, stay, today);
    const before = { status: booking.status, note: booking.status_note };
    const after = { status: action.to, note: request.note, released_from: releasedFrom };
    try {
      await db.batch([
        // Only from the status this decision was made on: a move made meanwhile wins.
        db
          .prepare("UPDATE bookings SET status = ?, status_changed_at = ?, status_note = ? WHERE id = ? AND status = ?")
          .bind(action.to, at, request.note, booking.id, booking.status),
        // Written only when the booking moved (NULL breaks NOT NULL and rolls the batch back), and at
        // most once per form (request_key is UNIQUE).
        db
          .prepare(
            `INSERT INTO desk_audit (staff_email, at, subject, subject_key, action, before_state, after_state, note, request_key)
             SELECT CASE WHEN changes() = 1 THEN ? END, ?, 'booking', ?, ?, ?, ?, ?, ?`,
          )
          .bind(
            request.staff.email,
            at,
            request.reference,
            action.key,
            JSON.stringify(before),
            JSON.stringify(after),
            request.note,
            request.requestKey,
          ),
        db
          .prepare("UPDATE booking_rooms SET status = ?, released_from = COALESCE(?, released_from) WHERE booking_id = ?")
          .bind(action.to, releasedFrom, booking.id),
      ]);
    } catch (error) {
      // The same form sent twice at once, or another move landed first: answer from what is there now.
      const raced = await replayOf(request.requestKey);
      if (raced) return replayAnswer(raced, request, action.to);
      const current = await db.prepare("SELECT status FROM bookings WHERE id = ?").bind(booking.id).first<{ status: BookingStatus }>();
      if (current && current.status !== booking.status) {
        return { ok: false, status: 409, message: "Someone else changed this booking a moment ago; here it is as it is now." };
      }
      throw error;
    }
    await afterMove(request.reference, action.key, request.staff);
    return { ok: true, action: action.key, status: action.to, replayed: false };
  }

  async function markEnteredByHand(request: HandEntryRequest): Promise<HandEntryOutcome> {
    if (await replayOf(request.requestKey)) return { ok: true, replayed: true };
    const row = await db
      .prepare("SELECT id, status, handled_at FROM submissions WHERE reference = ? AND kind = 'booking'")
      .bind(request.reference)
      .first<{ id: number; status: string; handled_at: string | null }>();
    if (!row) return { ok: false, status: 404, message: "There is no booking request with that reference." };
    if (row.status !== "dead") {
      return { ok: false, status: 409, message: "Only a request the hotel's system never received can be entered by hand." };
    }
    if (row.handled_at) return { ok: false, status: 409, message: "This request was already marked as entered by hand." };
    const at = request.now.toISOString();
    try {
      await db.batch([
        db
          .prepare(
            `UPDATE submissions SET handled_at = ?, handled_by = ?, handled_note = ?
             WHERE id = ? AND status = 'dead' AND handled_at IS NULL`,
          )
          .bind(at, request.staff.email, request.note, row.id),
        db
          .prepare(
            `INSERT INTO desk_audit (staff_email, at, subject, subject_key, action, before_state, after_state, note, request_key)
             SELECT CASE WHEN changes() = 1 THEN ? END, ?, 'delivery', ?, 'entered_by_hand', ?, ?, ?, ?`,
          )
          .bind(
            request.staff.email,
            at,
            request.reference,
            JSON.stringify({ status: "dead", entered_by_hand: false }),
            JSON.stringify({ status: "dead", entered_by_hand: true }),
            request.note,
            request.requestKey,
          ),
      ]);
    } catch (error) {
      if (await replayOf(request.requestKey)) return { ok: true, replayed: true };
      const now = await db.prepare("SELECT handled_at FROM submissions WHERE id = ?").bind(row.id).first<{ handled_at: string | null }>();
      if (now?.handled_at) return { ok: false, status: 409, message: "This request was already marked as entered by hand." };
      throw error;
    }
    return { ok: true, replayed: false };
  }

  return {
    mode,
    markEnteredByHand,
    sendAgain: (request) => sendAgain(db, deliver, request),
    async today(now) {
      const today = todayInHotel(now);
      const tomorrow = addDays(today, 1);
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
      const [arrivals, departures, inHouse, awaitingDecision, free, stale] = await Promise.all([
        rows("WHERE b.check_in_date = ? AND b.status IN ('confirmed', 'pending') ORDER BY b.guest_name", today),
        rows("WHERE b.check_out_date = ? AND b.status = 'checked_in' ORDER BY b.guest_name", today),
        rows("WHERE b.status = 'checked_in' ORDER BY b.check_out_date, b.guest_name"),
        rows("WHERE b.status = 'pending' ORDER BY b.created_at, b.id LIMIT 100"),
        db
          .prepare(
            `SELECT rooms.room_type_name, room_inventory.total_rooms,
               ${closedNightSql("rooms.id", "?1", "?2")} AS closed,
               room_inventory.total_rooms - ${peakOccupancySql("rooms.id", "?1", "?2")} AS free
             FROM rooms JOIN room_inventory ON room_inventory.room_id = rooms.id
             ORDER BY rooms.sort_order, rooms.id`,
          )
          .bind(today, tomorrow)
          .all<{ room_type_name: string; total_rooms: number; closed: number; free: number }>(),
        db
          .prepare("SELECT COUNT(*) AS count FROM bookings WHERE status = 'pending' AND created_at < ?")
          .bind(dayAgo)
          .first<{ count: number }>(),
      ]);
      const freeTonight = free.results.map(
        (room): RoomsFreeTonight => ({
          roomTypeName: room.room_type_name,
          totalRooms: room.total_rooms,
          closed: room.closed === 1,
          free: room.closed === 1 ? 0 : Math.max(0, room.free),
        }),
      );
      return { arrivals, departures, inHouse, awaitingDecision, freeTonight, stalePending: stale?.count ?? 0 };
    },

    async listBookings(filter) {
      const where = whereOf(filter);
      const count = await db
        .prepare(`SELECT COUNT(*) AS count FROM bookings AS b ${where.sql}`)
        .bind(...where.values)
        .first<{ count: number }>();
      const offset = (filter.page - 1) * bookingsPageSize;
      const page = await rows(
        `${where.sql} ORDER BY b.created_at DESC, b.id DESC LIMIT ${bookingsPageSize} OFFSET ${offset}`,
        ...where.values,
      );
      return { rows: page, total: count?.count ?? 0, page: filter.page, pageSize: bookingsPageSize };
    },

    exportBookings(filter) {
      const where = whereOf(filter);
      return rows(`${where.sql} ORDER BY b.created_at DESC, b.id DESC LIMIT ${exportLimit}`, ...where.values);
    },

    async getBooking(reference) {
      const record = await db
        .prepare(
          `SELECT ${rowColumns}, b.special_requests, b.services, b.subtotal_paise, b.discount_paise, b.cgst_paise,
             b.sgst_paise, (SELECT lang FROM submissions WHERE submissions.reference = b.reference) AS lang
           FROM bookings AS b WHERE b.reference = ?`,
        )
        .bind(reference)
        .first<
          BookingRecord & {
            special_requests: string;
            services: string;
            subtotal_paise: number;
            discount_paise: number;
            cgst_paise: number;
            sgst_paise: number;
            lang: Lang | null;
          }
        >();
      if (!record) return null;
      const [lines, audit, mail] = await Promise.all([
        db
          .prepare(
            `SELECT rooms.room_type_name, br.adults, br.children, br.nightly_paise, br.nightly_rates, br.nights, br.subtotal_paise,
               br.discount_paise, br.cgst_paise, br.sgst_paise, br.total_paise, br.tax_lines, br.released_from
             FROM booking_rooms AS br JOIN rooms ON rooms.id = br.room_id WHERE br.booking_id = ? ORDER BY br.id`,
          )
          .bind(record.id)
          .all<{
            room_type_name: string;
            adults: number;
            children: number;
            nightly_paise: number;
            nightly_rates: string | null;
            tax_lines: string | null;
            nights: number;
            subtotal_paise: number;
            discount_paise: number;
            cgst_paise: number;
            sgst_paise: number;
            total_paise: number;
            released_from: IsoDate | null;
          }>(),
        db
          .prepare(
            `SELECT at, staff_email, action, before_state, after_state, note FROM desk_audit
             WHERE subject = 'booking' AND subject_key = ? ORDER BY at, id`,
          )
          .bind(reference)
          .all<AuditRecord>(),
        db
          .prepare(
            `SELECT kind, to_address AS "to", subject, status, created_at AS createdAt, sent_at AS sentAt,
               (SELECT group_concat(json_extract(file.value, '$.filename'), ', ') FROM json_each(attachments) AS file) AS attached
             FROM mail_outbox WHERE about = ? ORDER BY created_at, id`,
          )
          .bind(reference)
          .all<DeskMail>(),
      ]);
      const detail: DeskBookingDetail = {
        ...toRow(record),
        specialRequests: record.special_requests,
        services: JSON.parse(record.services) as string[],
        subtotalPaise: record.subtotal_paise,
        discountPaise: record.discount_paise,
        cgstPaise: record.cgst_paise,
        sgstPaise: record.sgst_paise,
        roomLines: lines.results.map((line) => ({
          roomTypeName: line.room_type_name,
          adults: line.adults,
          children: line.children,
          nightlyPaise: line.nightly_paise,
          rates: bookedRates(line),
          nights: line.nights,
          subtotalPaise: line.subtotal_paise,
          discountPaise: line.discount_paise,
          cgstPaise: line.cgst_paise,
          sgstPaise: line.sgst_paise,
          totalPaise: line.total_paise,
          taxes: line.tax_lines === null ? null : taxLinesFromJson(JSON.parse(line.tax_lines) as BookingTaxLine[]),
          releasedFrom: line.released_from,
        })),
        history: audit.results.map(toHistory),
        mail: mail.results,
        lang: record.lang ?? "en",
      };
      return detail;
    },

    move,

    async deliveries() {
      const [list, counts] = await Promise.all([
        db
          .prepare(
            `SELECT reference, status, attempts, last_error, created_at, delivered_at, handled_at, handled_by, handled_note,
               coalesce(json_extract(payload, '$.bookings[0].name'), json_extract(payload, '$.name'), '') AS name,
               coalesce(json_extract(payload, '$.bookings[0].email'), json_extract(payload, '$.email'), '') AS email,
               coalesce(json_extract(payload, '$.bookings[0].phone'), json_extract(payload, '$.phone'), '') AS phone,
               coalesce(json_extract(payload, '$.bookings[0].check_in_date'), json_extract(payload, '$.checkIn'), '') AS check_in,
               coalesce(json_extract(payload, '$.bookings[0].check_out_date'), json_extract(payload, '$.checkOut'), '') AS check_out
             FROM submissions WHERE kind = 'booking' AND status <> 'processing' AND reference IS NOT NULL
             ORDER BY created_at DESC, id DESC LIMIT 200`,
          )
          .all<{
            reference: string;
            status: DeliveryRow["status"];
            attempts: number;
            last_error: string | null;
            created_at: string;
            delivered_at: string | null;
            handled_at: string | null;
            handled_by: string | null;
            handled_note: string | null;
            name: string;
            email: string;
            phone: string;
            check_in: string;
            check_out: string;
          }>(),
        db
          .prepare(
            `SELECT COALESCE(SUM(status = 'dead'), 0) AS dead, COALESCE(SUM(status = 'retrying'), 0) AS retrying
             FROM submissions WHERE status IN ('dead', 'retrying')`,
          )
          .first<{ dead: number; retrying: number }>(),
      ]);
      return {
        rows: list.results.map((row) => ({
          reference: row.reference,
          status: row.status,
          guestName: row.name,
          guestEmail: row.email,
          guestPhone: row.phone,
          checkIn: row.check_in,
          checkOut: row.check_out,
          attempts: row.attempts,
          lastError: row.last_error,
          createdAt: row.created_at,
          deliveredAt: row.delivered_at,
          enteredByHand: row.handled_at
            ? { at: row.handled_at, by: row.handled_by ?? "", note: row.handled_note ?? "" }
            : null,
        })),
        undelivered: { dead: counts?.dead ?? 0, retrying: counts?.retrying ?? 0 },
      };
    },
  };
}
