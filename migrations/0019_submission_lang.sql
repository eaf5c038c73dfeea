-- The language of the page a guest sent a submission from (product-rules.md: Hindi): mail about it
-- (the acknowledgement now; confirm, decline and cancel later) is written in that language.
-- Submissions from before this existed were all English.
ALTER TABLE submissions ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'hi'));
