import { afterEach, describe, expect, it } from "vitest";
import { applySettings, applySiteUrl, currentSettings, hotel, productionSiteUrl } from "~/content/hotel";
import { seedSettings } from "~/content/hotel-seed";
import { loader } from "./google-hotel-list";
import { escapeXml, googleHotelId, googleHotelListXml, type HotelListing, hotelListing } from "./google-hotel-list-xml";

const listing: HotelListing = {
  id: "hotel-1",
  name: "Narmada Riverside Resort",
  street: "Main Road",
  city: "Omkareshwar",
  province: "Madhya Pradesh",
  postalCode: "450554",
  country: "IN",
  latitude: 22.2451,
  longitude: 76.1506,
  phone: "+919000000001",
  website: "https://narmada-riverside.example/",
};

/** The text of each element named `name`, in order. */
const texts = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, "g"))].map((match) => match[1]);

afterEach(() => {
  applySettings(seedSettings);
  applySiteUrl(productionSiteUrl);
});

describe("googleHotelListXml", () => {
  const xml = googleHotelListXml(listing);

  it("is Google's <listings> document in English, with the schema Google names", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<listings ')).toBe(true);
    expect(xml).toContain('xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"');
    expect(xml).toContain('xsi:noNamespaceSchemaLocation="http://www.gstatic.com/localfeed/local_feed.xsd"');
    expect(texts(xml, "language")).toEqual(["en"]);
    expect(xml.trimEnd().endsWith("</listings>")).toBe(true);
  });

  it("has one listing with every element Google requires, in the reference's order", () => {
    expect(xml.match(/<listing>/g)).toHaveLength(1);
    const order = ["<id>", "<name>", '<address format="simple">', "<country>", "<latitude>", "<longitude>", '<phone type="main">', "<category>"];
    const positions = order.map((tag) => xml.indexOf(tag));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(texts(xml, "id")).toEqual(["hotel-1"]);
    expect(texts(xml, "name")).toEqual(["Narmada Riverside Resort"]);
    expect(texts(xml, "country")).toEqual(["IN"]);
    expect(texts(xml, "latitude")).toEqual(["22.2451"]);
    expect(texts(xml, "longitude")).toEqual(["76.1506"]);
    expect(texts(xml, "phone")).toEqual(["+919000000001"]);
    expect(texts(xml, "category")).toEqual(["hotel"]);
    expect(texts(xml, "website")).toEqual(["https://narmada-riverside.example/"]);
  });

  it("writes the address as Google's simple components", () => {
    expect(xml).toContain('<component name="addr1">Main Road</component>');
    expect(xml).toContain('<component name="city">Omkareshwar</component>');
    expect(xml).toContain('<component name="province">Madhya Pradesh</component>');
    expect(xml).toContain('<component name="postal_code">450554</component>');
  });

  it("escapes every value, attribute-safe, and drops characters XML cannot carry", () => {
    const odd = googleHotelListXml({ ...listing, name: `Tom & Jerry's <"Inn">\u0007`, street: "Lane 5 & 6" });
    expect(texts(odd, "name")).toEqual(["Tom &amp; Jerry&apos;s &lt;&quot;Inn&quot;&gt;"]);
    expect(odd).toContain('<component name="addr1">Lane 5 &amp; 6</component>');
    expect(odd).not.toContain("\u0007");
    // No bare ampersand anywhere: each one starts an entity.
    expect(odd.match(/&(?!amp;|lt;|gt;|quot;|apos;)/g)).toBeNull();
    expect(escapeXml("a\u0000b\u001fc\td")).toBe("abc\td");
  });

  it("leaves out an empty phone or address line rather than sending an empty element", () => {
    const sparse = googleHotelListXml({ ...listing, phone: " ", street: "" });
    expect(sparse).not.toContain("<phone");
    expect(sparse).not.toContain('name="addr1"');
    expect(sparse).toContain('<component name="city">Omkareshwar</component>');
  });
});

describe("hotelListing", () => {
  it("is the hotel as staff saved it, under the id Hotel Center keys it by", () => {
    const saved = currentSettings();
    applySettings({
      ...saved,
      details: {
        ...saved.details,
        phones: { primary: { display: "+91 98260 12345", tel: "+919826012345" }, secondary: null },
        address: { ...saved.details.address, street: "Ghat Road", postalCode: "450555" },
      },
    });
    const listed = hotelListing();
    expect(listed).toMatchObject({
      id: googleHotelId,
      name: hotel.name,
      street: "Ghat Road",
      city: "Omkareshwar",
      province: "Madhya Pradesh",
      postalCode: "450555",
      country: "IN",
      latitude: 22.2451,
      longitude: 76.1506,
      phone: "+919826012345",
    });
  });

  it("links the configured site address, never another host", () => {
    applySiteUrl("https://preview.narmada-riverside.example");
    expect(hotelListing().website).toBe("https://preview.narmada-riverside.example/");
    expect(texts(googleHotelListXml(hotelListing()), "website")).toEqual(["https://preview.narmada-riverside.example/"]);
  });
});

describe("/feeds/google-hotel-list.xml", () => {
  it("is served as XML, public for five minutes, with the listing in force", async () => {
    const response = loader();
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(await response.text()).toBe(googleHotelListXml(hotelListing()));
  });
});
