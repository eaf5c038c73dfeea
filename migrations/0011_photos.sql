-- The hotel's own photos, uploaded from the front desk (product-rules.md: Photos). The picture
-- itself is in the R2 bucket under originals/<id>.webp (re-encoded, without metadata); its resized
-- copies under variants/<id>/. A room shows a photo when its main_image or gallery_images names
-- it as "photo:<id>".
CREATE TABLE photos (
  id TEXT PRIMARY KEY CHECK (length(id) = 16),
  alt TEXT NOT NULL CHECK (length(alt) BETWEEN 1 AND 300),
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  bytes INTEGER NOT NULL CHECK (bytes > 0),
  uploaded_by TEXT NOT NULL,
  uploaded_at TEXT NOT NULL
);

-- A room's photos in the order guests see them; one is the main photo, shown on cards and first on
-- the room's page. A room with no row here shows its illustrations.
CREATE TABLE room_photos (
  room_id INTEGER NOT NULL REFERENCES rooms (id),
  photo_id TEXT NOT NULL REFERENCES photos (id),
  position INTEGER NOT NULL,
  is_main INTEGER NOT NULL DEFAULT 0 CHECK (is_main IN (0, 1)),
  PRIMARY KEY (room_id, photo_id)
);
CREATE UNIQUE INDEX room_photos_one_main ON room_photos (room_id) WHERE is_main = 1;

-- The gallery's photos in order, each with the heading shown on it. While this is empty the gallery
-- shows the illustrations in the gallery table.
CREATE TABLE gallery_photos (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  photo_id TEXT NOT NULL UNIQUE REFERENCES photos (id),
  heading TEXT NOT NULL CHECK (length(heading) BETWEEN 1 AND 80),
  position INTEGER NOT NULL
);
