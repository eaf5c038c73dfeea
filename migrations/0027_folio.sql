-- Each stay's money (product-rules.md: The folio and the tax invoice): what the guest was charged,
-- what they paid, and the tax invoices and credit notes the hotel issued. Every table here is
-- append-only: a row is never changed or deleted once written (a mistake is put right by a
-- reversing line, a refund or a credit note), and each row names the member of staff who wrote it.

-- A charge on a stay's folio: a room night or its extra-guest charge (posted night by night from
-- check-in), a service, a charge from the desk's catalogue, a discount or a correction (negative),
-- or a void that reverses one earlier line in full. Amounts in paise; tax is worked out once, on
-- the line, and kept as posted.
CREATE TABLE folio_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  kind TEXT NOT NULL CHECK (kind IN ('room_night', 'extra_guests', 'charge', 'discount', 'correction', 'void')),
  -- The catalogue's key ('room', 'restaurant', 'laundry' …): the code and rate it was taxed under.
  category TEXT NOT NULL,
  -- The room and night a room-night or extra-guest line is for; NULL on other lines.
  booking_room_id INTEGER REFERENCES booking_rooms(id),
  night TEXT,
  description TEXT NOT NULL CHECK (length(description) BETWEEN 1 AND 120),
  -- SAC for a service, HSN for goods: what the invoice line shows.
  code TEXT NOT NULL,
  quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  unit_paise INTEGER NOT NULL,
  taxable_paise INTEGER NOT NULL,
  cgst_basis_points INTEGER NOT NULL CHECK (cgst_basis_points >= 0),
  sgst_basis_points INTEGER NOT NULL CHECK (sgst_basis_points >= 0),
  cgst_paise INTEGER NOT NULL,
  sgst_paise INTEGER NOT NULL,
  total_paise INTEGER NOT NULL,
  -- The line a void reverses; each line can be voided once.
  voids_line_id INTEGER UNIQUE REFERENCES folio_lines(id),
  -- Why: required of discounts, corrections and voids.
  reason TEXT NOT NULL DEFAULT '' CHECK (length(reason) <= 200),
  posted_by TEXT NOT NULL,
  posted_at TEXT NOT NULL,
  -- The one-time key of the desk form (or the night's posting) that wrote it: a form sent twice posts once.
  request_key TEXT UNIQUE,
  CHECK (total_paise = taxable_paise + cgst_paise + sgst_paise),
  CHECK (kind NOT IN ('discount', 'correction', 'void') OR reason <> ''),
  CHECK ((kind = 'void') = (voids_line_id IS NOT NULL)),
  CHECK (kind NOT IN ('room_night', 'extra_guests') OR (booking_room_id IS NOT NULL AND night IS NOT NULL))
);
CREATE INDEX folio_lines_by_booking ON folio_lines (booking_id, id);
-- A room's night is posted with a key made of the room, the night, the kind and how many times that
-- night was voided before: the night's posting and a check-out at once post it once, and a voided
-- night (an early departure put right) can be posted again.

CREATE TRIGGER folio_lines_are_kept BEFORE UPDATE ON folio_lines
BEGIN
  SELECT RAISE(ABORT, 'folio lines are never changed: post a reversing line');
END;
CREATE TRIGGER folio_lines_are_never_removed BEFORE DELETE ON folio_lines
BEGIN
  SELECT RAISE(ABORT, 'folio lines are never removed: post a reversing line');
END;

-- Money received or given back: cash, UPI, card, bank transfer, online (a deposit paid through the
-- payment gateway), "bill to company" (the company settles later; listed until it does) and a
-- write-off. A refund is a negative amount. Both a refund and a write-off need a reason.
CREATE TABLE folio_payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  method TEXT NOT NULL CHECK (method IN ('cash', 'upi', 'card', 'bank_transfer', 'online', 'bill_to_company', 'write_off')),
  amount_paise INTEGER NOT NULL CHECK (amount_paise <> 0),
  -- The UPI or card transaction's number, a cheque's or a transfer's reference; '' when none.
  reference TEXT NOT NULL DEFAULT '' CHECK (length(reference) <= 60),
  reason TEXT NOT NULL DEFAULT '' CHECK (length(reason) <= 200),
  -- The company a "bill to company" amount is owed by.
  company TEXT NOT NULL DEFAULT '' CHECK (length(company) <= 120),
  recorded_by TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  request_key TEXT UNIQUE,
  CHECK ((amount_paise > 0 AND method <> 'write_off') OR reason <> ''),
  CHECK (method <> 'bill_to_company' OR (company <> '' AND amount_paise > 0)),
  CHECK (method <> 'write_off' OR amount_paise > 0)
);
CREATE INDEX folio_payments_by_booking ON folio_payments (booking_id, id);

CREATE TRIGGER folio_payments_are_kept BEFORE UPDATE ON folio_payments
BEGIN
  SELECT RAISE(ABORT, 'payments are never changed: record a refund');
END;
CREATE TRIGGER folio_payments_are_never_removed BEFORE DELETE ON folio_payments
BEGIN
  SELECT RAISE(ABORT, 'payments are never removed: record a refund');
END;

-- A company's settlement of an amount billed to it: received later, by transfer or cheque. It
-- does not change the stay's balance (the bill already settled that); it takes the amount off the
-- list of what companies still owe.
CREATE TABLE company_settlements (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  payment_id INTEGER NOT NULL REFERENCES folio_payments(id),
  method TEXT NOT NULL CHECK (method IN ('cash', 'upi', 'card', 'bank_transfer', 'online')),
  amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
  reference TEXT NOT NULL DEFAULT '' CHECK (length(reference) <= 60),
  recorded_by TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  request_key TEXT UNIQUE
);
CREATE INDEX company_settlements_by_payment ON company_settlements (payment_id);

CREATE TRIGGER company_settlements_are_kept BEFORE UPDATE ON company_settlements
BEGIN
  SELECT RAISE(ABORT, 'settlements are never changed');
END;
CREATE TRIGGER company_settlements_are_never_removed BEFORE DELETE ON company_settlements
BEGIN
  SELECT RAISE(ABORT, 'settlements are never removed');
END;

-- Tax invoices (CGST rule 46) and credit notes (rule 53), each kind its own series numbered
-- consecutively within a financial year (1 April to 31 March) from 1. `document` is the whole
-- document as issued (supplier, recipient, lines, totals, amount in words), so printing it again,
-- its PDF and the GST returns read exactly what was issued. Kept as the law requires (72 months
-- after the year's annual return), whatever happens to the register.
CREATE TABLE tax_documents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  booking_id INTEGER NOT NULL REFERENCES bookings(id),
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  -- '2026-27'
  financial_year TEXT NOT NULL CHECK (financial_year GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]'),
  sequence INTEGER NOT NULL CHECK (sequence >= 1),
  -- 'NRR/26-27/000123': at most 16 characters, as rule 46 allows.
  number TEXT NOT NULL UNIQUE CHECK (length(number) BETWEEN 1 AND 16),
  issue_date TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  issued_by TEXT NOT NULL,
  -- The invoice a credit note corrects.
  invoice_id INTEGER REFERENCES tax_documents(id),
  reason TEXT NOT NULL DEFAULT '' CHECK (length(reason) <= 200),
  -- The recipient's GSTIN for a B2B document, '' for a guest without one (B2C).
  recipient_gstin TEXT NOT NULL DEFAULT '',
  taxable_paise INTEGER NOT NULL,
  cgst_paise INTEGER NOT NULL,
  sgst_paise INTEGER NOT NULL,
  rounding_paise INTEGER NOT NULL CHECK (rounding_paise BETWEEN -50 AND 50),
  total_paise INTEGER NOT NULL CHECK (total_paise % 100 = 0),
  document TEXT NOT NULL,
  request_key TEXT UNIQUE,
  UNIQUE (kind, financial_year, sequence),
  CHECK ((kind = 'credit_note') = (invoice_id IS NOT NULL)),
  CHECK (kind = 'invoice' OR reason <> ''),
  CHECK (total_paise = taxable_paise + cgst_paise + sgst_paise + rounding_paise)
);
CREATE UNIQUE INDEX tax_documents_one_invoice_per_booking ON tax_documents (booking_id) WHERE kind = 'invoice';
CREATE INDEX tax_documents_by_date ON tax_documents (issue_date, kind);

CREATE TRIGGER tax_documents_are_kept BEFORE UPDATE ON tax_documents
BEGIN
  SELECT RAISE(ABORT, 'an issued invoice or credit note never changes: issue a credit note');
END;
CREATE TRIGGER tax_documents_are_never_removed BEFORE DELETE ON tax_documents
BEGIN
  SELECT RAISE(ABORT, 'an issued invoice or credit note is never removed');
END;

-- How the hotel bills (product-rules.md: The folio and the tax invoice): whether it is "specified
-- premises" for restaurant GST, kept on the Hotel details page. A new key of hotel_settings, so the
-- table is rebuilt with the same rows (SQLite cannot change a CHECK constraint in place).
CREATE TABLE hotel_settings_rebuilt (
  key TEXT PRIMARY KEY CHECK (key IN ('details', 'offers', 'banner', 'facilities', 'register', 'billing')),
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);
INSERT INTO hotel_settings_rebuilt (key, value, updated_at, updated_by)
SELECT key, value, updated_at, updated_by FROM hotel_settings;
DROP TABLE hotel_settings;
ALTER TABLE hotel_settings_rebuilt RENAME TO hotel_settings;
