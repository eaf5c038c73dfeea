import { membershipLabels, membershipMessages } from "~/domain/membership-schema";
import { tryAgainLaterEn } from "../intake/intake-words";

/**
 * The words of /joinNow (product-rules.md: Hindi): the page, the sign-in panel, the "not open yet"
 * answer and the schema's messages for the browser's check. The benefits are content
 * (app/content/membership-benefits.ts) and come with the loader's data too.
 */
export const joinNowWordsEn = {
  meta: {
    title: "Join Now — Membership",
    crumb: "Join Now",
    description:
      "Become a member of {hotel}: exclusive member rates, dining and spa offers, and a minimum of 4% back in reward coins to earn and redeem.",
    keywords: "Narmada Riverside Resort membership, hotel rewards Omkareshwar, member rates Omkareshwar hotel",
  },
  hero: { title: "Join Now", subtitle: "Membership that rewards every visit to Omkareshwar" },
  benefits: {
    eyebrow: "Members' circle",
    heading: "Join now and stay for less",
    intro:
      "Membership rewards guests who return to Omkareshwar again and again — for darshan, for festivals and for family occasions.",
  },
  signIn: {
    heading: "Member Sign In",
    intro: "Sign in with your mobile number, e-mail address or membership number.",
    tabsLabel: "Sign in with",
    methods: { mobile: "Mobile Number", email: "Email Address", membership: "Membership Number" },
    mobile: "Mobile number",
    mobileHint: "Choose the country code if your number is not Indian",
    email: "Email address",
    membershipNumber: "Membership number",
    /** "I agree to the Terms & Conditions and the Privacy Policy", around its two links. */
    terms: { before: "I agree to the ", terms: "Terms & Conditions", between: " and the ", privacy: "Privacy Policy", after: "" },
    submit: "Continue",
    checking: "Checking…",
  },
  notOpen: {
    /** Quoted with what the programme offers and how to reach the hotel. */
    explanation: "Our member programme (member rates, dining and spa offers and reward coins) is being set up. {reach}",
    reachWithNumber: "If the hotel gave you a membership number, call us on {phone} and we will look it up.",
    reachOthers: "Register your interest and we will contact you as soon as the programme opens.",
    youEntered: "You entered:",
    enteredMobile: "+91 {mobile}",
    enteredMembership: "Membership number {number}",
    register: "Register my interest",
    registering: "Registering…",
    back: "Back",
  },
  /** Continue: sign-in is not open, said plainly (product-rules.md: Dialogs). */
  continueMessages: {
    success: "Online member sign-in is not open yet.",
    failure: "We could not check your details.",
    networkError: tryAgainLaterEn,
  },
  interestMessages: {
    success: "Thank you! We have noted your interest and will contact you when member sign-in opens.",
    failure: "Failed to register your interest. Please try again.",
    networkError: tryAgainLaterEn,
  },
  /** The schema's own words, for the check the browser runs before sending. */
  schema: { messages: membershipMessages, labels: membershipLabels },
};

export type JoinNowWords = typeof joinNowWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    joinNow: JoinNowWords;
  }
}
