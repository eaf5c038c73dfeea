import { hotel } from "~/content/hotel";
import { monthDayAndYear } from "~/domain/date-words";
import { type NewsletterMessages, newsletterMessages } from "~/domain/newsletter-schema";
import type { FormMessages } from "../../enquiries/intake/form-answer";

/**
 * The words of the parts around every page that load after it (product-rules.md: Hindi): the
 * footer and its newsletter form, the bottom bar, the announcement bar, the welcome card, the
 * opening-soon dialog, back-to-top, the messaging shortcut, the chat button and the toasts, and the
 * shared pieces many pages hold (carousel controls, close buttons, stars, the map and video
 * facades). The root sends them with the shell's. `{placeholders}` are filled where shown.
 */
export const frameWordsEn = {
  /** After a link's name when it opens another site in a new tab. */
  newTab: "(opens in a new tab)",
  /** The round × of dialogs and panels. */
  close: "Close",
  backToTop: "Back to top",
  /** The messaging shortcut; `{app}` is the messaging app's name. */
  messageUs: "Message us on {app}",
  /** The hotel's opening day as the announcement and the opening-soon dialog write it. */
  openingDay: monthDayAndYear(hotel.openingDate),
  footer: {
    contactHeading: "Contact",
    tagline: "A riverside stay on the Narmada, {km} km from the {temple}.",
    socialLinks: "Social links",
    /** The original site's link to the general address. */
    webmail: "Webmail",
    /** `{name}` is the hotel's full name, `{brand}` its short one. */
    copyright: "© {year} {name}. All rights reserved.",
    /** Who issues the tax invoice: `{name}` the registered name, `{gstin}` the GSTIN. */
    legal: "{name} · GSTIN {gstin}",
  },
  newsletter: {
    heading: "News from the riverside",
    text: "Festival dates, offers and openings, a few times a year.",
    formLabel: "Newsletter sign-up",
    emailLabel: "Email address",
    placeholder: "Your email address",
    subscribe: "Subscribe",
    subscribing: "Subscribing…",
    /** After a post without JavaScript whose address the server refused. */
    invalidAddress: "Please enter a valid email address.",
    answers: {
      success:
        "Thank you for subscribing! Please confirm from the e-mail we have just sent you; offers and festival news follow once you do.",
      failure: "Failed to subscribe. Please try again.",
      networkError: "An error occurred. Please try again later.",
    } as FormMessages,
    /** The sign-up schema's wording, for the check made in the browser. */
    schema: newsletterMessages as NewsletterMessages,
  },
  bottomBar: {
    label: "Quick actions",
    book: "Book",
    call: "Call",
    chat: "Chat",
  },
  chat: {
    open: "Chat with our assistant",
    close: "Close chat assistant",
  },
  toasts: {
    region: "Notifications",
    close: "Close toast",
  },
  banner: {
    label: "Announcement",
    nowOpen: "Now open.",
    opened: "Our grand opening on {day} welcomed the first guests to the Narmada.",
    bookYourStay: "Book your stay",
    opening: "Opening {day}.",
    bookingOpens: "Online booking opens that day;",
    reserveByEmail: "Reserve by e-mail",
    writeToReserve: "write to {email} to reserve early",
    sentenceEnd: ".",
    dismiss: "Dismiss announcement",
  },
  welcome: {
    title: "Welcome to {name}",
    text: "Riverside rooms {km} km from the {temple}.",
    /** `{title}` is the offer's name as staff wrote it. */
    offer: "{title}: {percent}% off your stay.",
    book: "Book your stay",
    later: "Maybe later",
  },
  openingSoon: {
    title: "Opening soon",
    soon: "Online booking will be available shortly. We open our doors on {date}.",
    reserve: "To reserve a room today, write to us at {email} or call {phone}.",
    close: "Close",
  },
  carousel: {
    /** What a screen reader calls the carousel and each slide (aria-roledescription). */
    carousel: "carousel",
    slide: "slide",
    slideOf: "{n} of {total}",
    play: "Play {label} slideshow",
    pause: "Pause {label} slideshow",
    previous: "Previous slide",
    next: "Next slide",
    goTo: "Go to slide {n}",
  },
  rating: "Rated {rating} out of 5",
  map: {
    title: "Map to {name}",
    show: "Show the interactive map",
    loaded: "Map data from Google Maps.",
    notLoaded: "The interactive map loads Google Maps.",
    open: "Open in Google Maps",
  },
  video: {
    play: "Play:",
    loads: "(loads YouTube)",
  },
};

export type FrameWords = typeof frameWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    frame: FrameWords;
  }
}
