/**
 * What the hotel's admin API answers (docs/origins.md), in the shape a typical admin backend sends
 * it: prices as decimal strings, JSON-encoded lists, image file names, extra columns we ignore.
 */
export const adminRooms = [
  {
    id: 1,
    name: "Deluxe Room",
    room_type_name: "Deluxe Room",
    short_description: "A calm room near the temple.",
    brief_description:
      '<p"class="lead">Rest between darshan and the ghats.</p><img src=x onerror="alert(1)"><script>alert("x")</script>',
    home_description: "Quiet and close to the temple.",
    room_price: "4500.00",
    main_image: "deluxe-main.jpg",
    gallery_images: '["deluxe-a.jpg","deluxe-b.jpg"]',
    room_features: '["TV","Free Wifi"]',
    created_at: "2025-08-01T10:00:00.000000Z",
  },
  {
    id: 2,
    name: "Super Deluxe Room",
    room_type_name: "Super Deluxe Room",
    short_description: "More space and a king bed.",
    brief_description: '<p><a href="javascript:alert(1)">Offer</a> <span style="color:red"class="x">River view</span></p>',
    home_description: "More space.",
    room_price: 6500,
    main_image: "http://admin.test/assets/images/rooms/super-main.jpg",
    gallery_images: "[super-a.jpg, not json",
    room_features: '["TV","King bed"]',
  },
  {
    id: 3,
    name: "Luxury Room",
    room_type_name: "Luxury Room",
    short_description: "Sofa seating and a work desk.",
    brief_description: null,
    home_description: "For longer stays.",
    room_price: "7500",
    main_image: "luxury-main.jpg",
    gallery_images: "[]",
    room_features: '["TV"]',
  },
  {
    id: 4,
    name: "Suite Room",
    room_type_name: "Suite Room",
    short_description: "A separate living room.",
    brief_description: "<h2>Suite</h2><p>Our largest room.</p>",
    home_description: "Our largest room.",
    room_price: 11000,
    main_image: "suite-main.jpg",
    gallery_images: '["suite-a.jpg"]',
    room_features: '["TV","Balcony"]',
  },
];

export const adminGallery = [
  { id: 1, source: "pool.jpg", alt_name: "The pool", heading: "Pool" },
  { id: 2, source: "http://admin.test/assets/images/gallery/lobby.jpg", alt_name: "The lobby", heading: "Lobby" },
  { id: 3, source: "/assets/images/gallery/garden.webp", alt_name: "The garden", heading: "Garden" },
  { id: 4, source: "https://elsewhere.example/cdn/boat.jpg", alt_name: "A boat", heading: "Boat" },
];

export const adminAvailable = [
  { id: 1, room_type_name: "Deluxe Room", main_image: "deluxe-main.jpg", room_price: "4500.00", short_description: "A calm room." },
  { id: 4, room_type_name: "Suite Room", main_image: "suite-main.jpg", room_price: 11000, short_description: "Our largest room." },
];
