-- Dated rates (product-rules.md: Rates and rate periods): a period names a run of nights (both ends
-- included) and, for the room types it covers, the rate of each of those nights. A night outside
-- every period, or a type the period leaves out, costs the type's own rooms.room_price. Periods never
-- overlap (the desk refuses it), so a night has at most one period rate per type.
CREATE TABLE rate_periods (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  first_night TEXT NOT NULL,
  last_night TEXT NOT NULL CHECK (last_night >= first_night),
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- The one-time key of the desk form that added it, so the form's rates can find the new row in
  -- the same transaction and a form sent twice adds one period.
  created_by_request TEXT NOT NULL UNIQUE
);
CREATE INDEX rate_periods_by_nights ON rate_periods (first_night, last_night);

CREATE TABLE rate_period_prices (
  period_id INTEGER NOT NULL REFERENCES rate_periods (id) ON DELETE CASCADE,
  room_id INTEGER NOT NULL REFERENCES rooms (id),
  room_price INTEGER NOT NULL CHECK (room_price > 0), -- rupees per night, as rooms.room_price
  PRIMARY KEY (period_id, room_id)
);

-- A booking keeps the rate of each night it was made with: paise per night, in order, as JSON. Null
-- on rooms booked before rate periods: every night at nightly_paise.
ALTER TABLE booking_rooms ADD COLUMN nightly_rates TEXT;

-- A room whose nights fall in two GST bands (a festival rate above the band's ceiling) keeps each
-- band's line as charged: JSON as the booking API spells GST lines. Null on rooms booked before:
-- one band, read back from the room's own amounts.
ALTER TABLE booking_rooms ADD COLUMN tax_lines TEXT;
