-- Deposits paid online (product-rules.md: Deposits): the rule a rate period asks, the deposit each
-- booking was asked for with its deadline, the payment gateway's events applied once, and each
-- refund asked of the gateway once. Money itself is never kept here: what was paid or given back
-- is a folio_payments row (method 'online'), append-only like every other payment.

-- A period's own deposit rule; NULL means the hotel's default (hotel_settings 'deposits') applies.
ALTER TABLE rate_periods ADD COLUMN deposit_rule TEXT
  CHECK (deposit_rule IS NULL OR deposit_rule IN ('none', 'first_night', 'percent', 'full_stay'));
-- The percentage of the stay's total, with 'percent' only.
ALTER TABLE rate_periods ADD COLUMN deposit_percent INTEGER
  CHECK (
    CASE WHEN deposit_rule = 'percent' THEN deposit_percent IS NOT NULL AND deposit_percent BETWEEN 1 AND 100
    ELSE deposit_percent IS NULL END
  );

-- The hotel's deposit policy is a new key of hotel_settings ('deposits', JSON), so the table is
-- rebuilt with the same rows (SQLite cannot change a CHECK constraint in place).
CREATE TABLE hotel_settings_rebuilt (
  key TEXT PRIMARY KEY CHECK (key IN ('details', 'offers', 'banner', 'facilities', 'register', 'billing', 'deposits')),
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);
INSERT INTO hotel_settings_rebuilt (key, value, updated_at, updated_by)
SELECT key, value, updated_at, updated_by FROM hotel_settings;
DROP TABLE hotel_settings;
ALTER TABLE hotel_settings_rebuilt RENAME TO hotel_settings;

-- The deposit a booking was asked for when it was made: the amount (with GST, as the guest pays),
-- the rule it came from ('first_night', 'percent:30', 'full_stay'), the deadline, and the payment
-- link once the gateway made one (NULL until then: the Cron asks again). The state is the only
-- thing that changes; paid_paise follows the payments recorded for it.
CREATE TABLE booking_deposits (
  booking_id INTEGER PRIMARY KEY REFERENCES bookings(id),
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  rule_text TEXT NOT NULL CHECK (length(rule_text) BETWEEN 1 AND 20),
  -- An ISO instant (UTC), as the gateway's expire_by.
  due_at TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'awaiting' CHECK (state IN ('awaiting', 'partially_paid', 'paid', 'lapsed', 'cancelled')),
  paid_paise INTEGER NOT NULL DEFAULT 0 CHECK (paid_paise >= 0),
  link_id TEXT UNIQUE,
  link_url TEXT,
  created_at TEXT NOT NULL,
  state_changed_at TEXT NOT NULL,
  CHECK ((link_id IS NULL) = (link_url IS NULL))
);
CREATE INDEX booking_deposits_open_by_due ON booking_deposits (due_at) WHERE state IN ('awaiting', 'partially_paid');
CREATE INDEX booking_deposits_without_link ON booking_deposits (booking_id) WHERE link_id IS NULL;

-- Each gateway event applied once: the webhook's x-razorpay-event-id, or 'return:' and the payment
-- id for a verified return of the guest's browser. A replay finds its row and changes nothing.
CREATE TABLE payment_events (
  event_id TEXT PRIMARY KEY CHECK (length(event_id) BETWEEN 1 AND 100),
  event TEXT NOT NULL,
  booking_id INTEGER REFERENCES bookings(id),
  received_at TEXT NOT NULL
);

-- A refund asked of the gateway, keyed by the one-time key of the desk form or the cancellation
-- that asked it: written before the call, so a form sent twice makes one call; the gateway's rfnd_
-- id is filled in when it answers (its folio_payments row is written then, in the same batch). A
-- row without a refund id is a call that failed or is under way; it is removed when the call failed,
-- so the staff can try again with the same form.
CREATE TABLE deposit_refunds (
  request_key TEXT PRIMARY KEY CHECK (length(request_key) BETWEEN 1 AND 100),
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  -- The pay_… payment it is drawn from.
  payment_id TEXT NOT NULL,
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  requested_by TEXT NOT NULL,
  requested_at TEXT NOT NULL,
  refund_id TEXT UNIQUE
);
CREATE INDEX deposit_refunds_by_booking ON deposit_refunds (booking_id);

-- A payment is recorded once whichever verified source (webhook or return) comes first: one
-- 'online' folio row per gateway payment or refund reference.
CREATE UNIQUE INDEX folio_payments_one_per_gateway_reference ON folio_payments (reference)
  WHERE method = 'online' AND reference <> '';
