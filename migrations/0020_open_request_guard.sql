-- At most a few open booking requests per guest (product-rules.md: Stay limits), enforced where
-- requests meet, like the inventory trigger: each booking's D1 batch (a transaction) starts with a
-- statement that inserts a row here only when the guest already has the limit of open requests
-- (app/enquiries/intake/open-requests.server.ts `openRequestsGuard`), and the trigger turns that insert into
-- an error naming the rule, so the whole batch (booking, rooms, outbox row, mail) is undone. Batches
-- run one after another, so requests racing for the last place cannot both pass. SQLite allows
-- RAISE only inside a trigger, hence the table; it never holds a row.
CREATE TABLE open_request_refusals (
  refused INTEGER
);

CREATE TRIGGER open_request_refusals_abort
BEFORE INSERT ON open_request_refusals
BEGIN
  SELECT RAISE(ABORT, 'too_many_open_requests');
END;
