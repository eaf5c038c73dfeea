import { type GstWords, gstWordsEn } from "~/domain/gst-text";
import { type ExtraChargeWords, extraChargeWordsEn } from "~/domain/extra-charge-text";
import { type ServiceKey, services } from "~/domain/services";
import type { CountWords } from "~/i18n/words";

/**
 * The words of a booking's prices and receipt (product-rules.md: Hindi, One price and tax
 * calculation): the price table the wizard's summary and every receipt show, the receipt itself, and
 * the counts, service names, offer and GST wording they are made of. Sent by /BookingForm and by
 * /MyBooking (which shows the same receipt). `{placeholders}` are filled where shown.
 */
export const receiptWordsEn = {
  counts: {
    rooms: { one: "{n} room", other: "{n} rooms" } as CountWords,
    nights: { one: "{n} night", other: "{n} nights" } as CountWords,
    adults: { one: "{n} adult", other: "{n} adults" } as CountWords,
    children: { one: "{n} child", other: "{n} children" } as CountWords,
  },
  /** A room's party when it has children: "2 adults, 1 child". */
  party: "{adults}, {children}",
  /** The services catalogue's names as guests read them. */
  services: Object.fromEntries(services.map((service) => [service.key, service.label])) as Record<ServiceKey, string>,
  offer: {
    /** `{title}` is the offer's name as staff wrote it (their Hindi on a Hindi page when they wrote one). */
    label: "{title} ({percent}% off)",
    fallback: "Offer discount",
  },
  gst: gstWordsEn as GstWords,
  /** Extra guests beyond a room's base (product-rules.md: Occupancy). */
  extraGuests: extraChargeWordsEn as ExtraChargeWords,
  /** A time of day by its part of the day; `{time}` is "10:00" on a 12-hour clock. */
  clock: {
    night: "{time} AM",
    morning: "{time} AM",
    afternoon: "{time} PM",
    evening: "{time} PM",
    lateNight: "{time} PM",
  },
  table: {
    roomLine: "Room {n}: {type}",
    room: "Room",
    guests: "Guests",
    pricePerNight: "Price per night",
    nights: "Nights",
    roomTotal: "Room total",
    numberOfRooms: "Number of rooms",
    subtotal: "Subtotal",
    grandTotal: "Grand total",
    /** After the GST rule, under the totals. */
    payAtHotel: "Pay at the hotel; nothing is charged online.",
  },
  receipt: {
    /** Where a new booking stands: never "Confirmed" (product-rules.md: Booking reference and status). */
    status: "Request received — pending confirmation",
    thanks: "Thank you, {name}",
    intro:
      "We have your booking request. Our reservations team will call or e-mail you to confirm it. Please keep your booking reference.",
    reference: "Booking reference",
    guest: "Guest",
    email: "Email",
    phone: "Phone",
    checkIn: "Check-in",
    checkOut: "Check-out",
    nights: "Nights",
    statusLabel: "Status",
    specialRequests: "Special requests",
    checkInFrom: "{date}, from {time}",
    checkOutBy: "{date}, by {time}",
    rooms: "Rooms",
    roomsCaption: "Rooms booked and prices",
    services: "Additional services",
    /** No service has an online price yet: the hotel quotes it (product-rules.md: Services catalogue). */
    servicePayAtHotel: "{service} — priced on request, pay at the hotel",
    none: "None",
    questions: "Questions? Call {phone} ({hours}) or write to {email}, quoting {reference}.",
    home: "Return to Home",
    print: "Print receipt",
    /** Who issues the tax invoice (product-rules.md: Legal name and GSTIN). */
    issuedBy: "Tax invoice from {name}, GSTIN {gstin}",
    /** The guest's own company details, on their own receipt only. */
    invoiceTo: "GST invoice to",
  },
  /** The wizard's receipt as the start of the stay (product-rules.md: The receipt is the start of the stay). */
  next: {
    title: "What happens next",
    confirm: "We confirm within a day, usually within hours, by phone or e-mail. Nothing is charged now; you pay at the hotel.",
    /** `{date}`: the last day a cancellation is free (the guest's page's own rule). */
    freeUntil: "Free cancellation until {date}, on your booking page or by phone.",
    freeEnded: "Free cancellation ended on {date}; to change your stay, please call us.",
    emailed: "We have e-mailed this receipt and the link to your booking page to {email}.",
    guestPage: "Open your booking page",
    findBooking: "Find your booking",
    calendar: "Add to calendar",
    directions: "Directions to the hotel",
  },
};

export type ReceiptWords = typeof receiptWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    receipt: ReceiptWords;
  }
}
