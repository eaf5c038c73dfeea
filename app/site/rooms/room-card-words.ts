import { standardRoomFeatures } from "./room-features";

/**
 * The words of a room card and of the parts other pages share with it (product-rules.md: Hindi):
 * the nightly rate with its offer, the Read More toggle, the amenity icons, the photos' lightbox and
 * the fixed feature list shown when a room lists none. Every page that shows a room card, a
 * `RoomRate` or a `ClampedDescription` sends this namespace from its loader (`roomCard`).
 */
export const roomCardWordsEn = {
  /** The main image's alt text when staff wrote none. */
  imageAlt: "{type} at {hotel}",
  viewPhotos: "View photos of the {type}",
  viewDetails: "View Details",
  viewDetailsLabel: "View details of the {type}",
  taxes: "+ taxes",
  perNight: "per night",
  inEveryRoom: "In every room",
  /** The row of icons closing a card, by icon. */
  amenities: {
    wifi: "Free Wi-Fi",
    tv: "TV",
    ac: "Air conditioning",
    heater: "Heater",
    phone: "Phone",
    laundry: "Laundry",
  },
  readMore: "Read More",
  showLess: "Show Less",
  rate: {
    /** Read out before the struck-through rate. */
    usual: "Usual rate ",
    /** Read out between the two rates. */
    offer: ", offer rate ",
    /**
     * Under the rate while an offer applies; `{title}` is the offer's name as staff wrote it (their
     * Hindi on a Hindi page when they wrote one).
     */
    offerUntil: "{title}: {percent}% off stays checking in by {date}.",
    offerOpen: "{title}: {percent}% off stays.",
  },
  lightbox: {
    title: "{type}: photos",
    photoAlt: "{type}, view {n} of {count}",
    previous: "Previous",
    next: "Next",
    photoOf: "Photo {n} of {count}",
  },
  /** What a room offers when it lists nothing of its own: the original site's fixed list. */
  standardFeatures: [...standardRoomFeatures],
  /** What tells the types apart (product-rules.md: Room facts): /Room's comparison and the home rate cards. */
  facts: {
    caption: "Compare our rooms",
    type: "Room",
    size: "Size",
    beds: "Beds",
    view: "View",
    guests: "Guests",
    priceFrom: "Price from",
    sizeValue: "{n} m²",
    guestsValue: "Up to {n}",
    priceValue: "{amount} a night",
  },
};

export type RoomCardWords = typeof roomCardWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    roomCard: RoomCardWords;
  }
}
