/**
 * The site's menu structure, as on the original site: desktop and mobile navigation, and the footer
 * columns. The header and footer render from here, so a page is added or renamed in one place.
 */

/**
 * Every label the menus show, by key: the shell's words (app/frame/shell/shell-words.ts) give each
 * one in each language, so the structure here holds no words.
 */
export type NavKey =
  | "home"
  | "about"
  | "roomsAndSuites"
  | "rooms"
  | "deluxe"
  | "superDeluxe"
  | "luxury"
  | "suite"
  | "dining"
  | "fineDining"
  | "rooftopDining"
  | "casualDining"
  | "amenities"
  | "swimmingPool"
  | "spaWellness"
  | "fitnessCenter"
  | "facilities"
  | "eventMeeting"
  | "gallery"
  | "tourism"
  | "contact"
  | "bookNow"
  | "links"
  | "services"
  | "policies"
  | "myBooking"
  | "qualityRoom"
  | "bestAccommodation"
  | "wellnessSpa"
  | "restaurant"
  | "faq"
  | "terms"
  | "privacy";

export interface NavLink {
  /** Its label in the shell's words, in the page's language. */
  key: NavKey;
  /** A facility's page is marked by what staff saved about it (product-rules.md: What is open). */
  to: string;
}

export interface NavGroup {
  key: NavKey;
  /** Stable id for aria-controls and keys. */
  id: string;
  items: readonly NavLink[];
}

export type NavItem = ({ kind: "link" } & NavLink) | ({ kind: "group" } & NavGroup);

export interface FooterColumn {
  heading: NavKey;
  links: readonly NavLink[];
}

/** A menu's link to `to`, named by the shell's words for `key`. */
const link = (key: NavKey, to: string): NavLink => ({ key, to });

/** The header's top-level items: a page's own link, or a group that opens its links. */
const page = (key: NavKey, to: string): NavItem => ({ kind: "link", ...link(key, to) });
const group = (menu: NavGroup): NavItem => ({ kind: "group", ...menu });

export const bookNowLink: NavLink = link("bookNow", "/BookingForm");

export const roomsGroup: NavGroup = {
  key: "roomsAndSuites",
  id: "rooms",
  items: [
    link("rooms", "/Room"),
    link("deluxe", "/Deluxe"),
    link("superDeluxe", "/SuperDeluxe"),
    link("luxury", "/LuxuryRoom"),
    link("suite", "/SuiteRoom"),
  ],
};

export const diningGroup: NavGroup = {
  key: "dining",
  id: "dining",
  items: [link("fineDining", "/Finedinning"), link("rooftopDining", "/Dining"), link("casualDining", "/Casual")],
};

export const amenitiesGroup: NavGroup = {
  key: "amenities",
  id: "amenities",
  items: [
    link("swimmingPool", "/Swimmingpool"),
    link("spaWellness", "/Spa"),
    link("fitnessCenter", "/Gym"),
    link("facilities", "/Facilities"),
  ],
};

/** Top-level items in display order; the header adds Book Now after them (mobile: last). */
export const mainNavigation: readonly NavItem[] = [
  page("home", "/"),
  page("about", "/about"),
  group(roomsGroup),
  group(diningGroup),
  group(amenitiesGroup),
  page("eventMeeting", "/Event"),
  page("gallery", "/Gallery"),
  page("tourism", "/omkareshwar-tourism"),
  page("contact", "/Contact"),
];

/**
 * Footer columns as on the original site, with its "Best Accomodation" spelt right and no bar
 * (product-rules.md: What is open). The footer marks nothing Upcoming: it lists a facility's page
 * only while the facility is open.
 */
export const footerColumns: readonly FooterColumn[] = [
  {
    heading: "links",
    links: [
      link("home", "/"),
      link("about", "/about"),
      link("rooms", "/Room"),
      link("gallery", "/Gallery"),
      link("contact", "/Contact"),
      // A guest back for their booking finds it from any page (product-rules.md: The guest's booking page).
      link("myBooking", "/MyBooking"),
    ],
  },
  {
    heading: "services",
    links: [
      link("swimmingPool", "/Swimmingpool"),
      link("qualityRoom", "/Room"),
      link("bestAccommodation", "/Facilities"),
      link("wellnessSpa", "/Spa"),
      link("restaurant", "/Finedinning"),
    ],
  },
  {
    heading: "policies",
    links: [link("faq", "/FAQ"), link("terms", "/TermsAndConditions"), link("privacy", "/PrivacyPolicy")],
  },
];
