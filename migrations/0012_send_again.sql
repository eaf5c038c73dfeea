-- A booking request the hotel's system never received can be sent again from the desk (upstream
-- mode). Its retry window then counts from that moment rather than from when the guest sent it
-- (docs/delivery.md).
ALTER TABLE submissions ADD COLUMN resent_at TEXT;
