-- Rooms told apart (product-rules.md: Room facts): per type its floor area, its beds and its view
-- in a guest's words, English and Hindi, kept with the room's other words on the desk. The most
-- guests is the type's occupancy (migrations/0022). NULL shows nothing for that fact.
ALTER TABLE rooms ADD COLUMN size_m2 INTEGER CHECK (size_m2 BETWEEN 5 AND 500);
ALTER TABLE rooms ADD COLUMN beds TEXT;
ALTER TABLE rooms ADD COLUMN beds_hi TEXT;
ALTER TABLE rooms ADD COLUMN view TEXT;
ALTER TABLE rooms ADD COLUMN view_hi TEXT;

UPDATE rooms SET size_m2 = 24, beds = 'Queen bed', beds_hi = 'क्वीन बेड', view = 'Garden view', view_hi = 'बगीचे का नज़ारा' WHERE id = 1;
UPDATE rooms SET size_m2 = 30, beds = 'King bed', beds_hi = 'किंग बेड', view = 'Narmada river view', view_hi = 'नर्मदा का नज़ारा' WHERE id = 2;
UPDATE rooms SET size_m2 = 36, beds = 'King bed or twin beds', beds_hi = 'किंग बेड या दो अलग बेड', view = 'Narmada river view', view_hi = 'नर्मदा का नज़ारा' WHERE id = 3;
UPDATE rooms SET size_m2 = 48, beds = 'King bed and a sofa bed', beds_hi = 'किंग बेड और एक सोफ़ा-बेड', view = 'River and temple view from a balcony', view_hi = 'बालकनी से नर्मदा और मंदिरों का नज़ारा' WHERE id = 4;

-- The seed's features said "Adults: 2", "Size: 24m²" and "Bed Type: One bed" for every type, which
-- the facts above now state truly; each type keeps only what sets it apart, in a guest's words.
-- Only for a room whose words staff have never changed on the desk.
UPDATE rooms SET
  room_features = '["Air-conditioned","Free Wi-Fi","TV","Heater","Phone","Laundry on request","Shower"]',
  room_features_hi = '["एसी","मुफ़्त वाई-फ़ाई","टीवी","हीटर","फ़ोन","कहने पर कपड़ों की धुलाई","शावर"]'
WHERE id = 1 AND NOT EXISTS (SELECT 1 FROM desk_audit WHERE subject = 'room' AND subject_key = '1' AND action = 'words');
UPDATE rooms SET
  room_features = '["Air-conditioned","Free Wi-Fi","TV","Heater","Window over the Narmada","Seating corner","Room service (24 hours)"]',
  room_features_hi = '["एसी","मुफ़्त वाई-फ़ाई","टीवी","हीटर","नर्मदा की ओर खिड़की","बैठने का कोना","रूम सर्विस (24 घंटे)"]'
WHERE id = 2 AND NOT EXISTS (SELECT 1 FROM desk_audit WHERE subject = 'room' AND subject_key = '2' AND action = 'words');
UPDATE rooms SET
  room_features = '["Air-conditioned","Free Wi-Fi","TV","Sofa","Work desk","Bathtub","Room service (24 hours)"]',
  room_features_hi = '["एसी","मुफ़्त वाई-फ़ाई","टीवी","सोफ़ा","काम करने की डेस्क","बाथटब","रूम सर्विस (24 घंटे)"]'
WHERE id = 3 AND NOT EXISTS (SELECT 1 FROM desk_audit WHERE subject = 'room' AND subject_key = '3' AND action = 'words');
UPDATE rooms SET
  room_features = '["Air-conditioned","Free Wi-Fi","TV","Balcony","Separate living room","Dining table","Work desk","Room service (24 hours)"]',
  room_features_hi = '["एसी","मुफ़्त वाई-फ़ाई","टीवी","बालकनी","अलग बैठक","खाने की मेज़","काम करने की डेस्क","रूम सर्विस (24 घंटे)"]'
WHERE id = 4 AND NOT EXISTS (SELECT 1 FROM desk_audit WHERE subject = 'room' AND subject_key = '4' AND action = 'words');
