/**
 * The fixed words of every e-mail a guest receives, in English; `mail-words.hi.ts` holds the same
 * words in Hindi, typed by `MailWords`, so a Hindi string that is missing is a type error
 * (product-rules.md: Hindi). A value inserted into a sentence is a `{placeholder}` filled with
 * `fill()` from app/i18n/words.ts; a count is a `CountWords` pair read with `countWords()`.
 * Mail to the hotel (the reservations inbox, the dead-delivery alert) stays English: staff read
 * English at the desk.
 *
 * The policy sentences are not here: the e-mails quote app/content/policy-facts.ts and its Hindi
 * sibling, so the e-mails and the site's pages can never disagree (mail-lang.ts).
 */
import { receiptWordsEn } from "~/booking/wizard/receipt-words";
import { statusWords } from "~/domain/booking-status";
import type { EnquiryKind } from "~/desk/enquiries/desk-enquiries";

/** One form's acknowledgement: its subject, the sentence saying it arrived, and what happens next. */
export interface EnquiryAckWords {
  subject: string;
  received: string;
  next: string;
}

export const mailWordsEn = {
  /** Guests and nights counted in the receipt's words, as the guest's booking page shows them. */
  counts: {
    adults: receiptWordsEn.counts.adults,
    children: receiptWordsEn.counts.children,
    nights: receiptWordsEn.counts.nights,
  },
  /** Between the parts of a list: adults and children, several room types. */
  listSeparator: ", ",
  status: { ...statusWords },
  stay: {
    reference: "Booking reference",
    status: "Status",
    checkIn: "Check-in",
    checkOut: "Check-out",
    nights: "Nights",
    rooms: "Rooms",
    guests: "Guests",
    checkInAt: "{date}, from {time}",
    checkOutBy: "{date}, by {time}",
    /** "Deluxe Room: 2 adults, 1 child" */
    roomGuests: "{room}: {guests}",
  },
  price: {
    heading: "Price",
    /** "Room 1, Deluxe Room: ₹4,500 × 2 nights" */
    room: "Room {number}, {room}: {rates}",
    rate: "{nightly} × {nights}",
    subtotal: "Subtotal",
    discount: "Offer discount",
    total: "Total, to pay at the hotel",
    cgst: "CGST",
    sgst: "SGST",
    /** One rate of several in a GST label: "2.5% on ₹9,000". */
    gstOn: "{rate} on {amount}",
    /** Extra guests beyond a room's base (product-rules.md: Occupancy): "Extra adult × 1 × 2 nights". */
    extraGuests: receiptWordsEn.extraGuests,
  },
  cancellationHeading: "Cancellation",
  contact: "Questions? Call {phone}, message us on {messaging}, or reply to this e-mail.",
  viewBooking: "View your booking",
  yourRequest: "Your request",
  /** `country` ends the footer's address line. */
  footer: { phone: "Phone", email: "E-mail", country: "India" },
  request: {
    subject: "Booking request {reference} received: pending confirmation",
    preview: "We have your request for {range}. Our reservations team will confirm it.",
    thanks: "Thank you, {name}. We have your booking request at {hotelName}.",
    pending: "This is a request, not yet a reservation: it is pending confirmation. Please keep your booking reference.",
    nextHeading: "What happens next",
    next: "Our reservations team checks your request and confirms it to you by phone or e-mail. You will receive another e-mail once it is confirmed.",
  },
  /**
   * The deposit asked to hold the rooms (product-rules.md: Deposits), in the request's e-mail.
   * `{amount}` and `{rest}` are rupees; `{due}` is "Tue 12 Jan 2027, 6:00 PM" in hotel time.
   */
  deposit: {
    heading: "Pay the deposit to hold your booking",
    ask: "Please pay a deposit of {amount} by {due}; the rest ({rest}) is paid at the hotel.",
    askAll: "Please pay {amount} by {due}: the whole stay.",
    pay: "Pay deposit {amount}",
    /** Under the button when the link was not made yet: the button then opens the guest's booking page. */
    onPage: "The button opens your booking page, where the payment link appears within a few minutes of your request.",
    lapse: "If it is not paid by then, the request lapses and the rooms are released.",
    how: "You pay on Razorpay's secure page by UPI, card or netbanking; your card and UPI details never reach us.",
    /** The price's last line, instead of "Total, to pay at the hotel". */
    total: "Total",
    rest: "The rest is paid at the hotel, by UPI, debit or credit card, or cash.",
  },
  confirmed: {
    subject: "Booking {reference} confirmed: {range}",
    preview: "Your stay at {shortName} is confirmed. We look forward to welcoming you.",
    opening: "Dear {name}, your booking at {hotelName} is confirmed. We look forward to welcoming you.",
    stayHeading: "Your stay",
    gettingHereHeading: "Getting here",
    gettingHere:
      "We are on {street}, {locality}, about {km} km ({minutes} minutes by car) from the {temple}. Directions: {mapsUrl}",
    calendarFile: "The attached calendar file adds your stay to your phone's calendar.",
  },
  /** Staff changed the booking's dates or rooms on the desk (product-rules.md: Changing a booking). */
  changed: {
    subject: "Booking {reference} changed: {range}",
    preview: "Your booking at {shortName} has changed: here are your new dates, rooms and price.",
    opening: "Dear {name}, your booking at {hotelName} has changed. Here is your stay as it is now.",
    stayHeading: "Your stay as changed",
    calendarFile: "The attached calendar file holds your stay's new dates: add it to your phone's calendar in place of the earlier one.",
  },
  declined: {
    subject: "We cannot confirm booking request {reference}",
    preview: "We are sorry: we cannot confirm your stay on {range}.",
    opening:
      "Dear {name}, we are sorry: we cannot confirm your booking request at {hotelName}. Nothing was charged, and the rooms are no longer held for you.",
    reasonIntro: "Our reservations team wrote:",
    otherDates:
      "Other dates or rooms may be free: call us on {phone} or search again on {site}, and we will gladly help you find a stay.",
  },
  cancelled: {
    subject: "Booking {reference} cancelled",
    preview: "Your stay on {range} is cancelled.",
    openingByGuest: "Dear {name}, as you asked, your booking at {hotelName} is cancelled.",
    openingByHotel: "Dear {name}, your booking at {hotelName} has been cancelled by the hotel.",
    heading: "Cancelled booking",
    nothingCharged: "Nothing was charged online. {cancellation} {refunds}",
    notYou: "If you did not ask for this, call us at once on {phone}.",
    sorry: "We are sorry for the trouble. To find another stay, call us on {phone}.",
  },
  /** The guest checked out and the hotel issued their tax invoice, sent with the message as a PDF. */
  checkedOut: {
    subject: "Thank you for staying with us: tax invoice {number}",
    preview: "Your tax invoice {number} for your stay of {range} is attached.",
    opening: "Dear {name}, thank you for staying at {hotelName}. We hope to welcome you again.",
    stayHeading: "Your stay",
    invoiceTotal: "Invoice total",
    paid: "Paid",
    billedTo: "Billed to {company}",
    invoiceAttached: "Your tax invoice {number} is attached as a PDF. Please keep it for your records.",
  },
  enquiry: {
    kinds: {
      contact: {
        subject: "We have your message ({reference})",
        received: "We have your message.",
        next: "Our team will reply by e-mail or phone.",
      },
      event: {
        subject: "We have your event enquiry ({reference})",
        received: "We have your event enquiry.",
        next: "Our events team will call you to talk through your plans.",
      },
      dining: {
        subject: "We have your table request ({reference})",
        received: "We have your table request.",
        next: "Our restaurant team will call you to confirm your table.",
      },
      "booking-request": {
        subject: "We have your booking request ({reference})",
        received: "We have your booking request.",
        next: "Our reservations team will call you back to confirm your room.",
      },
      "membership-interest": {
        subject: "We have your membership enquiry ({reference})",
        received: "We have your membership enquiry.",
        next: "Our team will contact you about membership.",
      },
    } satisfies Record<EnquiryKind, EnquiryAckWords>,
    preview: "Thank you for writing to {shortName}. {next}",
    thanks: "Dear {name}, thank you for writing to {hotelName}. {received}",
    /** When the form carried no name. */
    thanksNoName: "Thank you for writing to {hotelName}. {received}",
    reference: "Your reference is {reference}; please mention it if you call us.",
    urgent: "Anything urgent? Call {phone} or message us on {messaging}.",
  },
  newsletter: {
    subject: "Please confirm your subscription to {shortName}'s news",
    preview: "One click confirms it; if you did not sign up, ignore this e-mail.",
    asked:
      "Someone, hopefully you, asked to receive news and offers from {hotelName} at this address. Please confirm that it was you.",
    confirm: "Confirm my subscription",
    ignore: "If you did not sign up, ignore this e-mail: we will not write to you again.",
    unsubscribe: "Changed your mind later? Unsubscribe at any time: {url}",
  },
  /** The confirmed stay's calendar event (.ics). */
  calendar: {
    summary: "Stay at {shortName} ({reference})",
    reference: "Booking reference: {reference}",
    rooms: "Rooms: {rooms}",
    times: "Check-in from {checkIn}, check-out by {checkOut}.",
    total: "Total to pay at the hotel: {total}",
    hotel: "Hotel: {phone}",
    booking: "Your booking: {url}",
  },
};

export type MailWords = typeof mailWordsEn;
