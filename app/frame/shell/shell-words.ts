import type { NavKey } from "~/content/navigation";

/**
 * The words of every page's frame that the root sends (product-rules.md: Hindi): the header, its
 * navigation and menus, the language switch, the skip link and the error page. Every page's
 * navigation label lives here by key (app/content/navigation.ts holds the structure).
 */
export const shellWordsEn = {
  skipToContent: "Skip to main content",
  nav: {
    home: "Home",
    about: "About",
    roomsAndSuites: "Rooms & Suites",
    rooms: "Rooms",
    deluxe: "Deluxe",
    superDeluxe: "Super Deluxe",
    luxury: "Luxury",
    suite: "Suite",
    dining: "Dining",
    fineDining: "Fine Dining",
    rooftopDining: "Rooftop Dining",
    casualDining: "Casual Dining",
    amenities: "Amenities",
    swimmingPool: "Swimming Pool",
    spaWellness: "Spa & Wellness",
    fitnessCenter: "Fitness Center",
    facilities: "Facilities",
    eventMeeting: "Event & Meeting",
    gallery: "Gallery",
    tourism: "Tourism",
    contact: "Contact",
    bookNow: "Book Now",
    links: "Links",
    services: "Services",
    policies: "Policies",
    qualityRoom: "Quality Room",
    bestAccommodation: "Best Accommodation",
    wellnessSpa: "Wellness & Spa",
    restaurant: "Restaurant",
    faq: "FAQ",
    terms: "Terms & Conditions",
    privacy: "Privacy Policy",
    myBooking: "My booking",
  } satisfies Record<NavKey, string>,
  upcoming: "Upcoming",
  /** A facility opening on a known day; `{date}` is that day. */
  opensOn: "Opens {date}",
  mainNavigation: "Main",
  mobileNavigation: "Mobile",
  menu: "Menu",
  homeLink: ", home",
  mapLink: ", map (opens in a new tab)",
  call: "Call ",
  /** The switch to the other language: its name written in that language. */
  otherLanguage: "हिन्दी",
  /** What the switch does, heard after the language's name, in the page's language. */
  switchLabel: ": read this page in Hindi",
  /** On a page with no version in the other language: the switch leads to its home page. */
  switchToHome: ": the Hindi home page",
  notFound: {
    title: "Page not found",
    metaDescription: "This page does not exist. Here is our home page instead.",
    before: "We could not find",
    after: ". Here is our home page instead.",
    home: "Go to the home page",
  },
  errors: {
    notFoundEyebrow: "Error 404",
    notFoundTitle: "Page not found",
    notFoundText: "We could not find that page.",
    failedEyebrow: "Something went wrong",
    failedTitle: "We could not show this page",
    failedText: "Please try again in a moment, or call the hotel and we will help you directly.",
    call: "Call",
    homeButton: "Go to the home page",
  },
};

export type ShellWords = typeof shellWordsEn;
/** A menu label's key, as the menu's structure names it (chat names the menu's pages by it too). */
export type { NavKey };

declare module "~/i18n/words" {
  interface WordBook {
    shell: ShellWords;
  }
}
