/**
 * Each guest form's schema wording in a request's language (product-rules.md: Hindi), for the
 * server only: route actions (the language of the page's path) and the API (the `X-Page-Lang`
 * header). A page's browser gets the same sets through its loader's words, so neither language's
 * set is in the JavaScript.
 */
import type { Lang } from "../i18n/lang";
import { type DiningWording, diningWordingEn } from "./dining-schema";
import { diningWordingHi } from "./dining-schema.hi";
import { type ContactWording, type EventWording, contactWordingEn, eventWordingEn } from "./enquiry-schemas";
import { contactWordingHi, eventWordingHi } from "./enquiry-schemas.hi";
import { type MembershipWording, membershipWordingEn } from "./membership-schema";
import { membershipWordingHi } from "./membership-schema.hi";
import { type ChatBookingMessages, chatBookingMessages } from "./chat-booking-schema";
import { chatBookingMessagesHi } from "./chat-booking-schema.hi";
import { type HomeBookingRequestWording, homeBookingRequestWordingEn } from "./home-booking-request-schema";
import { homeBookingRequestWordingHi } from "./home-booking-request-schema.hi";

/** One set of words per language: the function that picks a request's. */
const byLang =
  <T>(en: T, hi: T) =>
  (lang: Lang): T =>
    lang === "hi" ? hi : en;

export const contactWordingIn = byLang<ContactWording>(contactWordingEn, contactWordingHi);
export const eventWordingIn = byLang<EventWording>(eventWordingEn, eventWordingHi);
export const diningWordingIn = byLang<DiningWording>(diningWordingEn, diningWordingHi);
export const membershipWordingIn = byLang<MembershipWording>(membershipWordingEn, membershipWordingHi);
export const homeBookingRequestWordingIn = byLang<HomeBookingRequestWording>(homeBookingRequestWordingEn, homeBookingRequestWordingHi);
export const chatBookingMessagesIn = byLang<ChatBookingMessages>(chatBookingMessages, chatBookingMessagesHi);
