import type { CountWords } from "~/i18n/words";
import type { RoomSearchSchemaMessages } from "~/domain/room-search-schema";

/**
 * The words of the room pages, /Room, /Room/:type and a room's own page (product-rules.md: Hindi),
 * which their loaders send as `rooms`. A room card's own words are `roomCard`
 * (room-card-words.ts); each listing's title and intro are made by room-listing-copy.ts in the
 * loader. `{placeholders}` are filled where the words are used.
 */
export const roomsWordsEn = {
  /** The breadcrumb of /Room. */
  crumb: "Rooms",
  listing: {
    typesLabel: "Room types",
    allRooms: "All rooms",
    noneOfType: "No rooms of this type are listed at the moment.",
    notSureTitle: "Not sure which room suits you?",
    /** Around the hotel's phone number. */
    notSureBefore: "Call us on ",
    notSureAfter: " ({hours}), or check dates and prices online. You pay at the hotel.",
    bookNow: "Book Now",
  },
  unavailable: {
    title: "We can't show {what} right now",
    rooms: "rooms",
    thisRoom: "this room",
    /** Around the hotel's phone number. */
    before: "Our room information is briefly unavailable. Please try again in a few minutes, or call us on ",
    after: " and we will book your stay over the phone.",
  },
  details: {
    eyebrow: "Rooms & Suites",
    /** The page's title while rooms cannot be loaded. */
    title: "Room details",
    taxes: "+ taxes",
    perNight: "per night",
    about: "About the {name}",
    features: "Room features",
    childrenNote:
      "Children aged {age} years and above are considered as adults. Extra beds are subject to availability and chargeable.",
    bookThisRoom: "Book This Room",
    compareAll: "Compare all rooms & suites",
    galleryLabel: "{type} photos",
    photoAlt: "{type}, view {n} of {count}",
    /** Before the rate at the top of the page: "From ₹4,500 a night + GST". */
    from: "From",
    aNightPlusGst: "a night + GST",
  },
  /** The page a missing room or a failure shows; the shell's words say the rest. */
  problem: {
    notFoundTitle: "Room not found",
    failedTitle: "Something went wrong",
    notFoundText: "We could not find that room. It may have been renamed or removed.",
    failedText: "We could not show this room just now. Please try again in a moment.",
    /** Around the hotel's phone number. */
    callBefore: " Call us on ",
    callAfter: " and we will help you choose.",
    seeAll: "See all rooms",
  },
  help: {
    title: "Need help booking?",
    text: "Our front desk answers {hours} and can book your stay by phone.",
    writeTo: "Or write to ",
  },
  bookPanel: {
    title: "Book A Room",
    intro: "Check your dates for the {type}. You pay at the hotel.",
    checkIn: "Check-in",
    checkOut: "Check-out",
    adults: "Adults",
    children: "Children (0-{age} yrs)",
    select: "Select",
    guestsNote: "Up to {n} guests per room. Need more rooms? Add them in the next step.",
    submit: "Book This Room",
    /** The price of the guest's own dates, from the same search and calculation as the wizard. */
    quote: {
      prompt: "Choose dates and guests to see the price of your stay.",
      checking: "Checking your dates…",
      nights: { one: "{n} night", other: "{n} nights" } as CountWords,
      /** `{nights}`: "2 nights"; `{total}`: the stay's total with GST. */
      total: "{nights}: {total} including GST",
      offer: "Includes the offer: {saving} off.",
      unavailable: "This room is not free for these dates and guests. Try other dates, or see the other rooms.",
      failed: "We could not check the price just now; the next step shows it.",
    },
    /**
     * The panel's messages on a page in another language than the schema's English
     * (room-search-schema.ts; Hindi in booking-messages.hi.ts); null keeps the schema's own.
     */
    messages: null as RoomSearchSchemaMessages | null,
  },
  meta: {
    /** A room's page: its name, the hotel, its card line and its rate. */
    description: "{name} at {hotel}: {line} {rate} a night + taxes; book online, pay at the hotel.",
    keywords: "{type} Omkareshwar, {typeLower} near Omkareshwar temple, {shortName}",
    /** The JSON-LD offer's unit. */
    unitText: "per night, taxes extra",
  },
};

export type RoomsWords = typeof roomsWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    rooms: RoomsWords;
  }
}
