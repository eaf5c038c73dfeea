-- Seed for the embedded origin (product-rules.md: Two origins): the four room types in the original
-- site's order (ids 1-4), their inventory, and the gallery. Copy keeps to the original site's
-- facts. Images are files bundled under public/media/rooms/ and public/media/gallery/. Super
-- Deluxe's description keeps the admin editor's glitch of a `class` glued to what precedes it
-- (`<pclass=`, `"class=`), which the Worker repairs (product-rules.md: Untrusted HTML) so the
-- paragraph is not lost.

INSERT INTO rooms (id, name, room_type_name, short_description, brief_description, home_description, room_price, main_image, gallery_images, room_features, sort_order) VALUES
(1, 'Deluxe Room', 'Deluxe Room',
 'A calm, air-conditioned room with one bed, a short drive from the Omkareshwar Jyotirlinga.',
 '<p>The Deluxe Room is a quiet place to rest between darshan, the ghats and the evening aarti. It has one comfortable bed, air conditioning for the summer, a heater for winter nights, a TV, a phone and free Wi-Fi.</p>
<p>The Jyotirlinga temple is 5 km from the resort, about ten minutes by car, so an early visit to the temple is easy. Our restaurant serves vegetarian food, and laundry is done for you on request.</p>
<p><strong>Good for:</strong> pilgrims and couples who want a clean, restful room close to the temple.</p>',
 'Our Deluxe Rooms are a quiet, air-conditioned base for darshan and the ghats. The Jyotirlinga temple is 5 km away, about a ten-minute drive.',
 4500, 'deluxe-1.svg', '["deluxe-1.svg","deluxe-2.svg","deluxe-3.svg"]',
 '["TV","Free Wifi","Air Condition","Heater","Phone","Laundry","Adults: 2","Size: 24m²","Bed Type: One bed"]',
 1),
(2, 'Super Deluxe Room', 'Super Deluxe Room',
 'More space and a king bed, with a window over the Narmada and a seating corner for the family.',
 '<pclass="lead">The Super Deluxe Room gives a family or two friends more room to settle in after a day at the temple. A king bed, a seating corner and a wide window looking out over the Narmada make it easy to slow down.</p>
<p>Like every room at the resort it has air conditioning, a heater, a TV, a phone and free Wi-Fi. <span style="font-weight: 600;"class="highlight">Room service runs around the clock</span>, and our vegetarian restaurant is a few steps away.</p>
<p>The Jyotirlinga temple is 5 km away, about ten minutes by car.</p>',
 'The Super Deluxe Room adds space, a king bed and a window over the Narmada. A restful choice for families after a day at the temple and the ghats.',
 6500, 'super-deluxe-1.svg', '["super-deluxe-1.svg","super-deluxe-2.svg","super-deluxe-3.svg"]',
 '["TV","Free Wifi","Air Condition","Heater","Phone","Laundry","Room service (24 hours)","River view window","Seating corner","Adults: 2","Size: 30m²","Bed Type: One king bed"]',
 2),
(3, 'Luxury Room', 'Luxury Room',
 'A spacious river-view room with sofa seating, a work desk and a soaking tub.',
 '<p>The Luxury Room is made for longer stays and for guests who come to Omkareshwar for work as well as worship. It has a king bed, a sofa seating area, a work desk and a bathroom with a soaking tub.</p>
<p>Arched windows look over the Narmada. Air conditioning, a heater, a TV, a phone and free Wi-Fi come as standard, and room service is available at any hour.</p>
<ul>
<li>The Jyotirlinga temple is 5 km away, about ten minutes by car</li>
<li>Vegetarian dining at the resort</li>
<li>Laundry on request</li>
</ul>',
 'Our Luxury Rooms pair river views with a sofa seating area, a work desk and a soaking tub. Comfortable for longer stays, for work or for worship.',
 7500, 'luxury-1.svg', '["luxury-1.svg","luxury-2.svg","luxury-3.svg"]',
 '["TV","Free Wifi","Air Condition","Heater","Phone","Laundry","Room service (24 hours)","River view","Sofa seating","Work desk","Soaking tub","Adults: 3","Size: 36m²","Bed Type: One king bed"]',
 3),
(4, 'Suite Room', 'Suite Room',
 'Our largest room: a bedroom, a separate living room and a balcony facing the Narmada.',
 '<p>The Suite is our largest room, with a bedroom and a separate living room, so a family can spread out or receive visitors in comfort. The balcony faces the Narmada and the temple town across the water.</p>
<p>It has air conditioning and heating, a TV, a phone and free Wi-Fi, a work desk and a dining table for meals from our vegetarian kitchen, served in the room at any hour.</p>
<p><em>The Jyotirlinga temple is 5 km away, about ten minutes by car.</em></p>',
 'The Suite has a bedroom, a separate living room and a balcony facing the Narmada. Room for the whole family, with vegetarian meals served in the suite at any hour.',
 11000, 'suite-1.svg', '["suite-1.svg","suite-2.svg","suite-3.svg"]',
 '["TV","Free Wifi","Air Condition","Heater","Phone","Laundry","Room service (24 hours)","Balcony with river view","Separate living room","Dining table","Work desk","Adults: 4","Size: 48m²","Bed Type: One king bed"]',
 4);

INSERT INTO room_inventory (room_id, total_rooms) VALUES (1, 12), (2, 10), (3, 6), (4, 4);

INSERT INTO gallery (id, source, alt_name, heading, sort_order) VALUES
(1, 'exterior.svg', 'The resort building with domed pavilions, palms and a fountain at the entrance', 'The Resort', 1),
(2, 'lobby.svg', 'The lobby with arched doorways, a chandelier and teal armchairs', 'Lobby', 2),
(3, 'pool.svg', 'The swimming pool in front of the resort on a sunny day', 'Swimming Pool', 3),
(4, 'restaurant.svg', 'Restaurant tables under arched windows that look over the river at sunset', 'Vegetarian Restaurant', 4),
(5, 'rooftop.svg', 'Rooftop tables under string lights on a moonlit night', 'Rooftop Dining', 5),
(6, 'banquet.svg', 'The banquet hall laid for a celebration, with a draped stage and chandeliers', 'Banquet Hall', 6),
(7, 'garden-wedding.svg', 'A wedding mandap in the lawn, lit with lamps and lined with chairs', 'Marriage Garden', 7),
(8, 'spa.svg', 'A spa treatment room with a massage table, candles and a river-view window', 'Spa & Wellness', 8),
(9, 'gym.svg', 'The fitness center with a treadmill, a bench and a window to the river', 'Fitness Center', 9),
(10, 'ghat-aarti.svg', 'Priests performing the evening aarti on the ghats with lamps raised over the river', 'Aarti on the Ghats', 10),
(11, 'temple-view.svg', 'The temple island on the Narmada seen from a railing among the palms', 'Temple View', 11),
(12, 'river-boat.svg', 'A boatman rowing a wooden boat on the Narmada at sunset', 'Boat Ride on the Narmada', 12);
