/**
 * The copy of /Room and /Room/:type (as on the original site, each type has its own title,
 * description, keywords, heading and intro; an unknown or missing type gets the default), in both
 * languages (product-rules.md: Hindi). Facts only from the original site and the identity config:
 * the temple 5 km away, vegetarian dining, pay at the hotel. Made in the loader, which sends the
 * page's one copy: neither language's copy of every type reaches the browser.
 */
import { hotel } from "~/content/hotel";
import { addressIn } from "~/content/hotel-in-lang";
import type { RoomTypeName } from "~/domain/room-types";
import type { Lang } from "~/i18n/lang";
import { fill, wordsIn } from "~/i18n/words";
import { roomTypeNameIn } from "./room-in-lang";
import { listingCopyHi } from "./room-listing-copy.hi";
import type { ListingCopyWords, ListingWords } from "./room-listing-types";
import { matchesRoomTypeSlug } from "./room-slug";

export interface RoomListingCopy extends ListingWords {
  /** The room type this copy belongs to (matched against room_type_name); null for the default. */
  roomTypeName: string | null;
}

export const listingCopyEn: ListingCopyWords = {
  temple: "{km} km from the {templeName} temple (about {minutes} minutes by car)",
  default: {
    title: "Rooms & Suites",
    description:
      "Deluxe, Super Deluxe, Luxury and Suite rooms at {hotel}, on the bank of the Narmada, {temple}. See prices per night and book online, pay at the hotel.",
    keywords:
      "Omkareshwar hotel rooms, rooms near Omkareshwar temple, {shortName} rooms, family room Omkareshwar, suite Omkareshwar",
    heading: "Rooms & Suites",
    intro:
      "Four kinds of room, one standard of care: every room is air-conditioned with a heater for winter nights, a TV, a phone and free Wi-Fi, {temple}. Choose a room, check your dates and book online — you pay at the hotel.",
  },
  types: {
    "Deluxe Room": {
      title: "Deluxe Rooms",
      description: "Deluxe Rooms in {place}: a calm, air-conditioned room with one bed, {temple}. Book online, pay at the hotel.",
      keywords: "deluxe room Omkareshwar, budget hotel near Omkareshwar temple, couple room Omkareshwar, pilgrim stay Omkareshwar",
      heading: "Deluxe Rooms",
      intro: "A quiet, comfortable base for darshan, the ghats and the evening aarti, with one bed, air conditioning and a heater, {temple}.",
    },
    "Super Deluxe Room": {
      title: "Super Deluxe Rooms",
      description:
        "Super Deluxe Rooms in {place}: more space, a king bed and a window over the Narmada, {temple}. Book online, pay at the hotel.",
      keywords: "super deluxe room Omkareshwar, river view room Omkareshwar, family room near Omkareshwar temple",
      heading: "Super Deluxe Rooms",
      intro: "More room for a family or two friends after a day at the temple: a king bed, a seating corner and a window over the Narmada.",
    },
    "Luxury Room": {
      title: "Luxury Rooms",
      description:
        "Luxury Rooms in {place}: river views, a sofa seating area, a work desk and a soaking tub, {temple}. Book online, pay at the hotel.",
      keywords: "luxury room Omkareshwar, business hotel Omkareshwar, river view luxury room Narmada",
      heading: "Luxury Rooms",
      intro: "For longer stays and for guests who come for work as well as worship: river views, a sofa seating area, a work desk and a soaking tub.",
    },
    "Suite Room": {
      title: "Suites",
      description:
        "Suites in {place}: a bedroom, a separate living room and a balcony facing the Narmada, {temple}. Book online, pay at the hotel.",
      keywords: "suite Omkareshwar, family suite near Omkareshwar temple, balcony river view suite Narmada",
      heading: "Suites",
      intro:
        "Our largest rooms: a bedroom, a separate living room and a balcony facing the Narmada — room for the whole family, with vegetarian meals served in the suite.",
    },
  },
  otherType: {
    description: "{type} at {hotel}: {line}",
    keywords: "{type} Omkareshwar, {defaultKeywords}",
  },
};

/**
 * Every placeholder of a copy filled; read when a page is made (the town is part of the address
 * staff keep, in Hindi for a Hindi page where they wrote it).
 */
function filler(words: ListingCopyWords, lang: Lang, extra: Record<string, string> = {}) {
  const address = addressIn(lang);
  const values = {
    hotel: hotel.name,
    shortName: hotel.shortName,
    place: `${address.locality}, ${address.region}`,
    km: hotel.temple.km,
    minutes: hotel.temple.minutesByCar,
    templeName: hotel.temple.name,
    ...extra,
  };
  const temple = fill(words.temple, values);
  return (text: string) => fill(text, { ...values, temple });
}

function filled(roomTypeName: string | null, copy: ListingWords, fillIn: (text: string) => string): RoomListingCopy {
  return {
    roomTypeName,
    title: fillIn(copy.title),
    description: fillIn(copy.description),
    keywords: fillIn(copy.keywords),
    heading: fillIn(copy.heading),
    intro: fillIn(copy.intro),
  };
}

/**
 * The copy for a `/Room/:type` slug in `lang`; the default for a missing or unknown type. A type
 * the origin lists but this file has no words for gets copy made from the room itself (as the page
 * in `lang` shows it).
 */
export function listingCopyFor(
  slug: string | undefined,
  room?: { room_type_name: string; short_description: string },
  lang: Lang = "en",
): RoomListingCopy {
  const words = wordsIn(lang, { en: listingCopyEn, hi: listingCopyHi });
  const fillIn = filler(words, lang);
  const fallback = filled(null, words.default, fillIn);
  if (!slug) return fallback;
  const written = (Object.keys(words.types) as RoomTypeName[]).find((type) => matchesRoomTypeSlug(type, slug));
  if (written) return filled(written, words.types[written], fillIn);
  if (!room) return fallback;
  const type = roomTypeNameIn(room.room_type_name, lang);
  const fillOther = filler(words, lang, { type, line: room.short_description, defaultKeywords: fallback.keywords });
  return {
    roomTypeName: room.room_type_name,
    title: type,
    description: fillOther(words.otherType.description),
    keywords: fillOther(words.otherType.keywords),
    heading: type,
    intro: room.short_description,
  };
}

/** The default copy (/Room) in `lang`. */
export const defaultListingCopy = (lang: Lang = "en") => listingCopyFor(undefined, undefined, lang);
