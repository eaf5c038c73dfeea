-- Finding a guest's open booking requests (app/enquiries/intake/open-requests.server.ts) by e-mail or phone,
-- without reading every booking. The expressions must stay identical to that file's queries.

-- Embedded mode: pending bookings by e-mail (case-insensitive) and by phone.
CREATE INDEX bookings_pending_by_email ON bookings (lower(guest_email)) WHERE status = 'pending';
CREATE INDEX bookings_pending_by_phone ON bookings (guest_phone) WHERE status = 'pending';

-- Upstream mode: booking requests live only in the outbox; their guest is in the payload, the
-- wizard's shape (bookings[0]) or the chat's (top level).
CREATE INDEX submissions_booking_by_email ON submissions (
  lower(coalesce(json_extract(payload, '$.bookings[0].email'), json_extract(payload, '$.email')))
) WHERE kind = 'booking';
CREATE INDEX submissions_booking_by_phone ON submissions (
  coalesce(json_extract(payload, '$.bookings[0].phone'), json_extract(payload, '$.phone'))
) WHERE kind = 'booking';
