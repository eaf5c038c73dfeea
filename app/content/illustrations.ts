/**
 * The typed manifest of the site's original illustrations (product-rules.md: Images and
 * illustrations). There are no photographs: every picture is a flat SVG in one palette, with its
 * intrinsic width and height so <img> reserves space and nothing shifts. Room and gallery pictures
 * live under /media/ (served from the origin). Alt text describes each scene for screen readers;
 * pass `decorative` where an image is pure garnish.
 */
import type { ImageSource } from "./content-types";

const art = {
  // Hero slides (1600×900)
  heroFestive: {
    src: "/illustrations/hero/festive.svg",
    width: 1600,
    height: 900,
    alt: "Evening on the Narmada ghats during the festive season: rows of lit diyas on the stone steps, fireworks and floating sky lanterns above the river, marigold garlands overhead and two guests carrying lamps between domed pavilions",
  },
  heroRiver: {
    src: "/illustrations/hero/river.svg",
    width: 1600,
    height: 900,
    alt: "The resort at dawn on the bank of the Narmada: a sandstone building with arched windows and domed rooftop pavilions above ghat steps, palm trees, a boatman poling a small boat and the temple island in the distance as the sun rises",
  },
  heroTemple: {
    src: "/illustrations/hero/temple.svg",
    width: 1600,
    height: 900,
    alt: "Omkareshwar temple island at sunset: the temple spires and town in silhouette against a saffron sky, a suspension bridge to the island, boats on the golden river and diyas on a riverside pavilion",
  },
  // Rooms (1200×800, served from /media)
  roomDeluxe1: {
    src: "/media/rooms/deluxe-1.svg",
    width: 1200,
    height: 800,
    alt: "Deluxe Room: a double bed with a teal headboard and white linen against a warm sand wall, a wall lamp and a framed river painting above it, and opposite a flat-screen TV on a wooden console with a phone, a wall-mounted air conditioner above and a small heater beside; a teal rug lies on the wooden floor",
  },
  roomDeluxe2: {
    src: "/media/rooms/deluxe-2.svg",
    width: 1200,
    height: 800,
    alt: "Deluxe Room window: a large window looking out on the river and the temple island, teal curtains, a teal armchair, a low tea table and a potted plant",
  },
  roomDeluxe3: {
    src: "/media/rooms/deluxe-3.svg",
    width: 1200,
    height: 800,
    alt: "Deluxe Room bathroom: a wooden vanity with a white basin, a round mirror between two wall lights, a glass shower, a teal towel and white wall tiles",
  },
  roomSuperDeluxe1: {
    src: "/media/rooms/super-deluxe-1.svg",
    width: 1200,
    height: 800,
    alt: "Super Deluxe Room: a king bed with a saffron headboard and striped throw beside a tall window with rust curtains looking over the Narmada and the temple island at dawn, pale teal walls, a pendant lamp, and a teal armchair and tea table in the window corner",
  },
  roomSuperDeluxe2: {
    src: "/media/rooms/super-deluxe-2.svg",
    width: 1200,
    height: 800,
    alt: "Super Deluxe Room: a cushioned window seat under a wide window with a dawn view of the river, rust curtains, a floor lamp and a tea tray on a rug",
  },
  roomSuperDeluxe3: {
    src: "/media/rooms/super-deluxe-3.svg",
    width: 1200,
    height: 800,
    alt: "Super Deluxe Room sitting corner: a teal armchair with a reading lamp, a side table with tea, stacked books, a small window onto the river and a lotus painting",
  },
  roomLuxury1: {
    src: "/media/rooms/luxury-1.svg",
    width: 1200,
    height: 800,
    alt: "Luxury Room: a king bed with a carved wooden headboard, a work desk with a laptop, desk lamp and chair under an arched window onto the river at sunset, and a teal sofa with saffron cushions and a coffee table beneath diyas glowing in wall niches, on apricot walls",
  },
  roomLuxury2: {
    src: "/media/rooms/luxury-2.svg",
    width: 1200,
    height: 800,
    alt: "Luxury Room: a tall arched jharokha window framing the river at sunset, yellow curtains and two teal armchairs around a tea table",
  },
  roomLuxury3: {
    src: "/media/rooms/luxury-3.svg",
    width: 1200,
    height: 800,
    alt: "Luxury Room bathroom: a freestanding bathtub scattered with marigold petals beneath an arched window at sunset, diyas on the rim and yellow towels",
  },
  roomSuite1: {
    src: "/media/rooms/suite-1.svg",
    width: 1200,
    height: 800,
    alt: "Suite living room: a teal sofa and a saffron armchair around a coffee table, wide open doors onto a balcony over the Narmada with the temple town silhouetted at sunset, and a doorway into the bedroom showing the bed and a glowing lamp",
  },
  roomSuite2: {
    src: "/media/rooms/suite-2.svg",
    width: 1200,
    height: 800,
    alt: "Suite living area: a teal sofa with cushions, two saffron armchairs, a coffee table with tea, and arched windows on either side showing the river at sunset",
  },
  roomSuite3: {
    src: "/media/rooms/suite-3.svg",
    width: 1200,
    height: 800,
    alt: "Suite balcony: two lounge chairs and a tea table behind a white railing, string lights and potted plants, looking out over the river and temple island at sunset",
  },
  // Gallery seed (1200×800, served from /media)
  galleryExterior: {
    src: "/media/gallery/exterior.svg",
    width: 1200,
    height: 800,
    alt: "The resort exterior by day: a sandstone building with arched windows and domed pavilions, a fountain on the front lawn and palm-lined paths",
  },
  galleryLobby: {
    src: "/media/gallery/lobby.svg",
    width: 1200,
    height: 800,
    alt: "The lobby: tall arches, a chandelier, a reception desk with a brass bell and a brass urli of floating marigolds on a teal rug",
  },
  galleryPool: {
    src: "/media/gallery/pool.svg",
    width: 1200,
    height: 800,
    alt: "The swimming pool: clear turquoise water with a float ring, sun loungers and parasols on the deck, palms, and the resort building behind",
  },
  galleryRestaurant: {
    src: "/media/gallery/restaurant.svg",
    width: 1200,
    height: 800,
    alt: "The restaurant: round tables laid with white cloths and candles under pendant lamps, beside three arched windows onto the river at sunset",
  },
  galleryRooftop: {
    src: "/media/gallery/rooftop.svg",
    width: 1200,
    height: 800,
    alt: "The rooftop terrace at night: string lights, candlelit tables and parasols by the railing, with the lit temple island across the river",
  },
  galleryBanquet: {
    src: "/media/gallery/banquet.svg",
    width: 1200,
    height: 800,
    alt: "The banquet hall: a stage draped in gold with marigold garlands, chandeliers and round tables dressed in white with saffron sashes",
  },
  galleryGardenWedding: {
    src: "/media/gallery/garden-wedding.svg",
    width: 1200,
    height: 800,
    alt: "A garden wedding at night: a decorated mandap with a sacred fire at the end of a white aisle, rows of chairs and fairy lights across the lawn",
  },
  gallerySpa: {
    src: "/media/gallery/spa.svg",
    width: 1200,
    height: 800,
    alt: "A spa treatment room: a massage bed with folded towels, candles, aromatherapy oil bottles, a diffuser and a window with morning light",
  },
  galleryGym: {
    src: "/media/gallery/gym.svg",
    width: 1200,
    height: 800,
    alt: "The fitness center: a treadmill, a weight bench with barbell, a dumbbell rack and an exercise ball beside a window onto the river",
  },
  galleryGhatAarti: {
    src: "/media/gallery/ghat-aarti.svg",
    width: 1200,
    height: 800,
    alt: "Evening aarti on the ghat: three priests in saffron raise tiered brass lamps by the river while pilgrims watch from the steps lined with diyas",
  },
  galleryTempleView: {
    src: "/media/gallery/temple-view.svg",
    width: 1200,
    height: 800,
    alt: "The view from a resort terrace: the temple island with its white spires across the river, boats on the water and palms by the railing",
  },
  galleryRiverBoat: {
    src: "/media/gallery/river-boat.svg",
    width: 1200,
    height: 800,
    alt: "A family boat ride on the Narmada: a boatman poles a wooden boat carrying guests past the temple island in the morning sun",
  },
  // Facilities (800×600)
  facilityQualityRoom: {
    src: "/illustrations/facilities/quality-room.svg",
    width: 800,
    height: 600,
    alt: "A well-appointed guest room: a bed with a tufted teal headboard and fresh linen, bedside lamps, framed art and a teal rug",
  },
  facilityDiningView: {
    src: "/illustrations/facilities/dining-view.svg",
    width: 800,
    height: 600,
    alt: "Dining with a view: candlelit round tables beside three arched windows looking out on the river and temple island by day",
  },
  facilitySwimmingPools: {
    src: "/illustrations/facilities/swimming-pools.svg",
    width: 800,
    height: 600,
    alt: "The swimming pool at sunset, with loungers, parasols, palms and the lit resort building behind",
  },
  facilityBanquetHall: {
    src: "/illustrations/facilities/banquet-hall.svg",
    width: 800,
    height: 600,
    alt: "The banquet hall: a gold-draped stage with marigold garlands, chandeliers and round tables dressed in white with teal sashes",
  },
  facilityMarriageGarden: {
    src: "/illustrations/facilities/marriage-garden.svg",
    width: 800,
    height: 600,
    alt: "The marriage garden by day: a decorated mandap on a green lawn, a white aisle, rows of chairs and strings of lights between the trees",
  },
  facilityWifi: {
    src: "/illustrations/facilities/wifi.svg",
    width: 800,
    height: 600,
    alt: "A lounge with a laptop, phone and coffee on a desk, a sofa and a Wi-Fi router with a large signal symbol on the wall",
  },
  facilityConferenceHall: {
    src: "/illustrations/facilities/conference-hall.svg",
    width: 800,
    height: 600,
    alt: "The conference hall: a long boardroom table with chairs, notebooks and glasses, facing a screen showing bar and pie charts",
  },
  facilityFitnessCenter: {
    src: "/illustrations/facilities/fitness-center.svg",
    width: 800,
    height: 600,
    alt: "The fitness center: a treadmill, a weight bench with barbell, a dumbbell rack and an exercise ball beside a window onto the river",
  },
  facilitySpa: {
    src: "/illustrations/facilities/spa.svg",
    width: 800,
    height: 600,
    alt: "A spa still life: stacked dark massage stones with a lotus, rolled white towels, candles and a bowl of floating flowers",
  },
  facilityParking: {
    src: "/illustrations/facilities/parking.svg",
    width: 800,
    height: 600,
    alt: "Dedicated parking: cars in marked bays under a shaded carport, a barrier gate and the resort building behind a row of trees",
  },
  facilityConcierge: {
    src: "/illustrations/facilities/concierge.svg",
    width: 800,
    height: 600,
    alt: "The concierge desk: a staff member greeting with folded hands under an arch of key hooks, a brass bell, flowers and a luggage trolley with suitcases",
  },
  facilityRoomService: {
    src: "/illustrations/facilities/room-service.svg",
    width: 800,
    height: 600,
    alt: "Room service: a staff member beside a serving trolley with a silver cloche, juices and a flower vase, at a guest-room door",
  },
  // Dining (800×600)
  diningFineDining: {
    src: "/illustrations/dining/fine-dining.svg",
    width: 800,
    height: 600,
    alt: "Fine dining: a candlelit table for two set with plates and drinks in front of an arched window onto the river at sunset, under a chandelier",
  },
  diningThali: {
    src: "/illustrations/dining/thali.svg",
    width: 800,
    height: 600,
    alt: "A vegetarian thali seen from above on a banana leaf: a brass plate with bowls of dal, sabzi, raita, kadhi, gulab jamun and chutney, rice, rotis and papad",
  },
  diningRegionalSpecialties: {
    src: "/illustrations/dining/regional-specialties.svg",
    width: 800,
    height: 600,
    alt: "Malwa specialties seen from above: a plate of poha topped with sev, pomegranate and coriander, dal bafla on a brass plate with dal, and small bowls of chutney",
  },
  diningFestivalSweets: {
    src: "/illustrations/dining/festival-sweets.svg",
    width: 800,
    height: 600,
    alt: "Festival sweets: a pyramid of laddoos, a plate of jalebis and a plate of diamond-shaped barfi, with diyas and marigold garlands",
  },
  diningRooftop: {
    src: "/illustrations/dining/rooftop.svg",
    width: 800,
    height: 600,
    alt: "Rooftop dining at night: string lights, candlelit tables and parasols by the railing, with the lit temple island across the river",
  },
  diningCasual: {
    src: "/illustrations/dining/casual.svg",
    width: 800,
    height: 600,
    alt: "The casual dining room: bright café tables with colourful chairs and tea, pendant lamps, a counter with drinks and a window onto the river",
  },
  diningChefSpecial: {
    src: "/illustrations/dining/chef-special.svg",
    width: 800,
    height: 600,
    alt: "The chef's special: a plated dish under a spotlight with a silver cloche lifted away and steam rising",
  },
  diningSunset: {
    src: "/illustrations/dining/sunset.svg",
    width: 800,
    height: 600,
    alt: "Sunset on the rooftop: a table for two with mocktails and lanterns at the railing, facing the sun setting over the river and temple island",
  },
  diningDalBafla: {
    src: "/illustrations/dining/dal-bafla.svg",
    width: 800,
    height: 600,
    alt: "Dal bafla seen from above: three ghee-glazed baflas on a brass plate with a bowl of dal, ghee, green chutney, onion, lemon and a green chilli",
  },
  diningPaneerTikka: {
    src: "/illustrations/dining/paneer-tikka.svg",
    width: 800,
    height: 600,
    alt: "Paneer tikka masala seen from above: cubes of charred paneer in a copper kadhai of orange gravy with a swirl of cream and coriander, beside a basket of naan",
  },
  diningBhutteKaKees: {
    src: "/illustrations/dining/bhutte-ka-kees.svg",
    width: 800,
    height: 600,
    alt: "Bhutte ka kees seen from above: a bowl of grated sweetcorn with coconut, coriander and pomegranate, next to a fresh corn cob and a lemon",
  },
  diningRabriJalebi: {
    src: "/illustrations/dining/rabri-jalebi.svg",
    width: 800,
    height: 600,
    alt: "Rabri jalebi seen from above: a plate of golden jalebi spirals beside a brass bowl of creamy rabri with saffron strands and pistachio",
  },
  // Amenities (800×600)
  amenityPool: {
    src: "/illustrations/amenities/pool.svg",
    width: 800,
    height: 600,
    alt: "The swimming pool by day: turquoise water with a float ring, sun loungers and striped parasols on the deck, palms and the resort building behind",
  },
  amenityPoolKids: {
    src: "/illustrations/amenities/pool-kids.svg",
    width: 800,
    height: 600,
    alt: "The kids' pool: a shallow pool with a slide, float rings and a rubber duck, with parasols and loungers around it",
  },
  amenityPoolParty: {
    src: "/illustrations/amenities/pool-party.svg",
    width: 800,
    height: 600,
    alt: "A poolside party at night: guests dancing under string lights and lanterns beside the lit pool and resort building",
  },
  amenitySpaAromatherapy: {
    src: "/illustrations/amenities/spa-aromatherapy.svg",
    width: 800,
    height: 600,
    alt: "Aromatherapy massage: a treatment room with a massage bed, an aroma diffuser releasing steam, essential-oil bottles and candles",
  },
  amenitySpaDeepTissue: {
    src: "/illustrations/amenities/spa-deep-tissue.svg",
    width: 800,
    height: 600,
    alt: "Deep tissue massage: a guest resting face down on a massage bed under a towel, with a stack of massage stones and candles",
  },
  amenitySpaCouples: {
    src: "/illustrations/amenities/spa-couples.svg",
    width: 800,
    height: 600,
    alt: "Couple's retreat: two massage beds side by side, rose petals and a candle between them, and a window with soft morning light",
  },
  amenityGym: {
    src: "/illustrations/amenities/gym.svg",
    width: 800,
    height: 600,
    alt: "The fitness center in use: a guest lifting dumbbells and another exercising on a mat, with kettlebells, an exercise ball and a window at sunset",
  },
  amenityYoga: {
    src: "/illustrations/amenities/yoga.svg",
    width: 800,
    height: 600,
    alt: "Yoga at sunrise: a guest in tree pose on a saffron mat on the riverbank lawn, with the sun rising over the Narmada and the temple island",
  },
  amenityMeditation: {
    src: "/illustrations/amenities/meditation.svg",
    width: 800,
    height: 600,
    alt: "Meditation: a figure seated cross-legged in silhouette against a glowing sun above the river, with lotus flowers on the water and incense smoke",
  },
  // Events (800×600)
  eventWedding: {
    src: "/illustrations/events/wedding.svg",
    width: 800,
    height: 600,
    alt: "A wedding: a bride in red and a groom in cream with a saffron turban exchanging marigold garlands under a decorated mandap, with the sacred fire and diyas",
  },
  eventCorporate: {
    src: "/illustrations/events/corporate.svg",
    width: 800,
    height: 600,
    alt: "A corporate event: a speaker at a lectern presenting charts on a screen to an audience seated in rows",
  },
  eventSocial: {
    src: "/illustrations/events/social.svg",
    width: 800,
    height: 600,
    alt: "A social celebration: a two-tier cake on a garlanded table, balloons, bunting and round tables, with two guests celebrating",
  },
  eventCultural: {
    src: "/illustrations/events/cultural.svg",
    width: 800,
    height: 600,
    alt: "A cultural evening: a classical dancer in a flared skirt on a lit stage between red curtains, with seated musicians playing tabla and sitar",
  },
  eventCeremony: {
    src: "/illustrations/events/ceremony.svg",
    width: 800,
    height: 600,
    alt: "A traditional ceremony: a havan fire in a copper kund inside a rangoli of marigold petals, a brass kalash with mango leaves and coconut, and a seated priest",
  },
  eventEntertainment: {
    src: "/illustrations/events/entertainment.svg",
    width: 800,
    height: 600,
    alt: "An entertainment night: a singer with a microphone, a guitarist and a keyboard player on a stage under spotlights and string lights, with a cheering crowd in silhouette",
  },
  // Tourism (800×600)
  tourismOmkareshwarJyotirlinga: {
    src: "/illustrations/tourism/omkareshwar-jyotirlinga.svg",
    width: 800,
    height: 600,
    alt: "Shri Omkareshwar Jyotirlinga: a white multi-storey temple with a tall spire on the bank of Mandhata island, the town along the ghats and boats on the river",
  },
  tourismMamleshwarTemple: {
    src: "/illustrations/tourism/mamleshwar-temple.svg",
    width: 800,
    height: 600,
    alt: "Mamleshwar temple: an ancient carved stone temple with a pillared hall and smaller shrines, a Nandi statue in the courtyard and pilgrims with folded hands",
  },
  tourismSiddhnathTemple: {
    src: "/illustrations/tourism/siddhanath-temple.svg",
    width: 800,
    height: 600,
    alt: "Siddhnath temple: the ruined hilltop temple on a high plinth carved with a frieze of elephants, with broken columns and a spire at sunset",
  },
  tourismKedareshwarTemple: {
    src: "/illustrations/tourism/kedareshwar-temple.svg",
    width: 800,
    height: 600,
    alt: "Kedareshwar temple: a small white temple with steps on the point of land where the Narmada and Kaveri rivers meet, among trees and palms",
  },
  tourismGauriSomnath: {
    src: "/illustrations/tourism/gauri-somnath-temple.svg",
    width: 800,
    height: 600,
    alt: "Gauri Somnath temple: a three-storey temple with rows of arches and a spire at the top of stone steps, with a large black Nandi statue in front",
  },
  tourismNarmadaGhat: {
    src: "/illustrations/tourism/narmada-ghats.svg",
    width: 800,
    height: 600,
    alt: "The Narmada ghats: long stone steps with large parasols, pilgrims praying and bathing, temples above and wooden boats moored on the river",
  },
  tourismDam: {
    src: "/illustrations/tourism/omkareshwar-dam.svg",
    width: 800,
    height: 600,
    alt: "Omkareshwar dam: a concrete dam across the Narmada between green hills, with water pouring through open spillway gates into the river below",
  },
  tourismParikrama: {
    src: "/illustrations/tourism/parikrama-path.svg",
    width: 800,
    height: 600,
    alt: "The Omkar parikrama: pilgrims with walking staffs following a winding path around the green island hill, passing small shrines and trees",
  },
  tourismMaheshwar: {
    src: "/illustrations/tourism/maheshwar-fort.svg",
    width: 800,
    height: 600,
    alt: "Maheshwar fort at sunset: tall sandstone walls and bastions with temple spires and pavilions rising above ghats on the Narmada, and boats on the golden water",
  },
  tourismMandu: {
    src: "/illustrations/tourism/mandu.svg",
    width: 800,
    height: 600,
    alt: "Mandu: the long arched Jahaz Mahal palace with domed pavilions, reflected in the still water of the tank and framed by palms",
  },
  tourismStatueOfOneness: {
    src: "/illustrations/tourism/statue-of-oneness.svg",
    width: 800,
    height: 600,
    alt: "Ekatma Dham, the Statue of Oneness: a tall bronze statue of the young Adi Shankaracharya holding a staff, on a tiered pedestal on the hilltop above the river",
  },
  tourismUjjain: {
    src: "/illustrations/tourism/mahakaleshwar-ujjain.svg",
    width: 800,
    height: 600,
    alt: "Mahakaleshwar temple, Ujjain, at dusk: the tall stone spire and smaller shrines above a lit arcade, with diyas along the steps of the temple tank",
  },
  // About (800×600)
  aboutPoolIntro: {
    src: "/illustrations/about/pool-intro.svg",
    width: 800,
    height: 600,
    alt: "An infinity pool that seems to merge with the Narmada, with loungers, a parasol and palms, and the temple island on the far bank at sunset",
  },
  aboutValueHarmony: {
    src: "/illustrations/about/value-harmony.svg",
    width: 800,
    height: 600,
    alt: "Divine harmony: the temple island in silhouette against a glowing sun, temple bells hanging in the foreground and lotus flowers floating on the calm river",
  },
  aboutValueHosting: {
    src: "/illustrations/about/value-hosting.svg",
    width: 800,
    height: 600,
    alt: "The art of hosting: a host in a saffron saree offering an aarti plate with a diya and flowers to a garlanded guest under a marigold-decorated arch",
  },
  aboutValueCulture: {
    src: "/illustrations/about/value-culture.svg",
    width: 800,
    height: 600,
    alt: "Cultural experience: a sitar and a pair of tablas beside a colourful rangoli with diyas and marigolds, under garlanded arches",
  },
  // People and social (testimonial avatars 160×160, social previews 600×600)
  guest1: {
    src: "/illustrations/people/guest-1.svg",
    width: 160,
    height: 160,
    alt: "Illustrated portrait of a smiling woman with long dark hair, a bindi and a saffron saree",
  },
  guest2: {
    src: "/illustrations/people/guest-2.svg",
    width: 160,
    height: 160,
    alt: "Illustrated portrait of a smiling older man with grey hair, a grey moustache and round glasses, in a teal Nehru jacket",
  },
  guest3: {
    src: "/illustrations/people/guest-3.svg",
    width: 160,
    height: 160,
    alt: "Illustrated portrait of a smiling young man with a saffron turban and a black beard",
  },
  guest4: {
    src: "/illustrations/people/guest-4.svg",
    width: 160,
    height: 160,
    alt: "Illustrated portrait of a smiling young woman with a short bob and gold hoop earrings",
  },
  socialPost1: {
    src: "/illustrations/social/post-1.svg",
    width: 600,
    height: 600,
    alt: "Evening aarti on the ghat: priests raising tiered brass lamps by the river as pilgrims watch",
  },
  socialPost2: {
    src: "/illustrations/social/post-2.svg",
    width: 600,
    height: 600,
    alt: "A vegetarian thali seen from above on a banana leaf",
  },
  socialPost3: {
    src: "/illustrations/social/post-3.svg",
    width: 600,
    height: 600,
    alt: "A luxury room with a carved arched headboard, marigold garlands and diyas in wall niches",
  },
  socialPost4: {
    src: "/illustrations/social/post-4.svg",
    width: 600,
    height: 600,
    alt: "The swimming pool by day with parasols and palms in front of the resort",
  },
  socialPost5: {
    src: "/illustrations/social/post-5.svg",
    width: 600,
    height: 600,
    alt: "Sunrise over the Narmada with the temple island and a boatman on the river",
  },
  socialPost6: {
    src: "/illustrations/social/post-6.svg",
    width: 600,
    height: 600,
    alt: "Wedding decor at night: a marigold-decked mandap with a sacred fire, a white aisle and fairy lights",
  },
  socialPost7: {
    src: "/illustrations/social/post-7.svg",
    width: 600,
    height: 600,
    alt: "A boat ride: guests in a wooden boat on the Narmada passing the temple island",
  },
  socialPost8: {
    src: "/illustrations/social/post-8.svg",
    width: 600,
    height: 600,
    alt: "A festival of lights: a circular rangoli ringed with glowing diyas and marigolds",
  },
  // Brand, map and video
  logo: {
    src: "/illustrations/logo.svg",
    width: 96,
    height: 96,
    alt: "Narmada Riverside Resort emblem: a temple spire before a saffron sun above river waves, in a teal circle",
  },
  favicon: {
    src: "/favicon.svg",
    width: 32,
    height: 32,
    alt: "Narmada Riverside Resort emblem",
  },
  mapPreview: {
    src: "/illustrations/map-preview.svg",
    width: 1200,
    height: 600,
    alt: "Map of Omkareshwar: the Narmada and Kaveri rivers flowing around Mandhata island with its temples, two bridges, the dam upstream, and a saffron pin marking the resort on the south bank",
  },
  videoPreview: {
    src: "/illustrations/video-preview.svg",
    width: 1280,
    height: 720,
    alt: "Play the resort tour video: the resort by the river at dawn behind a large play button",
  },
  ogImage: {
    src: "/og-image.png",
    width: 1200,
    height: 630,
    alt: "Narmada Riverside Resort, Omkareshwar: the temple island silhouetted against a saffron sunset over the river",
  },
} as const satisfies Record<string, ImageSource>;

/** The name of each picture in the manifest (not the page names below), for its Hindi alt text. */
export type IllustrationArtKey = keyof typeof art;

/** Each picture once, by its own name: illustrations.hi.ts gives every one its Hindi alt text. */
export const illustrationArt: Readonly<Record<IllustrationArtKey, ImageSource>> = art;

export const illustrations = {
  ...art,
  // Names used by page content (kept stable)
  aboutPool: art.aboutPoolIntro,
  valueDivineHarmony: art.aboutValueHarmony,
  valueArtOfHosting: art.aboutValueHosting,
  valueCulturalExperience: art.aboutValueCulture,
  cuisineThali: art.diningThali,
  cuisineRegional: art.diningRegionalSpecialties,
  cuisineSweets: art.diningFestivalSweets,
  diningFineHero: art.diningFineDining,
  diningPaneer: art.diningPaneerTikka,
  diningRooftopHero: art.diningRooftop,
  diningCasualHero: art.diningCasual,
  diningSpace1: art.diningCasual,
  diningSpace2: art.diningFineDining,
  diningSpace3: art.diningRooftop,
  diningSpace4: art.diningSunset,
  diningSpace5: art.facilityDiningView,
  diningSpace6: art.galleryRestaurant,
  poolHero: art.amenityPool,
  poolGallery1: art.amenityPool,
  poolGallery2: art.amenityPoolKids,
  poolGallery3: art.amenityPoolParty,
  spaHero: art.amenitySpaAromatherapy,
  spaIntro: art.facilitySpa,
  spaAromatherapy: art.amenitySpaAromatherapy,
  spaDeepTissue: art.amenitySpaDeepTissue,
  spaCouples: art.amenitySpaCouples,
  gymHero: art.amenityGym,
  gymIntro: art.amenityYoga,
  tourismOmkareshwarTemple: art.tourismOmkareshwarJyotirlinga,
} as const satisfies Record<string, ImageSource>;

export type IllustrationKey = keyof typeof illustrations;
