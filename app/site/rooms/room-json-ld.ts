/**
 * Structured data for room pages (product-rules.md: SEO): each room as a HotelRoom that is also a
 * Product, so it can carry an Offer with its nightly rate (schema.org's hotel guidance), inside the
 * Hotel. In the page's language (product-rules.md: Hindi): the room as the page shows it (its
 * name, card line and features), at the page's own URL.
 */
import { absoluteUrl } from "~/components/seo";
import { hotel } from "~/content/hotel";
import type { RoomSummary } from "~/domain/api-types";
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

export function hotelRoomJsonLd(given: RoomSummary, lang: Lang, words: RoomJsonLdWords) {
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
    offers: {
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
