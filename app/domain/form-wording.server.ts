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

export function contactWordingIn(lang: Lang): ContactWording {
  return lang === "hi" ? contactWordingHi : contactWordingEn;
}

export function eventWordingIn(lang: Lang): EventWording {
  return lang === "hi" ? eventWordingHi : eventWordingEn;
}

export function diningWordingIn(lang: Lang): DiningWording {
  return lang === "hi" ? diningWordingHi : diningWordingEn;
}

export function membershipWordingIn(lang: Lang): MembershipWording {
  return lang === "hi" ? membershipWordingHi : membershipWordingEn;
}

export function homeBookingRequestWordingIn(lang: Lang): HomeBookingRequestWording {
  return lang === "hi" ? homeBookingRequestWordingHi : homeBookingRequestWordingEn;
}

export function chatBookingMessagesIn(lang: Lang): ChatBookingMessages {
  return lang === "hi" ? chatBookingMessagesHi : chatBookingMessages;
}
