-- The embedded origin (product-rules.md: Two origins): the hotel's catalogue (room types,
-- inventory, gallery) and the bookings that availability is computed from. Amounts in bookings are
-- integer paise (product-rules.md: One price and tax calculation); room_price is rupees per night
-- as the admin API states it. Dates are hotel calendar days 'YYYY-MM-DD' (product-rules.md: Hotel
-- time), so text comparison orders them correctly.

CREATE TABLE rooms (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  room_type_name TEXT NOT NULL UNIQUE,
  short_description TEXT NOT NULL,
  brief_description TEXT NOT NULL,
  home_description TEXT NOT NULL,
  room_price INTEGER NOT NULL, -- rupees per night
  main_image TEXT NOT NULL,
  gallery_images TEXT NOT NULL DEFAULT '[]', -- JSON-encoded list of file names, as upstream sends it
  room_features TEXT NOT NULL DEFAULT '[]', -- JSON-encoded list of text items
  sort_order INTEGER NOT NULL
);

-- How many rooms of each type the hotel can sell per night.
CREATE TABLE room_inventory (
  room_id INTEGER PRIMARY KEY REFERENCES rooms(id),
  total_rooms INTEGER NOT NULL CHECK (total_rooms >= 0)
);

CREATE TABLE gallery (
  id INTEGER PRIMARY KEY,
  source TEXT NOT NULL, -- a file under public/media/gallery/
  alt_name TEXT NOT NULL,
  heading TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);

CREATE TABLE bookings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reference TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'cancelled')),
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
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- One row per room of a booking. `status` mirrors bookings.status so the occupancy query
-- (app/origin/occupancy-sql.server.ts) needs no join.
CREATE TABLE booking_rooms (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  room_id INTEGER NOT NULL REFERENCES rooms(id),
  check_in_date TEXT NOT NULL,
  check_out_date TEXT NOT NULL,
  adults INTEGER NOT NULL,
  children INTEGER NOT NULL,
  nightly_paise INTEGER NOT NULL,
  nights INTEGER NOT NULL,
  subtotal_paise INTEGER NOT NULL,
  discount_paise INTEGER NOT NULL,
  cgst_paise INTEGER NOT NULL,
  sgst_paise INTEGER NOT NULL,
  total_paise INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending'
);

CREATE INDEX booking_rooms_occupancy ON booking_rooms (room_id, check_in_date, check_out_date);
CREATE INDEX booking_rooms_booking ON booking_rooms (booking_id);
