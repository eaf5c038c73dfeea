-- Newsletter consent (product-rules.md: E-mail): an address counts only once its owner confirms it
-- from the e-mail the sign-up sends (double opt-in), and every such e-mail carries a link that
-- withdraws it as easily. Tokens are long random strings; the confirm token is single-use and
-- lapses a week after it is sent, the unsubscribe token lasts as long as the address is kept.
ALTER TABLE subscribers ADD COLUMN confirmed_at TEXT;
ALTER TABLE subscribers ADD COLUMN unsubscribed_at TEXT;
ALTER TABLE subscribers ADD COLUMN confirm_token TEXT;
ALTER TABLE subscribers ADD COLUMN confirm_sent_at TEXT;
ALTER TABLE subscribers ADD COLUMN unsubscribe_token TEXT;

-- Addresses kept before confirmation was asked for were given on the site's sign-up form: they stay
-- subscribed, and each gets its own unsubscribe link for the hotel's mailings.
UPDATE subscribers SET confirmed_at = created_at, unsubscribe_token = lower(hex(randomblob(24)));

CREATE UNIQUE INDEX subscribers_by_confirm_token ON subscribers (confirm_token) WHERE confirm_token IS NOT NULL;
CREATE UNIQUE INDEX subscribers_by_unsubscribe_token ON subscribers (unsubscribe_token) WHERE unsubscribe_token IS NOT NULL;
