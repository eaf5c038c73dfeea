import { hotel } from "./hotel";
import type { PageMetaWords } from "./page-meta-words";
import { contactLine, offerSentences, policyFacts } from "./policy-facts";

/**
 * The FAQ's six topics, answered from the identity config (product-rules.md: Hotel identity, Policy
 * values).
 */

export interface FaqItem {
  id: string;
  topic: string;
  question: string;
  /** Plain-text paragraphs, also used for the FAQPage JSON-LD. */
  answer: readonly string[];
}

/**
 * A function, not a list: answers quote the offers, times and contacts staff keep on the desk, read
 * when the page is made.
 */
export const faqItems = (): readonly FaqItem[] => [
  {
    id: "timings",
    topic: "Timings",
    question: "What are the check-in and check-out times?",
    answer: [
      policyFacts.checkIn,
      "Early check-in and late check-out depend on availability on the day; tell us your arrival time and we will do our best.",
    ],
  },
  {
    id: "parking",
    topic: "Parking",
    question: "Is parking available at the resort?",
    answer: [
      "Yes. The resort has dedicated parking on the premises for guests' vehicles, so you can leave the car with us while you visit the temples.",
    ],
  },
  {
    id: "cancellation",
    topic: "Cancellation",
    question: "What is your cancellation policy?",
    answer: [
      policyFacts.individualCancellation,
      policyFacts.groupCancellation,
      policyFacts.noShow,
      policyFacts.refunds,
    ],
  },
  {
    id: "early-booking-discount",
    topic: "Early booking discount",
    question: "Do you offer a discount for booking early?",
    answer: [
      "Our offers are announced on this website and applied automatically to the room rate of eligible stays — there is no code to remember.",
      ...offerSentences(),
      `For long stays, group bookings or dates further ahead, write to ${hotel.emails.reservations} and our reservations team will share the best available rate.`,
    ],
  },
  {
    id: "pets",
    topic: "Pets",
    question: "Can I bring my pet?",
    answer: [policyFacts.pets, `If you travel with an assistance animal, please call ${hotel.phones.primary.display} before booking.`],
  },
  {
    id: "payment-methods",
    topic: "Payment methods",
    question: "Which payment methods do you accept?",
    answer: [policyFacts.payAtHotel, contactLine()],
  },
];

/**
 * Everything the FAQ page says, in one language (faq.hi.ts has the Hindi): built when the page is
 * made, so it quotes the times, offers and contacts in force, and sent by the route's loader.
 */
export interface FaqPage {
  meta: PageMetaWords;
  hero: { title: string; subtitle: string };
  items: readonly FaqItem[];
  /** The side panel: whom to ask, and the two policies. */
  more: {
    heading: string;
    answers: string;
    readBefore: string;
    terms: string;
    and: string;
    privacy: string;
    readAfter: string;
  };
}

declare module "~/i18n/words" {
  interface WordBook {
    faqPage: FaqPage;
  }
}

export const faqPageEn = (): FaqPage => ({
  meta: {
    title: "Frequently Asked Questions",
    crumb: "FAQ",
    description: `Answers about staying at ${hotel.shortName}: check-in ${hotel.checkInTime} and check-out ${hotel.checkOutTime}, parking, cancellation, early booking offers, pets and payment methods.`,
    keywords:
      "Omkareshwar hotel check-in time, Narmada Riverside Resort cancellation policy, Omkareshwar hotel parking, pay at hotel Omkareshwar",
  },
  hero: {
    title: "Frequently Asked Questions",
    subtitle: "Timings, parking, cancellation, offers, pets and payments — answered",
  },
  items: faqItems(),
  more: {
    heading: "Still have a question?",
    answers: `Our front desk answers ${hotel.contactHours}.`,
    readBefore: "Read the full ",
    terms: "Terms and Conditions",
    and: " and ",
    privacy: "Privacy Policy",
    readAfter: ".",
  },
});
