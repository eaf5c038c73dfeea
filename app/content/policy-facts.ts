import { monthDayAndYear } from "../domain/date-words";
import { hotel } from "./hotel";

/**
 * The policy sentences the FAQ, the Terms and the Privacy Policy share (product-rules.md: Policy
 * values): each number comes from the identity config once, so the three pages can never disagree.
 */

const { cancellation } = hotel;

const nights = (count: number) => (count === 1 ? "one night's" : `${count} nights'`);

export const policyFacts = {
  /** Read when a page is made: the times are what staff saved. */
  get checkIn() {
    return `Check-in is from ${hotel.checkInTime} and check-out is by ${hotel.checkOutTime}.`;
  },
  individualCancellation: `Individual bookings can be cancelled free of charge up to ${cancellation.individualDaysBefore} days before the day of arrival. For cancellations made later than that, the hotel retains ${nights(cancellation.retentionNights)} room charge.`,
  groupCancellation: `Group bookings of ${cancellation.groupMinRooms} or more rooms must be cancelled at least ${cancellation.groupDaysBefore} days before arrival.`,
  noShow: `If a guest does not arrive and has not cancelled (a no-show), ${nights(cancellation.noShowNights)} room charge applies.`,
  refunds: `Any refund due is made to the original payment method within ${cancellation.refundBusinessDays.replace("-", "–")} business days.`,
  children: `Children up to ${hotel.childrenFreeUpToAge} years stay free. Children aged ${hotel.limits.childMaxAge} years and above are counted as adults.`,
  lostProperty: `Items left behind are kept safely for ${hotel.lostPropertyMonths} months. Call or e-mail us and we will arrange their return; unclaimed items are then donated or disposed of.`,
  guestLimits: `A booking can hold up to ${hotel.limits.maxRooms} rooms, with up to ${hotel.limits.maxGuestsPerRoom} guests in each room.`,
  payAtHotel:
    "There is no online payment: you pay at the hotel, by UPI, debit or credit card, or cash. A booking request is confirmed by our reservations team.",
  pets: "We are sorry, but pets are not allowed at the resort.",
  privacyAge: `Our website and services are not meant for people under ${hotel.privacyMinimumAge}; please ask a parent or guardian to book or enquire for you.`,
};

/** The same sentences in either language (policy-facts.hi.ts has the Hindi, with the same figures). */
export type PolicyFacts = typeof policyFacts;

/** Offers currently announced in the identity config, in words: "10% off … from October 1st, 2026 to January 31st, 2027". */
export function offerSentences(): string[] {
  return hotel.offers.map((offer) => {
    const from = offer.startsOn ? ` from ${monthDayAndYear(offer.startsOn)}` : "";
    const to = offer.endsOn ? ` to ${monthDayAndYear(offer.endsOn)}` : "";
    return `${offer.title}: ${offer.percentOff}% off the room rate for stays checking in${from}${to}.`;
  });
}

export const contactLine = () => `Call us on ${hotel.phones.primary.display} or write to ${hotel.emails.general}.`;
