-- Each facility's state and hours, kept on the desk (product-rules.md: What is open): a new key of
-- hotel_settings. SQLite cannot change a CHECK constraint in place, so the table is rebuilt with
-- the same rows.
CREATE TABLE hotel_settings_rebuilt (
  key TEXT PRIMARY KEY CHECK (key IN ('details', 'offers', 'banner', 'facilities')),
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);
INSERT INTO hotel_settings_rebuilt (key, value, updated_at, updated_by)
SELECT key, value, updated_at, updated_by FROM hotel_settings;
DROP TABLE hotel_settings;
ALTER TABLE hotel_settings_rebuilt RENAME TO hotel_settings;
