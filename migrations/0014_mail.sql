-- The mail outbox (product-rules.md: Nothing submitted is lost): every e-mail the site sends, to a
-- guest or to the hotel, is first a row here, written in the same D1 batch as the change it tells
-- about, then delivered through the `hotel-deliveries` Queue by workers/mail/. docs/delivery.md
-- ("E-mail") explains the states and the retries.

CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- What the message is about and for whom, e.g. `booking-received:guest:K7Q2M9XD`: the same
  -- event written twice (a retried request, a replayed form) is one message, never two.
  dedupe_key TEXT NOT NULL UNIQUE,
  -- The message family, e.g. 'booking-request-guest', 'enquiry-hotel' (workers/mail/messages/).
  kind TEXT NOT NULL,
  -- The booking or enquiry reference it concerns, for the front desk's list; null for mail about
  -- nothing in particular (a newsletter confirmation).
  about TEXT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  -- JSON [{ "filename", "type", "content" (base64) }], e.g. a confirmed stay's calendar file.
  attachments TEXT NOT NULL DEFAULT '[]',
  -- pending:  written, waiting for its first send
  -- sending:  a worker is sending it right now (see lease_until)
  -- sent:     Cloudflare Email Service accepted it (sent_at). Final: never sent again.
  -- retrying: a send failed (last_error); a Queue message will try again
  -- dead:     retries exhausted; kept for the operator, never dropped
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'retrying', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  -- While 'sending': the time after which another worker may take the send over.
  lease_until TEXT,
  -- UTC ISO 8601 instants, like every timestamp in this database.
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  sent_at TEXT
);

-- The desk lists a booking's or enquiry's mail, oldest first.
CREATE INDEX mail_outbox_about ON mail_outbox (about, created_at);
-- The sweeper finds rows that stopped moving.
CREATE INDEX mail_outbox_status ON mail_outbox (status, updated_at);
