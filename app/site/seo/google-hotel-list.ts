import { googleHotelListXml, hotelListing } from "./google-hotel-list-xml";

/**
 * /feeds/google-hotel-list.xml (product-rules.md: Google's hotel feed): the hotel as staff saved
 * it, on the configured site address, for Hotel Center to fetch. Kept five minutes: a change on
 * the desk reaches Google at its next fetch, and a crawler's repeats cost nothing.
 */
export function loader() {
  return new Response(googleHotelListXml(hotelListing()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
