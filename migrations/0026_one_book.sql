-- One book for every booking (product-rules.md: The hotel's one book): bookings staff take by
-- phone, at the counter or from a channel; each room type's rooms by number, with out-of-order
-- dates; the room each stay sleeps in, night by night; and the guest register kept at check-in.

-- Where a booking came from, the channel's own reference and the member of staff who made it.
-- SQLite cannot change a CHECK constraint in place, so the table is rebuilt with the same rows and
-- ids; booking_rooms refers to it by id, and that check waits until the rebuild is complete.
PRAGMA defer_foreign_keys = true;

CREATE TABLE bookings_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reference TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (
    status IN ('pending', 'confirmed', 'declined', 'cancelled', 'checked_in', 'checked_out', 'no_show')
  ),
  payment_status TEXT NOT NULL DEFAULT 'unpaid',
  source TEXT NOT NULL CHECK (
    source IN ('wizard', 'chat', 'phone', 'walk_in', 'email', 'travel_agent', 'booking_com', 'makemytrip',
      'goibibo', 'agoda', 'airbnb', 'other')
  ),
  check_in_date TEXT NOT NULL,
  check_out_date TEXT NOT NULL,
  nights INTEGER NOT NULL,
  guest_name TEXT NOT NULL,
  guest_email TEXT NOT NULL, -- '' when staff took a booking without an address
  guest_phone TEXT NOT NULL,
  special_requests TEXT NOT NULL DEFAULT '',
  services TEXT NOT NULL DEFAULT '[]',
  subtotal_paise INTEGER NOT NULL,
  discount_paise INTEGER NOT NULL,
  cgst_paise INTEGER NOT NULL,
  sgst_paise INTEGER NOT NULL,
  total_paise INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  status_changed_at TEXT,
  status_note TEXT NOT NULL DEFAULT '',
  billing_company TEXT NOT NULL DEFAULT '',
  billing_gstin TEXT NOT NULL DEFAULT '',
  billing_address TEXT NOT NULL DEFAULT '',
  -- The channel's or agent's own booking number, '' when there is none.
  channel_reference TEXT NOT NULL DEFAULT '',
  -- The signed-in member of staff who made the booking on the desk; NULL for a guest's own.
  created_by TEXT
);

INSERT INTO bookings_rebuilt (id, reference, status, payment_status, source, check_in_date, check_out_date, nights,
  guest_name, guest_email, guest_phone, special_requests, services, subtotal_paise, discount_paise, cgst_paise,
  sgst_paise, total_paise, created_at, status_changed_at, status_note, billing_company, billing_gstin, billing_address)
SELECT id, reference, status, payment_status, source, check_in_date, check_out_date, nights, guest_name,
  guest_email, guest_phone, special_requests, services, subtotal_paise, discount_paise, cgst_paise, sgst_paise,
  total_paise, created_at, status_changed_at, status_note, billing_company, billing_gstin, billing_address
FROM bookings;

DROP TABLE bookings;
ALTER TABLE bookings_rebuilt RENAME TO bookings;

CREATE INDEX bookings_pending_by_email ON bookings (lower(guest_email)) WHERE status = 'pending';
CREATE INDEX bookings_pending_by_phone ON bookings (guest_phone) WHERE status = 'pending';
CREATE INDEX bookings_by_status_and_stay ON bookings (status, check_in_date);
CREATE INDEX bookings_by_created ON bookings (created_at);
CREATE INDEX bookings_by_stay ON bookings (check_in_date, check_out_date);
CREATE INDEX bookings_by_source ON bookings (source, check_in_date);

-- A room type's rooms by number. A retired room stays on record (past stays name it) but is no
-- longer sold; while in service its number is unique.
CREATE TABLE room_units (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  room_id INTEGER NOT NULL REFERENCES rooms(id),
  number TEXT NOT NULL CHECK (length(number) BETWEEN 1 AND 12),
  sort_order INTEGER NOT NULL DEFAULT 0,
  retired_at TEXT,
  retired_by TEXT
);
CREATE UNIQUE INDEX room_units_number_in_service ON room_units (number) WHERE retired_at IS NULL;
CREATE INDEX room_units_by_type ON room_units (room_id, retired_at);

-- The seed's rooms: as many numbered rooms per type as it sold before, one floor per type.
INSERT INTO room_units (room_id, number, sort_order)
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20)
SELECT room_inventory.room_id, printf('%d%02d', room_inventory.room_id, n.i), n.i
FROM room_inventory JOIN n ON n.i <= room_inventory.total_rooms;

-- Rooms for sale are the rooms in service: no longer a number typed on the Rates page.
DROP TABLE room_inventory;
CREATE VIEW room_inventory AS
SELECT rooms.id AS room_id,
  (SELECT COUNT(*) FROM room_units WHERE room_units.room_id = rooms.id AND room_units.retired_at IS NULL) AS total_rooms
FROM rooms;

-- A room out of order (maintenance) for the nights [first_night, until_date): not sold then.
-- Lifting it ends it early; the row stays as the record of what was done and why.
CREATE TABLE room_unit_blocks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  unit_id INTEGER NOT NULL REFERENCES room_units(id),
  first_night TEXT NOT NULL,
  until_date TEXT NOT NULL CHECK (until_date > first_night),
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  lifted_at TEXT,
  lifted_by TEXT
);
CREATE INDEX room_unit_blocks_by_unit ON room_unit_blocks (unit_id, first_night);

-- The room a booked room sleeps in, night by night, and the nights a room is out of order. The
-- primary key is the rule: never two stays, or a stay and a repair, in one room on one night.
CREATE TABLE room_unit_nights (
  unit_id INTEGER NOT NULL REFERENCES room_units(id),
  night TEXT NOT NULL,
  booking_room_id INTEGER REFERENCES booking_rooms(id),
  block_id INTEGER REFERENCES room_unit_blocks(id),
  CHECK ((booking_room_id IS NULL) <> (block_id IS NULL)),
  PRIMARY KEY (unit_id, night)
) WITHOUT ROWID;
CREATE INDEX room_unit_nights_by_stay ON room_unit_nights (booking_room_id, night);
CREATE INDEX room_unit_nights_by_block ON room_unit_nights (block_id);

-- The room a booked room is in now (the last night's room when a stay moved), for lists and mail;
-- room_unit_nights holds the truth night by night.
ALTER TABLE booking_rooms ADD COLUMN unit_id INTEGER REFERENCES room_units(id);

-- The overbooking rule again (see migration 0006), now counting the rooms out of order on each
-- night as taken. The expression is app/origin/occupancy-sql.server.ts `peakOccupancySql` for NEW's
-- room and stay; tests/worker/occupancy-sql.test.ts keeps them equal.
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
  ) + (
    SELECT COUNT(*) FROM room_unit_blocks AS repair JOIN room_units AS unit ON unit.id = repair.unit_id
    WHERE unit.room_id = NEW.room_id
      AND unit.retired_at IS NULL
      AND repair.lifted_at IS NULL
      AND repair.first_night <= night.day
      AND repair.until_date > night.day
  ))
  FROM (
    SELECT NEW.check_in_date AS day
    UNION
    SELECT starting.check_in_date FROM booking_rooms AS starting
    WHERE starting.room_id = NEW.room_id
      AND starting.check_in_date > NEW.check_in_date
      AND starting.check_in_date < NEW.check_out_date
      AND (starting.released_from IS NULL OR starting.released_from > starting.check_in_date)
    UNION
    SELECT repair.first_night FROM room_unit_blocks AS repair JOIN room_units AS unit ON unit.id = repair.unit_id
    WHERE unit.room_id = NEW.room_id
      AND repair.lifted_at IS NULL
      AND repair.first_night > NEW.check_in_date
      AND repair.first_night < NEW.check_out_date
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

-- The guest register (product-rules.md: Guest registration), written at check-in and shown only
-- on the desk. An Aadhaar number is kept as its last four digits, never whole; no ID images.
-- Foreign nationals' Form C fields are NULL for Indian guests. Cleared by the Cron job when the
-- hotel's keeping period after check-out has passed.
CREATE TABLE guest_registrations (
  booking_id INTEGER PRIMARY KEY REFERENCES bookings(id),
  full_name TEXT NOT NULL,
  address TEXT NOT NULL,
  nationality TEXT NOT NULL, -- ISO 3166-1 alpha-2, 'IN' for India
  id_type TEXT NOT NULL CHECK (id_type IN ('aadhaar', 'passport', 'driving_licence', 'voter_id', 'other')),
  id_number TEXT NOT NULL,
  adult_names TEXT NOT NULL DEFAULT '[]', -- JSON list of every other adult's name
  passport_number TEXT,
  passport_country TEXT,
  visa_number TEXT,
  visa_type TEXT,
  arrived_in_india_on TEXT,
  arrived_from TEXT,
  next_destination TEXT,
  arrived_at TEXT NOT NULL, -- when the guest checked in: Form C is due 24 hours later
  form_c_reference TEXT,
  form_c_filed_at TEXT,
  form_c_filed_by TEXT,
  recorded_by TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  CHECK (id_type <> 'aadhaar' OR (length(id_number) = 4 AND id_number NOT GLOB '*[^0-9]*'))
);
CREATE INDEX guest_registrations_form_c_due ON guest_registrations (arrived_at)
  WHERE nationality <> 'IN' AND form_c_reference IS NULL;

-- How long the register is kept after check-out: a new key of hotel_settings, so the table is
-- rebuilt with the same rows (SQLite cannot change a CHECK constraint in place).
CREATE TABLE hotel_settings_rebuilt (
  key TEXT PRIMARY KEY CHECK (key IN ('details', 'offers', 'banner', 'facilities', 'register')),
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);
INSERT INTO hotel_settings_rebuilt (key, value, updated_at, updated_by)
SELECT key, value, updated_at, updated_by FROM hotel_settings;
DROP TABLE hotel_settings;
ALTER TABLE hotel_settings_rebuilt RENAME TO hotel_settings;
