import { isPageOpen } from "~/content/facility-status";
import { todayInHotel } from "~/domain/hotel-date";
import { absoluteUrl, DEFAULT_DESCRIPTION, SHARE_IMAGE } from "~/components/seo";
import { type Facility, facilities } from "~/content/facilities";
import { hotel } from "~/content/hotel";
import type { Room } from "~/domain/api-types";
import { fill } from "~/i18n/words";
import { nightlyRateLabel } from "../rooms/room-price";

/** What the Hotel block says in the page's language (product-rules.md: Hindi); English by default. */
export interface HotelJsonLdWords {
  description: string;
  /** `{from}` and `{to}`: the lowest and highest nightly rates. */
  priceRange: string;
  facilities: readonly Facility[];
}

const englishWords: HotelJsonLdWords = {
  description: DEFAULT_DESCRIPTION,
  priceRange: "{from} – {to} per night",
  facilities,
};

/**
 * SEO (product-rules.md): the home page's schema.org `Hotel`: address, geo, amenities (the
 * facilities open today; "Upcoming" ones are left out), check-in and check-out times, contacts and,
 * when the rooms are known, the price range; its words in the page's language.
 */
export function hotelJsonLd(
  rooms: readonly Pick<Room, "room_price">[] | null = null,
  words: HotelJsonLdWords = englishWords,
): Record<string, unknown> {
  const { address, geo, phones, emails } = hotel;
  const prices = (rooms ?? []).map((room) => room.room_price).filter((price) => price > 0);
  return {
    "@context": "https://schema.org",
    "@type": "Hotel",
    "@id": absoluteUrl("/#hotel"),
    name: hotel.name,
    description: words.description,
    url: absoluteUrl("/"),
    image: absoluteUrl(SHARE_IMAGE.path),
    logo: absoluteUrl("/favicon.svg"),
    telephone: phones.primary.tel,
    email: emails.reservations,
    // Every number staff keep, so search listings can offer the second line too.
    contactPoint: [phones.primary, phones.secondary].flatMap((phone) =>
      phone ? [{ "@type": "ContactPoint", telephone: phone.tel, contactType: "reservations", areaServed: "IN" }] : [],
    ),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
    hasMap: address.mapsUrl,
    checkinTime: hotel.checkInTimeIso,
    checkoutTime: hotel.checkOutTimeIso,
    amenityFeature: words.facilities
      // Only what is open today, as staff saved it (product-rules.md: What is open).
      .filter((facility) => isPageOpen(hotel.facilities, facility.link?.to, todayInHotel(new Date())))
      .map((facility) => ({ "@type": "LocationFeatureSpecification", name: facility.title, value: true })),
    ...(prices.length > 0
      ? {
          priceRange: fill(words.priceRange, {
            from: nightlyRateLabel(Math.min(...prices)),
            to: nightlyRateLabel(Math.max(...prices)),
          }),
        }
      : {}),
    currenciesAccepted: "INR",
    sameAs: hotel.social.map((link) => link.url).filter((url) => url.startsWith("https://")),
  };
}
