-- The front desk (product-rules.md: The front desk): a booking's whole life at the hotel, what each
-- member of staff changed, nights closed to sale, and which enquiries have been handled.

-- Every status a booking can reach (app/domain/booking-status.ts). SQLite cannot change a CHECK
-- constraint in place, so the table is rebuilt with the same rows and ids; booking_rooms refers to
-- it by id, and the check of those references waits until the rebuild is complete.
PRAGMA defer_foreign_keys = true;

CREATE TABLE bookings_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reference TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (
    status IN ('pending', 'confirmed', 'declined', 'cancelled', 'checked_in', 'checked_out', 'no_show')
  ),
  payment_status TEXT NOT NULL DEFAULT 'unpaid',
  source TEXT NOT NULL CHECK (source IN ('wizard', 'chat')),
  check_in_date TEXT NOT NULL,
  check_out_date TEXT NOT NULL,
  nights INTEGER NOT NULL,
  guest_name TEXT NOT NULL,
  guest_email TEXT NOT NULL,
  guest_phone TEXT NOT NULL,
  special_requests TEXT NOT NULL DEFAULT '',
  services TEXT NOT NULL DEFAULT '[]',
  subtotal_paise INTEGER NOT NULL,
  discount_paise INTEGER NOT NULL,
  cgst_paise INTEGER NOT NULL,
  sgst_paise INTEGER NOT NULL,
  total_paise INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- When the status last changed, and the note staff gave (a decline's note is the guest's reason).
  status_changed_at TEXT,
  status_note TEXT NOT NULL DEFAULT ''
);

INSERT INTO bookings_rebuilt (id, reference, status, payment_status, source, check_in_date, check_out_date, nights,
  guest_name, guest_email, guest_phone, special_requests, services, subtotal_paise, discount_paise, cgst_paise,
  sgst_paise, total_paise, created_at)
SELECT id, reference, status, payment_status, source, check_in_date, check_out_date, nights, guest_name,
  guest_email, guest_phone, special_requests, services, subtotal_paise, discount_paise, cgst_paise, sgst_paise,
  total_paise, created_at
FROM bookings;

DROP TABLE bookings;
ALTER TABLE bookings_rebuilt RENAME TO bookings;

CREATE INDEX bookings_pending_by_email ON bookings (lower(guest_email)) WHERE status = 'pending';
CREATE INDEX bookings_pending_by_phone ON bookings (guest_phone) WHERE status = 'pending';
-- The desk's lists: by status and stay, and newest requests first.
CREATE INDEX bookings_by_status_and_stay ON bookings (status, check_in_date);
CREATE INDEX bookings_by_created ON bookings (created_at);
CREATE INDEX bookings_by_stay ON bookings (check_in_date, check_out_date);

-- A room stops holding its nights from `released_from` on (declined, cancelled, no-show, an early
-- check-out): NULL holds every night of the stay. The nights before it stay on the record.
ALTER TABLE booking_rooms ADD COLUMN released_from TEXT;
UPDATE booking_rooms SET released_from = check_in_date WHERE status = 'cancelled';

-- Every change the desk makes, for anyone to read back: who, when, what, before and after, and why.
CREATE TABLE desk_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  staff_email TEXT NOT NULL,
  at TEXT NOT NULL,
  -- 'booking', 'calendar', 'rates', 'enquiry', 'delivery'
  subject TEXT NOT NULL,
  -- The booking reference, the room type and night, the enquiry's reference…
  subject_key TEXT NOT NULL,
  action TEXT NOT NULL,
  before_state TEXT,
  after_state TEXT,
  note TEXT NOT NULL DEFAULT '',
  -- The form's one-time key: the same submission twice records (and changes) nothing more.
  request_key TEXT UNIQUE
);
CREATE INDEX desk_audit_by_subject ON desk_audit (subject, subject_key, at);

-- Stop-sell: a room type closed to sale for one night. The site, the wizard and the chat offer none
-- of that type that night; bookings already made keep their rooms.
CREATE TABLE closed_nights (
  room_id INTEGER NOT NULL REFERENCES rooms(id),
  night TEXT NOT NULL,
  closed_by TEXT NOT NULL,
  closed_at TEXT NOT NULL,
  PRIMARY KEY (room_id, night)
);

-- Enquiries the hotel has dealt with (the rows are the outbox's, kept in both modes).
ALTER TABLE submissions ADD COLUMN handled_at TEXT;
ALTER TABLE submissions ADD COLUMN handled_by TEXT;
ALTER TABLE submissions ADD COLUMN handled_note TEXT;
CREATE INDEX submissions_by_kind_and_created ON submissions (kind, created_at);
CREATE INDEX subscribers_by_created ON subscribers (created_at);

-- The overbooking rule again (see migration 0003), now counting a room only for the nights it
-- still holds and refusing a night closed to sale. The expression is app/origin/occupancy-sql.server.ts
-- `peakOccupancySql` for NEW's room and stay; tests/worker/occupancy-sql.test.ts keeps them equal.
DROP TRIGGER booking_rooms_within_inventory;
CREATE TRIGGER booking_rooms_within_inventory
BEFORE INSERT ON booking_rooms
WHEN NEW.released_from IS NULL
BEGIN
  SELECT RAISE(ABORT, 'sold_out')
  WHERE COALESCE((
  SELECT MAX((
    SELECT COUNT(*) FROM booking_rooms AS occupied
    WHERE occupied.room_id = NEW.room_id
      AND occupied.check_in_date <= night.day
      AND occupied.check_out_date > night.day
      AND (occupied.released_from IS NULL OR occupied.released_from > night.day)
  ))
  FROM (
    SELECT NEW.check_in_date AS day
    UNION
    SELECT starting.check_in_date FROM booking_rooms AS starting
    WHERE starting.room_id = NEW.room_id
      AND starting.check_in_date > NEW.check_in_date
      AND starting.check_in_date < NEW.check_out_date
      AND (starting.released_from IS NULL OR starting.released_from > starting.check_in_date)
  ) AS night
), 0)
    >= COALESCE((SELECT total_rooms FROM room_inventory WHERE room_id = NEW.room_id), 0)
  OR EXISTS (
    SELECT 1 FROM closed_nights
    WHERE closed_nights.room_id = NEW.room_id
      AND closed_nights.night >= NEW.check_in_date
      AND closed_nights.night < NEW.check_out_date
  );
END;
