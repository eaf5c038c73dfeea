-- The newsletter's confirmation e-mails, counted so the sign-up form cannot flood an inbox
-- (product-rules.md: E-mail; app/enquiries/newsletter/newsletter-throttle.server.ts): one row per confirmation
-- e-mail written, in the same D1 batch as the e-mail. Both the mailbox and the client are stored
-- only as SHA-256 hashes (never the address or the IP), and rows older than the longest window
-- (a day) are deleted by the next sign-up.
CREATE TABLE newsletter_confirm_sends (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- SHA-256 (hex) of the normalised mailbox (app/enquiries/newsletter/normalise-mailbox.server.ts).
  mailbox_hash TEXT NOT NULL,
  -- SHA-256 (hex) of the client IP the sign-up came from; null for a sign-up made without one.
  client_hash TEXT,
  -- UTC ISO 8601 instant, like every timestamp in this database.
  sent_at TEXT NOT NULL
);

CREATE INDEX newsletter_confirm_sends_by_mailbox ON newsletter_confirm_sends (mailbox_hash, sent_at);
CREATE INDEX newsletter_confirm_sends_by_client ON newsletter_confirm_sends (client_hash, sent_at);
CREATE INDEX newsletter_confirm_sends_by_time ON newsletter_confirm_sends (sent_at);
