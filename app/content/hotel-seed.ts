// With its extension, as hotel.ts: the launch check loads this file in Node itself.
import { plannedFacilities } from "./facility-status.ts";
import type { HotelSettings } from "./hotel";

/**
 * The hotel's details, offer and announcement as shipped, until staff save their own on the desk
 * (product-rules.md: Hotel details). Server and tests only: the browser always gets the settings in
 * force from the root's data, so no page downloads these.
 */
export const seedSettings: HotelSettings = {
  details: {
    phones: {
      primary: { display: "+91 90000 00001", tel: "+919000000001" },
      secondary: { display: "+91 90000 00002", tel: "+919000000002" },
    },
    emails: { general: "info@narmada-riverside.example", reservations: "reservations@narmada-riverside.example" },
    whatsapp: { display: "+91 90000 00001", tel: "+919000000001" },
    address: {
      street: "Main Road",
      locality: "Omkareshwar",
      district: "Khandwa",
      region: "Madhya Pradesh",
      postalCode: "450554",
      mapsUrl: "https://www.google.com/maps/search/?api=1&query=Omkareshwar+Madhya+Pradesh+450554",
      hi: { street: "मेन रोड", locality: "ओंकारेश्वर", district: "खंडवा", region: "मध्य प्रदेश" },
    },
    // None until staff enter the hotel's own accounts: an icon to a network's home page helps no one.
    social: [],
    googleRating: "4.0",
    checkInTime: "12:00",
    checkOutTime: "10:00",
    // An example with a valid checksum (PAN AAAAA0000A is no one's): the launch check flags both until staff enter the real ones.
    legal: { name: "Narmada Riverside Hospitality Private Limited", gstin: "23AAAAA0000A1ZA" },
  },
  offers: [
    {
      id: "festive",
      title: "Festive season offer",
      percentOff: 10,
      startsOn: "2026-10-01",
      endsOn: "2027-01-31",
      hi: { title: "त्योहारी मौसम का ऑफ़र" },
    },
  ],
  banner: null,
  // As the site said at launch: the rooftop, the pools, the spa and the gym are still being built; the hours are the planned ones.
  facilities: plannedFacilities,
};
