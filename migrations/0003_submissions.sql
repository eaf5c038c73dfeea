-- Submissions (product-rules.md: Nothing submitted is lost, Idempotency): the outbox every guest
-- submission is written to before the guest is told "received", keyed by its Idempotency-Key; the
-- newsletter's subscribers (product-rules.md: Forms that reach the hotel); and the database rule
-- that refuses a booking beyond a room type's inventory, also when requests race (product-rules.md:
-- Two origins). docs/delivery.md explains the states and how an operator reads this table.

CREATE TABLE submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The client's Idempotency-Key (or one the server made): the same key never creates twice.
  idempotency_key TEXT NOT NULL UNIQUE,
  -- SHA-256 of the kind and the body as sent (minus the Turnstile token): a reused key with a
  -- different body is refused with 422.
  request_hash TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (
    kind IN ('booking', 'contact', 'event', 'dining', 'booking-request', 'membership-interest')
  ),
  -- processing: a request holds the key and is being checked (no guest data stored yet)
  -- stored:     accepted, waiting for its first forward to the admin API (upstream mode)
  -- sending:    a worker is forwarding it right now (see lease_until)
  -- retrying:   a forward failed; a Queue message will try again
  -- delivered:  the admin API accepted it (200/201)
  -- dead:       retries exhausted; kept here for the operator, never dropped
  -- local:      embedded mode: there is no admin API, this row is the hotel's record
  status TEXT NOT NULL CHECK (
    status IN ('processing', 'stored', 'sending', 'retrying', 'delivered', 'dead', 'local')
  ),
  -- Random token of the request holding a 'processing' claim.
  claim_token TEXT,
  -- Booking reference or enquiry id the guest was given.
  reference TEXT UNIQUE,
  -- Admin API path and JSON body (docs/delivery.md) to deliver, exactly as they will be sent.
  upstream_path TEXT,
  payload TEXT,
  -- The first answer, replayed to every retry with the same key.
  response_status INTEGER,
  response_body TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  -- While 'sending': the time after which another worker may take the delivery over.
  lease_until TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  delivered_at TEXT
);

CREATE INDEX submissions_by_status ON submissions (status, updated_at);

CREATE TABLE subscribers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Stored lower-cased; NOCASE makes the uniqueness case-insensitive even for rows added by hand.
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created_at TEXT NOT NULL
);

-- Two origins (product-rules.md): no booking beyond the inventory, enforced where requests meet, so
-- racing requests for the last room cannot both succeed (each booking's rows are inserted in one D1
-- batch, a transaction). The peak-occupancy expression is app/origin/occupancy-sql.server.ts
-- `peakOccupancySql` for NEW's room and stay, the same rule availability uses;
-- tests/worker/overbooking-trigger.test.ts keeps the two identical.
CREATE TRIGGER booking_rooms_within_inventory
BEFORE INSERT ON booking_rooms
WHEN NEW.status <> 'cancelled'
BEGIN
  SELECT RAISE(ABORT, 'sold_out')
  WHERE COALESCE((
  SELECT MAX((
    SELECT COUNT(*) FROM booking_rooms AS occupied
    WHERE occupied.room_id = NEW.room_id
      AND occupied.status <> 'cancelled'
      AND occupied.check_in_date <= night.day
      AND occupied.check_out_date > night.day
  ))
  FROM (
    SELECT NEW.check_in_date AS day
    UNION
    SELECT starting.check_in_date FROM booking_rooms AS starting
    WHERE starting.room_id = NEW.room_id
      AND starting.status <> 'cancelled'
      AND starting.check_in_date > NEW.check_in_date
      AND starting.check_in_date < NEW.check_out_date
  ) AS night
), 0)
    >= COALESCE((SELECT total_rooms FROM room_inventory WHERE room_id = NEW.room_id), 0);
END;
