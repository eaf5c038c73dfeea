import { afterEach, describe, expect, it } from "vitest";
import { applySettings, hotel } from "~/content/hotel";
import { seedSettings } from "~/content/hotel-seed";
import type { RoomSummary } from "~/domain/api-types";
import { hotelRoomJsonLd, type RoomStayOffer } from "./room-json-ld";
import { tonightOffer } from "./room-stay-offer.server";
import { searchedStay } from "./searched-stay";

const room: RoomSummary = {
  id: 1,
  name: "Deluxe Room",
  room_type_name: "Deluxe Room",
  short_description: "A calm room on the river side.",
  room_price: 4500,
  main_image: "/media/rooms/deluxe-1.svg",
  gallery_images: [],
  room_features: [],
};
const words = { unitText: "per night, taxes extra", standardFeatures: ["Air conditioning"] };

afterEach(() => applySettings(seedSettings));

describe("hotelRoomJsonLd with a stay", () => {
  it("offers the searched dates at their price in rupees, INR, before GST, on the page's dated address", () => {
    // Two nights at ₹4,500 and ₹5,200: ₹9,700 = 970000 paise.
    const stay: RoomStayOffer = { checkIn: "2027-03-12", checkOut: "2027-03-14", pricePaise: 970_000, searched: true, available: true };
    const offer = hotelRoomJsonLd(room, "en", words, stay).offers;
    expect(offer).toMatchObject({
      "@type": "Offer",
      price: 9700,
      priceCurrency: "INR",
      checkinTime: "2027-03-12",
      checkoutTime: "2027-03-14",
      availability: "https://schema.org/InStock",
      url: `${hotel.siteUrl}/RoomDetails/1?checkIn=2027-03-12&checkOut=2027-03-14`,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: 9700,
        priceCurrency: "INR",
        referenceQuantity: { "@type": "QuantitativeValue", value: 2, unitCode: "DAY" },
        valueAddedTaxIncluded: false,
      },
    });
  });

  it("keeps paise as rupees with their decimals", () => {
    const stay: RoomStayOffer = { checkIn: "2027-03-12", checkOut: "2027-03-13", pricePaise: 405_050, searched: true, available: true };
    expect(hotelRoomJsonLd(room, "en", words, stay).offers.price).toBe(4050.5);
  });

  it("prices tonight on the page's own address when no dates were searched, as one night per the page's words", () => {
    const stay: RoomStayOffer = { checkIn: "2027-01-05", checkOut: "2027-01-06", pricePaise: 450_000, searched: false, available: true };
    const offer = hotelRoomJsonLd(room, "hi", words, stay).offers;
    expect(offer.url).toBe(`${hotel.siteUrl}/hi/RoomDetails/1`);
    expect(offer).toMatchObject({ price: 4500, checkinTime: "2027-01-05", checkoutTime: "2027-01-06" });
    expect(offer.priceSpecification).toMatchObject({ unitText: "per night, taxes extra", referenceQuantity: { value: 1 } });
  });

  it("without a stay (the rooms lists), states the nightly rate as before, with no dates", () => {
    const offer = hotelRoomJsonLd(room, "en", words).offers;
    expect(offer).toMatchObject({ price: 4500, priceCurrency: "INR" });
    expect(offer).not.toHaveProperty("checkinTime");
  });
});

describe("tonightOffer", () => {
  it("is tonight's rate for today and tomorrow when no offer runs", () => {
    applySettings({ ...seedSettings, offers: [] });
    expect(tonightOffer({ room_price: 4500 }, "2027-01-05")).toEqual({
      checkIn: "2027-01-05",
      checkOut: "2027-01-06",
      pricePaise: 450_000,
      searched: false,
      available: true,
    });
  });

  it("takes off the offer running today, as the page's rate line does", () => {
    applySettings({ ...seedSettings, offers: [{ id: "winter", title: "Winter offer", percentOff: 10, startsOn: "2027-01-01", endsOn: "2027-01-31" }] });
    // ₹4,500 less 10% = ₹4,050 = 405000 paise.
    expect(tonightOffer({ room_price: 4500 }, "2027-01-05").pricePaise).toBe(405_000);
    expect(tonightOffer({ room_price: 4500 }, "2027-02-01").pricePaise).toBe(450_000);
  });
});

describe("searchedStay", () => {
  const today = "2027-01-05";
  const ask = (query: string) => searchedStay(new URLSearchParams(query), today);

  it("reads Google's checkIn and checkOut, and the wizard's check_in and check_out", () => {
    expect(ask("checkIn=2027-01-10&checkOut=2027-01-12")).toEqual({ checkIn: "2027-01-10", checkOut: "2027-01-12", adults: 2 });
    expect(ask("check_in=2027-01-05&check_out=2027-01-06&adults=3")).toEqual({ checkIn: "2027-01-05", checkOut: "2027-01-06", adults: 3 });
  });

  it("is no stay for dates the website does not sell", () => {
    expect(ask("")).toBeNull();
    expect(ask("checkIn=2027-01-04&checkOut=2027-01-06")).toBeNull();
    expect(ask("checkIn=2027-01-10&checkOut=2027-01-10")).toBeNull();
    expect(ask("checkIn=2027-01-10&checkOut=2027-02-31")).toBeNull();
    // 30 nights is the most online; 31 is not.
    expect(ask("checkIn=2027-01-10&checkOut=2027-02-09")).not.toBeNull();
    expect(ask("checkIn=2027-01-10&checkOut=2027-02-10")).toBeNull();
    // 365 days ahead at most.
    expect(ask("checkIn=2028-01-05&checkOut=2028-01-06")).not.toBeNull();
    expect(ask("checkIn=2028-01-06&checkOut=2028-01-07")).toBeNull();
  });

  it("quotes two adults unless the address names 1 to 4", () => {
    expect(ask("checkIn=2027-01-10&checkOut=2027-01-11&adults=0")?.adults).toBe(2);
    expect(ask("checkIn=2027-01-10&checkOut=2027-01-11&adults=5")?.adults).toBe(2);
    expect(ask("checkIn=2027-01-10&checkOut=2027-01-11&adults=1")?.adults).toBe(1);
  });
});
