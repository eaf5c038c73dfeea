/**
 * Google's Hotel List feed (product-rules.md: Google's hotel feed): the one listing Hotel Center
 * matches to the hotel's map place before it shows free booking links. Pure, so its tests read
 * exactly what the Worker serves.
 */
import { hotel } from "~/content/hotel";

/**
 * The hotel's id in the feed. Hotel Center keys the listing by it, so it never changes, whatever
 * the hotel's name or address become.
 */
export const googleHotelId = "narmada-riverside-omkareshwar";

/** What one listing says: the hotel as staff saved it, on the configured site address. */
export interface HotelListing {
  id: string;
  name: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
  /** ISO 3166 two letters. */
  country: string;
  latitude: number;
  longitude: number;
  /** E.164, "+919000000001"; "" when staff have not saved one. */
  phone: string;
  website: string;
}

/** The listing of the details in force: what staff saved on the desk, the identity in hotel.ts. */
export function hotelListing(): HotelListing {
  const { address, geo } = hotel;
  return {
    id: googleHotelId,
    name: hotel.name,
    street: address.street,
    city: address.locality,
    province: address.region,
    postalCode: address.postalCode,
    country: address.country,
    latitude: geo.latitude,
    longitude: geo.longitude,
    phone: hotel.phones.primary.tel,
    website: `${hotel.siteUrl}/`,
  };
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
/** Text and attribute values as XML, with control characters (which XML 1.0 forbids) dropped. */
export const escapeXml = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
  text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "").replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);

const element = (name: string, value: string, attributes = "") => `<${name}${attributes}>${escapeXml(value)}</${name}>`;

/** An address line only when it says something: an empty component is worse than none. */
const component = (name: string, value: string) => (value.trim() === "" ? [] : [`      ${element("component", value.trim(), ` name="${name}"`)}`]);

/** The feed: `<listings>` in English with the one `<listing>`, as Google's Hotel List reference lays it out. */
export function googleHotelListXml(listing: HotelListing): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<listings xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.gstatic.com/localfeed/local_feed.xsd">',
    "  <language>en</language>",
    "  <listing>",
    `    ${element("id", listing.id)}`,
    `    ${element("name", listing.name)}`,
    '    <address format="simple">',
    ...component("addr1", listing.street),
    ...component("city", listing.city),
    ...component("province", listing.province),
    ...component("postal_code", listing.postalCode),
    "    </address>",
    `    ${element("country", listing.country)}`,
    `    ${element("latitude", String(listing.latitude))}`,
    `    ${element("longitude", String(listing.longitude))}`,
    ...(listing.phone.trim() === "" ? [] : [`    ${element("phone", listing.phone.trim(), ' type="main"')}`]),
    "    <category>hotel</category>",
    "    <content>",
    "      <attributes>",
    `        ${element("website", listing.website)}`,
    "      </attributes>",
    "    </content>",
    "  </listing>",
    "</listings>",
    "",
  ].join("\n");
}
