import { describe, expect, it } from "vitest";
import { facilities } from "~/content/facilities";
import { hotel } from "~/content/hotel";
import type { Room } from "~/domain/api-types";
import { hotelJsonLd } from "./hotel-json-ld";

const priced = (id: number, room_price: number) => ({ id, room_price }) as Room;

describe("hotelJsonLd (product-rules.md: SEO)", () => {
  const ld = hotelJsonLd([priced(1, 4500), priced(4, 11000)]);

  it("is a schema.org Hotel with the identity config's address and geo", () => {
    expect(ld["@type"]).toBe("Hotel");
    expect(ld.name).toBe(hotel.name);
    expect(ld.address).toMatchObject({ "@type": "PostalAddress", postalCode: "450554", addressRegion: "Madhya Pradesh", addressCountry: "IN" });
    expect(ld.geo).toEqual({ "@type": "GeoCoordinates", latitude: hotel.geo.latitude, longitude: hotel.geo.longitude });
  });

  it("gives check-in and check-out times in ISO form", () => {
    expect(ld.checkinTime).toBe("12:00");
    expect(ld.checkoutTime).toBe("10:00");
  });

  it("lists the open facilities as amenities, leaving out the ones announced as Upcoming", () => {
    const names = (ld.amenityFeature as { name: string; value: boolean }[]).map((feature) => feature.name);
    const notOpen = ["/Swimmingpool", "/Gym", "/Spa"];
    expect(names).toEqual(facilities.filter((facility) => !notOpen.includes(facility.link?.to ?? "")).map((facility) => facility.title));
    expect(names).not.toContain("Swimming Pools");
  });

  it("states the price range from the rooms, and none when rooms are unknown", () => {
    expect(ld.priceRange).toBe("₹4,500 – ₹11,000 per night");
    expect(hotelJsonLd(null)).not.toHaveProperty("priceRange");
  });

  it("links only the web profiles, not the mailto webmail entry", () => {
    expect((ld.sameAs as string[]).every((url) => url.startsWith("https://"))).toBe(true);
  });
});
