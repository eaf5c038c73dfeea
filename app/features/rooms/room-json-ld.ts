/**
 * Structured data for room pages (product-rules.md: SEO): each room as a HotelRoom that is also a
 * Product, so it can carry an Offer with its nightly rate (schema.org's hotel guidance), inside the
 * Hotel.
 */
import { absoluteUrl } from "~/components/seo";
import { hotel } from "~/content/hotel";
import type { RoomSummary } from "~/domain/api-types";
import { roomFeatures } from "./room-features";

export function hotelRoomJsonLd(room: RoomSummary) {
  const url = absoluteUrl(`/RoomDetails/${room.id}`);
  return {
    "@context": "https://schema.org",
    "@type": ["HotelRoom", "Product"],
    "@id": `${url}#room`,
    name: room.name,
    description: room.short_description,
    url,
    image: room.main_image ? absoluteUrl(room.main_image) : undefined,
    occupancy: { "@type": "QuantitativeValue", minValue: 1, maxValue: hotel.limits.maxGuestsPerRoom },
    amenityFeature: roomFeatures(room).map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
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
        unitText: "per night, taxes extra",
        valueAddedTaxIncluded: false,
      },
    },
  };
}
