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
  | "rooftopBar"
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
  | "qualityRoom"
  | "bestAccommodation"
  | "wellnessSpa"
  | "restaurantBar"
  | "faq"
  | "terms"
  | "privacy";

export interface NavLink {
  /** Its label in the shell's words, in the page's language. */
  key: NavKey;
  to: string;
  /** The original site labels these pages "Upcoming": the amenity is announced but not yet open. */
  upcoming?: boolean;
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

export const bookNowLink: NavLink = { key: "bookNow", to: "/BookingForm" };

export const roomsGroup: NavGroup = {
  key: "roomsAndSuites",
  id: "rooms",
  items: [
    { key: "rooms", to: "/Room" },
    { key: "deluxe", to: "/Deluxe" },
    { key: "superDeluxe", to: "/SuperDeluxe" },
    { key: "luxury", to: "/LuxuryRoom" },
    { key: "suite", to: "/SuiteRoom" },
  ],
};

export const diningGroup: NavGroup = {
  key: "dining",
  id: "dining",
  items: [
    { key: "fineDining", to: "/Finedinning" },
    { key: "rooftopBar", to: "/Dining", upcoming: true },
    { key: "casualDining", to: "/Casual" },
  ],
};

export const amenitiesGroup: NavGroup = {
  key: "amenities",
  id: "amenities",
  items: [
    { key: "swimmingPool", to: "/Swimmingpool", upcoming: true },
    { key: "spaWellness", to: "/Spa", upcoming: true },
    { key: "fitnessCenter", to: "/Gym", upcoming: true },
    { key: "facilities", to: "/Facilities" },
  ],
};

/** Top-level items in display order; the header adds Book Now after them (mobile: last). */
export const mainNavigation: readonly NavItem[] = [
  { kind: "link", key: "home", to: "/" },
  { kind: "link", key: "about", to: "/about" },
  { kind: "group", ...roomsGroup },
  { kind: "group", ...diningGroup },
  { kind: "group", ...amenitiesGroup },
  { kind: "link", key: "eventMeeting", to: "/Event" },
  { kind: "link", key: "gallery", to: "/Gallery" },
  { kind: "link", key: "tourism", to: "/omkareshwar-tourism" },
  { kind: "link", key: "contact", to: "/Contact" },
];

/**
 * Footer columns as on the original site, with its "Best Accomodation" spelt right.
 */
export const footerColumns: readonly FooterColumn[] = [
  {
    heading: "links",
    links: [
      { key: "home", to: "/" },
      { key: "about", to: "/about" },
      { key: "rooms", to: "/Room" },
      { key: "gallery", to: "/Gallery" },
      { key: "contact", to: "/Contact" },
    ],
  },
  {
    heading: "services",
    links: [
      { key: "swimmingPool", to: "/Swimmingpool" },
      { key: "qualityRoom", to: "/Room" },
      { key: "bestAccommodation", to: "/Facilities" },
      { key: "wellnessSpa", to: "/Spa" },
      { key: "restaurantBar", to: "/Finedinning" },
    ],
  },
  {
    heading: "policies",
    links: [
      { key: "faq", to: "/FAQ" },
      { key: "terms", to: "/TermsAndConditions" },
      { key: "privacy", to: "/PrivacyPolicy" },
    ],
  },
];
