/**
 * Structured data for room pages (product-rules.md: SEO): each room as a HotelRoom that is also a
 * Product, so it can carry an Offer with its nightly rate (schema.org's hotel guidance), inside the
 * Hotel. In the page's language (product-rules.md: Hindi): the room as the page shows it (its
 * name, card line and features), at the page's own URL. The room's own page prices a stay: the
 * dates in its address, or tonight (product-rules.md: Google's hotel feed).
 */
import { absoluteUrl } from "~/components/seo";
import { type IsoDate, hotel } from "~/content/hotel";
import type { RoomSummary } from "~/domain/api-types";
import { nightsBetween } from "~/domain/hotel-date";
import { paiseToRupees } from "~/domain/money";
import { linkInLang } from "~/i18n/hindi-pages";
import type { Lang } from "~/i18n/lang";
import { roomFeatures } from "./room-features";
import { roomInLang } from "./room-in-lang";

export interface RoomJsonLdWords {
  /** The offer's unit, "per night, taxes extra". */
  unitText: string;
  /** The fixed features of a room that lists none, in the page's language. */
  standardFeatures: readonly string[];
}

/**
 * The price a room page states for one stay: the dates searched (or tonight), what those nights
 * cost before tax in paise, and whether the room can still be had for them.
 */
export interface RoomStayOffer {
  checkIn: IsoDate;
  checkOut: IsoDate;
  pricePaise: number;
  /** Whether the dates came from the page's address (then the offer's URL carries them). */
  searched: boolean;
  available: boolean;
}

/**
 * The room's Offer for a stay, as Google's hotel price structured data reads it: the price of
 * those nights in rupees (INR, before GST), the stay's check-in and check-out dates, and the
 * nights it covers.
 */
function stayOffer(url: string, stay: RoomStayOffer, unitText: string) {
  const price = paiseToRupees(stay.pricePaise);
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const dated = new URL(url);
  if (stay.searched) {
    dated.searchParams.set("checkIn", stay.checkIn);
    dated.searchParams.set("checkOut", stay.checkOut);
  }
  return {
    "@type": "Offer",
    url: dated.toString(),
    priceCurrency: "INR",
    price,
    checkinTime: stay.checkIn,
    checkoutTime: stay.checkOut,
    availability: stay.available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency: "INR",
      referenceQuantity: { "@type": "QuantitativeValue", value: nights, unitCode: "DAY" },
      unitText: nights === 1 ? unitText : undefined,
      valueAddedTaxIncluded: false,
    },
  };
}

export function hotelRoomJsonLd(given: RoomSummary, lang: Lang, words: RoomJsonLdWords, stay?: RoomStayOffer) {
  const room = roomInLang(given, lang);
  const url = absoluteUrl(linkInLang(`/RoomDetails/${room.id}`, lang));
  return {
    "@context": "https://schema.org",
    "@type": ["HotelRoom", "Product"],
    "@id": `${url}#room`,
    name: room.name,
    description: room.short_description,
    url,
    image: room.main_image ? absoluteUrl(room.main_image) : undefined,
    occupancy: { "@type": "QuantitativeValue", minValue: 1, maxValue: hotel.limits.maxGuestsPerRoom },
    amenityFeature: roomFeatures(room, words.standardFeatures).map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
    containedInPlace: { "@type": "Hotel", name: hotel.name, url: hotel.siteUrl },
    offers: stay
      ? stayOffer(url, stay, words.unitText)
      : {
      "@type": "Offer",
      url,
      priceCurrency: "INR",
      price: room.room_price,
      availability: "https://schema.org/InStock",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: room.room_price,
        priceCurrency: "INR",
        unitCode: "DAY",
        unitText: words.unitText,
        valueAddedTaxIncluded: false,
      },
    },
  };
}
