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
  /**
   * A deposit asked online to hold the rooms (product-rules.md: Deposits), said before the guest
   * sends the request and on the receipt. `{amount}` and `{rest}` are rupees; `one`/`other` by the
   * number of rooms.
   */
  deposit: {
    ask: { one: "{amount} now to hold the room, the rest ({rest}) at the hotel.", other: "{amount} now to hold the rooms, the rest ({rest}) at the hotel." },
    /** The rule asks for the whole stay: nothing is left for the rooms at the hotel. */
    askAll: { one: "{amount} now to hold the room: the whole stay, paid online.", other: "{amount} now to hold the rooms: the whole stay, paid online." },
    /** `{hours}`: how long the hotel gives to pay; `{date}`: the last day it can be paid. */
    when: "You pay it online (UPI, card or netbanking) through the link we give you once you send the request, within {hours} hours and by the end of {date} at the latest.",
    lapse: "If it is not paid in time, the request lapses and the rooms are released.",
    /** Under the price table's totals, instead of "Pay at the hotel". */
    tableNote: "{amount} online to hold the booking; the rest ({rest}) at the hotel.",
    tableNoteAll: "{amount} online to hold the booking: the whole stay.",
    /** The receipt's box. `{due}`: "12 March, 6:00 PM" in hotel time. */
    heading: "Pay the deposit to hold your booking",
    due: "Please pay {amount} by {due}; the rest ({rest}) at the hotel.",
    dueAll: "Please pay {amount} by {due}: the whole stay.",
    lapseBy: "If it is not paid by then, the request lapses and the rooms are released.",
    pay: "Pay deposit {amount}",
    preparing: "We are preparing your payment link: it will be on your booking page and in your e-mail within a few minutes.",
    /** The receipt's first next step when a deposit is asked: the rest of it is said in the box. */
    confirm: "We confirm within a day, usually within hours, by phone or e-mail.",
  },
};

export type ReceiptWords = typeof receiptWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    receipt: ReceiptWords;
  }
}
