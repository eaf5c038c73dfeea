-- Occupancy (product-rules.md: Occupancy): per room type, the guests its rate includes, the most
-- adults and guests a room takes, the extra beds the hotel can add, and the nightly charge for each
-- adult and each child aged 6-11 beyond the base (paise). Staff keep them on the desk's Rates page.
-- NULL (a type added by hand, never set) reads as the one guest rule with no extra charges.
ALTER TABLE rooms ADD COLUMN base_guests INTEGER CHECK (base_guests BETWEEN 1 AND 4);
ALTER TABLE rooms ADD COLUMN max_adults INTEGER CHECK (max_adults BETWEEN 1 AND 4);
ALTER TABLE rooms ADD COLUMN max_guests INTEGER CHECK (max_guests BETWEEN 1 AND 4);
ALTER TABLE rooms ADD COLUMN extra_beds INTEGER CHECK (extra_beds BETWEEN 0 AND 3);
ALTER TABLE rooms ADD COLUMN extra_adult_paise INTEGER CHECK (extra_adult_paise >= 0);
ALTER TABLE rooms ADD COLUMN extra_child_paise INTEGER CHECK (extra_child_paise >= 0);

-- Example figures for staff to set on the desk: ₹800 a night per extra adult, ₹500 per extra child
-- aged 6-11, children up to 5 free.
UPDATE rooms SET base_guests = 2, max_adults = 3, max_guests = 3, extra_beds = 1, extra_adult_paise = 80000, extra_child_paise = 50000 WHERE id = 1;
UPDATE rooms SET base_guests = 2, max_adults = 3, max_guests = 4, extra_beds = 1, extra_adult_paise = 80000, extra_child_paise = 50000 WHERE id = 2;
UPDATE rooms SET base_guests = 2, max_adults = 3, max_guests = 4, extra_beds = 1, extra_adult_paise = 80000, extra_child_paise = 50000 WHERE id = 3;
UPDATE rooms SET base_guests = 2, max_adults = 4, max_guests = 4, extra_beds = 2, extra_adult_paise = 80000, extra_child_paise = 50000 WHERE id = 4;

-- A booked room keeps the party's children aged 6-11 and the extra-guest charges it was priced
-- with (JSON lines as price-stay lists them), whatever the rates become. NULL on rooms booked
-- before: no extra charges, and they display as they always did.
ALTER TABLE booking_rooms ADD COLUMN older_children INTEGER;
ALTER TABLE booking_rooms ADD COLUMN extra_charges TEXT;
