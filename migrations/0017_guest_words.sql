-- Real guest reviews and the hotel's social posts, kept by staff on the desk (product-rules.md:
-- Reviews and social posts). Until a row of a kind exists, the home page shows its placeholders.
CREATE TABLE guest_words (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('review', 'post')),
  -- A review's words, or a post's caption.
  body TEXT NOT NULL,
  -- The guest's name as they agreed to be shown (reviews); '' for posts.
  author TEXT NOT NULL DEFAULT '',
  -- Where the guest came from (reviews, optional).
  place TEXT NOT NULL DEFAULT '',
  -- Google, TripAdvisor… for reviews; Instagram, Facebook, YouTube for posts.
  source TEXT NOT NULL,
  url TEXT NOT NULL,
  posted_on TEXT NOT NULL,
  rating INTEGER CHECK (rating IS NULL OR rating BETWEEN 1 AND 5),
  sort_order INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
