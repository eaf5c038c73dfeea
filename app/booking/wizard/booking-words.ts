import { type BookingSchemaMessages, bookingSchemaMessagesEn } from "~/domain/booking-schema";
import type { ServiceKey } from "~/domain/services";
import type { CountWords } from "~/i18n/words";
import { availabilityFailedMessage } from "./availability-client";
import { type BookingAnswerWords, bookingAnswerWordsEn, bookingSuccessMessage } from "./submit-booking";
import { type TooFewLeftWords, tooFewLeftWordsEn } from "./wizard-state";

/**
 * The booking wizard's words (product-rules.md: Hindi): /BookingForm's title and hero, the four
 * steps and their buttons, the answers and notices, and the schema's messages for the checks the
 * browser makes. The prices and the receipt are in `receipt` (receipt-words.ts). `{placeholders}`
 * are filled where shown.
 */
export const bookingWordsEn = {
  meta: {
    title: "Book Your Stay",
    crumb: "Book Your Stay",
    /** `{maxRooms}`, `{hotel}` (the hotel's full name). */
    description:
      "Book up to {maxRooms} rooms at {hotel} in four steps: choose dates and guests, pick your rooms, add services and send your request. Pay at the hotel.",
  },
  hero: {
    title: "Book Your Stay",
    subtitle: "Choose your dates and rooms, add services, and send your request. Nothing is charged online: you pay at the hotel.",
  },
  /** The heading of steps 1 to 5 (5 is the receipt). */
  stepTitles: ["Search Your Stay", "Select Your Room", "Enhance Your Stay", "Guest Information", "Booking request received"],
  progress: {
    label: "Booking progress",
    /** Steps 1 to 4 in the progress bar. */
    steps: ["Search", "Select Room", "Add Services", "Checkout"],
    done: " (done)",
  },
  loadingCheckout: "Loading the checkout…",
  pricingRooms: "Checking the prices of your rooms…",
  /** `{reference}`: the booking this tab already sent for the same rooms. */
  alreadySent: "You have already sent booking request {reference} for these rooms. To book more rooms, choose again.",
  /** The hidden first button of steps 1–3 (Enter in a date field). */
  update: "Update",
  continue: "Continue",
  previous: "Previous",
  skip: "Skip",
  search: {
    checkIn: "Check-in date",
    checkOut: "Check-out date",
    rooms: "Rooms",
    room: "Room {n}",
    remove: "Remove",
    adults: "Adults",
    children: "Children",
    childrenHint: "0-{age} years",
    youngChildren: "Children under 6",
    youngChildrenHint: "Up to 5 years: stay free",
    olderChildren: "Children 6–11",
    olderChildrenHint: "12 and over count as adults",
    addRoom: "+ Add another room",
    limits:
      "Up to {maxRooms} rooms and {maxGuests} guests per room. Children aged {age} and above count as adults.",
  },
  counter: {
    legend: "{label} in {room}",
    add: "Add one {noun} to {room}",
    remove: "Remove one {noun} from {room}",
    adult: "adult",
    child: "child",
    olderChild: "child aged 6–11",
  },
  select: {
    noAvailability: "No rooms available for the selected dates. Please try different dates.",
    /** Some types cannot hold the room's party (product-rules.md: Occupancy). `{party}`: "4 adults". */
    splitHint: "Not every room type takes {party} in one room. Book two rooms to see more choices.",
    split: "Split into 2 rooms",
    tryAgain: "Try again",
    /** Read before a room's guests: "Room 1 for 2 adults". */
    guestsFor: "for ",
    selected: "Selected: {type}",
    noneSelected: "No room selected yet",
    checking: "Checking availability…",
    perNight: " + taxes per night",
    rateChanges: "This room's rate changes during your stay:",
    /** `{nights}`: "2 nights". */
    perNightFor: " + taxes a night × {nights}",
    fewLeft: { one: "Only {n} room of this type left", other: "Only {n} rooms of this type left" } as CountWords,
    selectedButton: "Selected",
    selectButton: "Select Room",
    /** After the button's words, for screen readers. */
    selectFor: "{type} for {room}",
    checkingAgain: "Checking again in {seconds} seconds…",
    availabilityFailed: availabilityFailedMessage,
    tooFewLeft: tooFewLeftWordsEn as TooFewLeftWords,
  },
  services: {
    intro: "Services are arranged by our team and paid for at the hotel at checkout — nothing is charged online.",
    /** No service has an online price yet: the hotel quotes it (product-rules.md: Services catalogue). */
    payAtHotel: "Priced on request · pay at hotel",
    add: "Add to booking",
    notes: {
      roomDecoration: "Flowers and decoration in your room for a birthday, an anniversary or a family occasion.",
      lunch: "Vegetarian lunch from our kitchen during your stay.",
      dinner: "Vegetarian dinner from our kitchen during your stay.",
      airportPickup: "A car to meet you at the airport or the railway station; we confirm the timing with you.",
    } as Record<ServiceKey, string>,
  },
  checkout: {
    details: "Your details",
    name: "Full name",
    email: "Email",
    phone: "Phone",
    phoneHint: "A mobile number we can call about your booking",
    specialRequests: "Special requests",
    specialRequestsPlaceholder: "Early check-in, a ground-floor room, anything we should know",
    /** The optional tax-invoice details (product-rules.md: Legal name and GSTIN). */
    invoice: {
      heading: "GST invoice for a company (optional)",
      intro: "Travelling on business? Give your company's details and the hotel's tax invoice will name it.",
      company: "Company name",
      gstin: "Company GSTIN",
      gstinHint: "15 characters, for example 27ABCDE1234F1Z0",
      address: "Billing address",
    },
    /** Around the link to the Terms & Conditions. */
    termsBefore: "By booking you agree to our ",
    termsLink: "Terms & Conditions",
    termsAfter: ". Nothing is charged now: you pay at the hotel.",
    sending: "Processing...",
    bookNow: "Book Now & Pay Later",
    /** When a deposit is asked: "Pay Later" would not be true of it. */
    bookNowWithDeposit: "Book Now & Pay Deposit",
    success: bookingSuccessMessage,
    answers: bookingAnswerWordsEn as BookingAnswerWords,
    /** The answers of a checkout sent as a plain form (checkout-action.server.ts). */
    stayChanged: "Your stay or rooms changed before you booked. Please check them and book again.",
    checkFields: "Please check the highlighted fields.",
    noLongerAvailable: "Sorry — a room type you chose is no longer available for these dates. Please choose again.",
    sendFailed: "We could not send your booking just now. Please try again in a minute.",
  },
  total: {
    /** `{rooms}`: "2 rooms", `{nights}`: "2 nights". */
    total: "Total, {rooms} × {nights}",
    note: "GST included · pay at the hotel",
    /** When a deposit is asked: the line below the total says what is paid where. */
    noteWithDeposit: "GST included",
    /** `{title}` is the offer's name as staff wrote it (their Hindi on a Hindi page when they wrote one). */
    saves: "{title} saves you {amount}",
  },
  summary: {
    title: "Booking Summary",
    checkIn: "Check-in",
    checkOut: "Check-out",
    nights: "Nights",
    services: "Services",
    servicesPayAtHotel: "{list} (priced on request, pay at hotel)",
    none: "None",
    caption: "Your rooms and prices",
  },
  saved: {
    opening: "Opening your receipt…",
    title: "Booking request {reference}",
    /** Around the hotel's phone link. */
    textBefore:
      "This booking request was sent from this website. We cannot show its receipt in this browser window, but our reservations team has it and will contact you to confirm. For any question, call ",
    textAfter: " or write to {email}, quoting {reference}.",
    home: "Return to Home",
    another: "Book another stay",
  },
  /** The booking schemas' messages, for the checks the browser makes before sending. */
  validation: bookingSchemaMessagesEn as BookingSchemaMessages,
};

export type BookingWords = typeof bookingWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    booking: BookingWords;
  }
}
