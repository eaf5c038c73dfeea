-- placeholder, replaced by the platform work
CREATE TABLE IF NOT EXISTS rooms (id INTEGER PRIMARY KEY);
