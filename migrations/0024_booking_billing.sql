-- The tax invoice's details a guest may give at checkout (product-rules.md: Legal name and GSTIN):
-- the company's name, its GSTIN and the billing address, '' when not given. Personal data: shown
-- only on the desk and the guest's own pages, never logged.
ALTER TABLE bookings ADD COLUMN billing_company TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN billing_gstin TEXT NOT NULL DEFAULT '';
ALTER TABLE bookings ADD COLUMN billing_address TEXT NOT NULL DEFAULT '';
