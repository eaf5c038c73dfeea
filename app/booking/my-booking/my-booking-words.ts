import type { CountWords } from "~/i18n/words";
import type { GuestBookingView } from "~/booking/my-booking/guest-bookings";

/**
 * The guest's own booking page's words (product-rules.md: The guest's booking page, Hindi):
 * /MyBooking's title and hero, the lookup form, the booking's status and what the page says first,
 * its buttons, the cancellation and the WhatsApp texts. The server's answers (a refused lookup or
 * cancellation, a bad link) are in guest-booking-messages.ts. `{placeholders}` are filled where shown.
 */
export const myBookingWordsEn = {
  meta: {
    title: "My booking",
    /** `{hotel}`: the hotel's full name. */
    description: "See, print or cancel your booking at {hotel}.",
  },
  hero: {
    title: "My booking",
    subtitle: "See your stay, add it to your calendar, or cancel it",
  },
  lookup: {
    heading: "Find your booking",
    intro: "Your booking reference is in your confirmation e-mail and on your receipt.",
    reference: "Booking reference",
    contact: "E-mail or phone you booked with",
    submit: "Show my booking",
  },
  booking: {
    heading: "Booking {reference}: {status}",
    addToCalendar: "Add to calendar",
    print: "Print",
    share: "Share on WhatsApp",
    whatsappHotel: "WhatsApp the hotel",
    /** `{phone}`: the hotel's number as written. */
    call: "Call {phone}",
  },
  /** Where a booking stands, in the guest's words. */
  status: {
    pending: "Request received — pending confirmation",
    requested: "Request received — pending confirmation",
    confirmed: "Confirmed",
    declined: "Declined by the hotel",
    cancelled: "Cancelled",
    checked_in: "Checked in",
    checked_out: "Stay completed",
    no_show: "Not arrived (no-show)",
  } as Record<GuestBookingView["status"], string>,
  /** What the page says first, per status. */
  intro: {
    pending: "We have your request. Our reservations team will call or e-mail you to confirm it, usually within a day.",
    requested: "We have your request. Our reservations team will call or e-mail you to confirm it, usually within a day.",
    confirmed: "Your stay is confirmed. You pay at the hotel; we look forward to welcoming you on the Narmada.",
    declined: "We are sorry: we could not accept this request. Please call us and we will help you find other dates.",
    /** `{note}`: the reason staff wrote for the guest. */
    declinedWithNote: "We are sorry: we could not accept this request. The reservations team wrote: “{note}”",
    cancelled: "This booking is cancelled and its rooms are released. Nothing is due.",
    checked_in: "Welcome — you are checked in. Reception is open around the clock if you need anything.",
    checked_out: "Thank you for staying with us. We hope to welcome you again.",
    no_show: "We did not see you on the day of arrival, so this booking was closed. Please call us if this is a mistake.",
  } as Record<GuestBookingView["status"] | "declinedWithNote", string>,
  cancel: {
    heading: "Cancel this booking",
    /** `{date}`: the last day a cancellation is free. */
    freeUntil: "You can cancel free of charge until {date}.",
    confirm: "Yes, cancel booking {reference} and release its rooms.",
    button: "Cancel my booking",
    /** Around the hotel's phone link: `{date}` the deadline, `{hours}` when the hotel answers. */
    ended: {
      before: "The free cancellation period ended on {date}. To change or cancel your stay, please call",
      after: "({hours}).",
    },
  },
  whatsapp: {
    /** What the guest shares: `{hotel}`, `{place}` (its town), `{from}`, `{to}`, `{rooms}`, `{reference}`. */
    share: "My stay at {hotel}, {place}: {from} to {to}, {rooms}, booking {reference}.",
    rooms: { one: "{n} room", other: "{n} rooms" } as CountWords,
    /** The start of a message to the hotel. */
    hotel: "Hello, this is about my booking {reference}: ",
  },
  /**
   * The deposit asked to hold the rooms (product-rules.md: Deposits), as it stands now. `{amount}`,
   * `{paid}`, `{left}` and `{rest}` are rupees; `{due}` is "12 March, 6:00 PM" in hotel time.
   */
  deposit: {
    due: "Deposit of {amount} due by {due}",
    partlyPaid: "{paid} of your {amount} deposit is paid: {left} is due by {due}",
    /** After either line above, while the link is there to pay. */
    lapseBy: "If it is not paid by then, the request lapses and the rooms are released. The rest ({rest}) is paid at the hotel.",
    lapseByAll: "If it is not paid by then, the request lapses and the rooms are released.",
    pay: "Pay deposit {amount}",
    preparing: "We are preparing your payment link",
    preparingDetail: "It will be here within a few minutes; we also e-mail it to you. Nothing has been charged.",
    paid: "Deposit paid",
    paidDetail: "We have received {amount}. The rest ({rest}) is paid at the hotel.",
    paidDetailAll: "We have received {amount}: the whole stay.",
    /** The browser came back from the payment page, and the payment is not confirmed to us yet. */
    checking: "We are checking your payment",
    checkingDetail: "This page says “Deposit paid” as soon as the payment is confirmed to us, usually within minutes. Please do not pay again.",
    lapsed: "Deposit not paid: the request has lapsed",
    lapsedDetail: "Its rooms were released. Please call us or make a new booking if you would still like to stay.",
    refunded: "Deposit refunded {amount}",
    refundedDetail: "It goes back to the account or UPI app you paid from, usually within 5–7 working days.",
  },
};

export type MyBookingWords = typeof myBookingWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    myBooking: MyBookingWords;
  }
}
