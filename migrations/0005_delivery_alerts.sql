-- Dead deliveries raise one alert each (docs/delivery.md "Stuck and dead deliveries").
-- alerted_at is set by the conditional UPDATE that claims a dead row's alert, so the dead-letter
-- consumer and the delivery sweeper can both try and only one of them raises it.
ALTER TABLE submissions ADD COLUMN alerted_at TEXT;

-- Rows that died before this column existed already logged their one `delivery_dead` line.
UPDATE submissions SET alerted_at = updated_at WHERE status = 'dead';

-- The sweeper looks for unalerted dead rows every run; dead rows are kept forever, so this keeps
-- that look-up to the few that matter.
CREATE INDEX submissions_unalerted_dead ON submissions (id) WHERE status = 'dead' AND alerted_at IS NULL;
