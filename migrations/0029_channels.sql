-- Channels (product-rules.md: Channels): calendar feeds exchanged with Booking.com, Airbnb and
-- channel managers. The hotel publishes one iCalendar feed per numbered room and per room type at
-- a secret address, and imports each channel's feed into holds that take rooms like a repair does.

-- A secret export address. Regenerating revokes the live row and writes a new one, so an old
-- address stops answering at once; at most one live address per room or type.
CREATE TABLE channel_exports (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('unit', 'type')),
  target_id INTEGER NOT NULL,
  token TEXT NOT NULL UNIQUE CHECK (length(token) >= 22), -- base64url of at least 128 random bits
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  revoked_at TEXT,
  revoked_by TEXT,
  request_key TEXT UNIQUE
);
CREATE UNIQUE INDEX channel_exports_live ON channel_exports (kind, target_id) WHERE revoked_at IS NULL;

-- A channel's calendar the Cron job fetches every 15 minutes, on a room type (unit_id NULL) or on
-- one numbered room of that type.
CREATE TABLE channel_feeds (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  channel TEXT NOT NULL CHECK (channel IN ('booking_com', 'airbnb', 'channel_manager', 'other')),
  url TEXT NOT NULL,
  room_id INTEGER NOT NULL REFERENCES rooms(id),
  unit_id INTEGER REFERENCES room_units(id),
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  removed_at TEXT,
  removed_by TEXT,
  etag TEXT,
  last_modified TEXT,
  last_fetched_at TEXT,
  last_status TEXT CHECK (last_status IN ('ok', 'not_modified', 'failed')),
  last_error TEXT NOT NULL DEFAULT '',
  events_count INTEGER NOT NULL DEFAULT 0,
  failing_since TEXT,
  alerted_at TEXT,
  request_key TEXT NOT NULL UNIQUE
);

-- One event of a feed, as rooms taken: a type feed's hold takes one room of the type on each of its
-- nights [first_night, until_date); a unit feed's hold also keeps that numbered room. A hold counts
-- while released_at and booking_id are both NULL (app/origin/occupancy-sql.server.ts); once staff
-- turned it into a booking, the booking counts instead. A hold in conflict still counts.
CREATE TABLE channel_holds (
  id INTEGER PRIMARY KEY,
  feed_id INTEGER NOT NULL REFERENCES channel_feeds(id),
  event_uid TEXT NOT NULL,
  room_id INTEGER NOT NULL REFERENCES rooms(id),
  unit_id INTEGER REFERENCES room_units(id),
  first_night TEXT NOT NULL,
  until_date TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '' CHECK (length(summary) <= 120),
  seen_at TEXT NOT NULL,
  released_at TEXT,
  booking_id INTEGER REFERENCES bookings(id),
  conflict_note TEXT,
  conflict_found_at TEXT,
  conflict_mailed_at TEXT,
  conflict_cleared_at TEXT,
  conflict_cleared_by TEXT,
  CHECK (until_date > first_night)
);
CREATE UNIQUE INDEX channel_holds_live ON channel_holds (feed_id, event_uid) WHERE released_at IS NULL;
CREATE INDEX channel_holds_by_room ON channel_holds (room_id, first_night) WHERE released_at IS NULL AND booking_id IS NULL;
CREATE INDEX channel_holds_by_unit ON channel_holds (unit_id, first_night) WHERE released_at IS NULL AND booking_id IS NULL;

-- Each fetch of a feed, newest first on the desk; the Cron job keeps the last 50 per feed.
CREATE TABLE channel_sync_log (
  id INTEGER PRIMARY KEY,
  feed_id INTEGER NOT NULL REFERENCES channel_feeds(id),
  at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('ok', 'not_modified', 'failed')),
  events INTEGER NOT NULL DEFAULT 0,
  error TEXT NOT NULL DEFAULT ''
);
CREATE INDEX channel_sync_log_by_feed ON channel_sync_log (feed_id, id);

-- The overbooking rule again (see migration 0026), now counting each active channel hold as a room
-- taken on its nights. The expression is app/origin/occupancy-sql.server.ts `peakOccupancySql` for
-- NEW's room and stay; tests/worker/overbooking.test.ts keeps them equal.
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
  ) + (
    SELECT COUNT(*) FROM channel_holds AS hold
    WHERE hold.room_id = NEW.room_id
      AND hold.released_at IS NULL
      AND hold.booking_id IS NULL
      AND hold.first_night <= night.day
      AND hold.until_date > night.day
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
    UNION
    SELECT hold.first_night FROM channel_holds AS hold
    WHERE hold.room_id = NEW.room_id
      AND hold.released_at IS NULL
      AND hold.booking_id IS NULL
      AND hold.first_night > NEW.check_in_date
      AND hold.first_night < NEW.check_out_date
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
