/**
 * The copy of /Room and /Room/:type (as on the original site, each type has its own title,
 * description, keywords, heading and intro; an unknown or missing type gets the default). Facts
 * only from the original site and the identity config: the temple 5 km away, vegetarian dining, pay
 * at the hotel.
 */
import { hotel } from "~/content/hotel";
import { matchesRoomTypeSlug } from "./room-slug";

export interface RoomListingCopy {
  /** The room type this copy belongs to (matched against room_type_name); null for the default. */
  roomTypeName: string | null;
  title: string;
  description: string;
  keywords: string;
  heading: string;
  intro: string;
}

const place = () => `${hotel.address.locality}, ${hotel.address.region}`;
const temple = `${hotel.temple.km} km from the ${hotel.temple.name} temple (about ${hotel.temple.minutesByCar} minutes by car)`;

export const defaultListingCopy: RoomListingCopy = {
  roomTypeName: null,
  title: "Rooms & Suites",
  description: `Deluxe, Super Deluxe, Luxury and Suite rooms at ${hotel.name}, on the bank of the Narmada, ${temple}. See prices per night and book online, pay at the hotel.`,
  keywords: `Omkareshwar hotel rooms, rooms near Omkareshwar temple, ${hotel.shortName} rooms, family room Omkareshwar, suite Omkareshwar`,
  heading: "Rooms & Suites",
  intro: `Four kinds of room, one standard of care: every room is air-conditioned with a heater for winter nights, a TV, a phone and free Wi-Fi, ${temple}. Choose a room, check your dates and book online — you pay at the hotel.`,
};

/** A function: the town is part of the address staff keep, read when a page is made. */
const typeCopy = (): RoomListingCopy[] => [
  {
    roomTypeName: "Deluxe Room",
    title: "Deluxe Rooms",
    description: `Deluxe Rooms in ${place()}: a calm, air-conditioned room with one bed, ${temple}. Book online, pay at the hotel.`,
    keywords: "deluxe room Omkareshwar, budget hotel near Omkareshwar temple, couple room Omkareshwar, pilgrim stay Omkareshwar",
    heading: "Deluxe Rooms",
    intro: `A quiet, comfortable base for darshan, the ghats and the evening aarti, with one bed, air conditioning and a heater, ${temple}.`,
  },
  {
    roomTypeName: "Super Deluxe Room",
    title: "Super Deluxe Rooms",
    description: `Super Deluxe Rooms in ${place()}: more space, a king bed and a window over the Narmada, ${temple}. Book online, pay at the hotel.`,
    keywords: "super deluxe room Omkareshwar, river view room Omkareshwar, family room near Omkareshwar temple",
    heading: "Super Deluxe Rooms",
    intro: "More room for a family or two friends after a day at the temple: a king bed, a seating corner and a window over the Narmada.",
  },
  {
    roomTypeName: "Luxury Room",
    title: "Luxury Rooms",
    description: `Luxury Rooms in ${place()}: river views, a sofa seating area, a work desk and a soaking tub, ${temple}. Book online, pay at the hotel.`,
    keywords: "luxury room Omkareshwar, business hotel Omkareshwar, river view luxury room Narmada",
    heading: "Luxury Rooms",
    intro: "For longer stays and for guests who come for work as well as worship: river views, a sofa seating area, a work desk and a soaking tub.",
  },
  {
    roomTypeName: "Suite Room",
    title: "Suites",
    description: `Suites in ${place()}: a bedroom, a separate living room and a balcony facing the Narmada, ${temple}. Book online, pay at the hotel.`,
    keywords: "suite Omkareshwar, family suite near Omkareshwar temple, balcony river view suite Narmada",
    heading: "Suites",
    intro: "Our largest rooms: a bedroom, a separate living room and a balcony facing the Narmada — room for the whole family, with vegetarian meals served in the suite.",
  },
];

/**
 * The copy for a `/Room/:type` slug; the default for a missing or unknown type. A type the origin
 * lists but this file has no words for gets copy made from the room itself.
 */
export function listingCopyFor(
  slug: string | undefined,
  room?: { room_type_name: string; short_description: string },
): RoomListingCopy {
  if (!slug) return defaultListingCopy;
  const written = typeCopy().find((copy) => copy.roomTypeName && matchesRoomTypeSlug(copy.roomTypeName, slug));
  if (written) return written;
  if (!room) return defaultListingCopy;
  return {
    roomTypeName: room.room_type_name,
    title: room.room_type_name,
    description: `${room.room_type_name} at ${hotel.name}: ${room.short_description}`,
    keywords: `${room.room_type_name} Omkareshwar, ${defaultListingCopy.keywords}`,
    heading: room.room_type_name,
    intro: room.short_description,
  };
}
