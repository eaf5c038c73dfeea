-- What staff keep on the desk's Hotel details and Offers pages (product-rules.md: Hotel details):
-- one JSON value per key. A key without a row means the value seeded in app/content/hotel.ts.
CREATE TABLE hotel_settings (
  key TEXT PRIMARY KEY CHECK (key IN ('details', 'offers', 'banner')),
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);
