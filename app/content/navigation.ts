/**
 * The site's menu structure, as on the original site: desktop and mobile navigation, and the footer
 * columns. The header and footer render from here, so a page is added or renamed in one place.
 */

export interface NavLink {
  label: string;
  to: string;
  /** The original site labels these pages "Upcoming": the amenity is announced but not yet open. */
  upcoming?: boolean;
}

export interface NavGroup {
  label: string;
  /** Stable id for aria-controls and keys. */
  id: string;
  items: readonly NavLink[];
}

export type NavItem = ({ kind: "link" } & NavLink) | ({ kind: "group" } & NavGroup);

export interface FooterColumn {
  heading: string;
  links: readonly NavLink[];
}

export const bookNowLink: NavLink = { label: "Book Now", to: "/BookingForm" };

export const roomsGroup: NavGroup = {
  label: "Rooms & Suites",
  id: "rooms",
  items: [
    { label: "Rooms", to: "/Room" },
    { label: "Deluxe", to: "/Deluxe" },
    { label: "Super Deluxe", to: "/SuperDeluxe" },
    { label: "Luxury", to: "/LuxuryRoom" },
    { label: "Suite", to: "/SuiteRoom" },
  ],
};

export const diningGroup: NavGroup = {
  label: "Dining",
  id: "dining",
  items: [
    { label: "Fine Dining", to: "/Finedinning" },
    { label: "Rooftop Bar", to: "/Dining", upcoming: true },
    { label: "Casual Dining", to: "/Casual" },
  ],
};

export const amenitiesGroup: NavGroup = {
  label: "Amenities",
  id: "amenities",
  items: [
    { label: "Swimming Pool", to: "/Swimmingpool", upcoming: true },
    { label: "Spa & Wellness", to: "/Spa", upcoming: true },
    { label: "Fitness Center", to: "/Gym", upcoming: true },
    { label: "Facilities", to: "/Facilities" },
  ],
};

/** Top-level items in display order; the header adds Book Now after them (mobile: last). */
export const mainNavigation: readonly NavItem[] = [
  { kind: "link", label: "Home", to: "/" },
  { kind: "link", label: "About", to: "/about" },
  { kind: "group", ...roomsGroup },
  { kind: "group", ...diningGroup },
  { kind: "group", ...amenitiesGroup },
  { kind: "link", label: "Event & Meeting", to: "/Event" },
  { kind: "link", label: "Gallery", to: "/Gallery" },
  { kind: "link", label: "Tourism", to: "/omkareshwar-tourism" },
  { kind: "link", label: "Contact", to: "/Contact" },
];

/**
 * Footer columns as on the original site, with its "Best Accomodation" spelt right.
 */
export const footerColumns: readonly FooterColumn[] = [
  {
    heading: "Links",
    links: [
      { label: "Home", to: "/" },
      { label: "About", to: "/about" },
      { label: "Rooms", to: "/Room" },
      { label: "Gallery", to: "/Gallery" },
      { label: "Contact", to: "/Contact" },
    ],
  },
  {
    heading: "Services",
    links: [
      { label: "Swimming Pool", to: "/Swimmingpool" },
      { label: "Quality Room", to: "/Room" },
      { label: "Best Accommodation", to: "/Facilities" },
      { label: "Wellness & Spa", to: "/Spa" },
      { label: "Restaurant & Bar", to: "/Finedinning" },
    ],
  },
  {
    heading: "Policies",
    links: [
      { label: "FAQ", to: "/FAQ" },
      { label: "Terms & Conditions", to: "/TermsAndConditions" },
      { label: "Privacy Policy", to: "/PrivacyPolicy" },
    ],
  },
];

/**
 * Routes match case-insensitively (product-rules.md: Routes and not-found), so `/ABOUT` still marks
 * About as current. Home is current only on "/" itself; other items also cover their sub-paths
 * (`/Room/deluxe-room`).
 */
export function isCurrentPath(pathname: string, to: string): boolean {
  const current = pathname.replace(/\/+$/, "").toLowerCase() || "/";
  const target = to.toLowerCase();
  if (target === "/") return current === "/";
  return current === target || current.startsWith(`${target}/`);
}

/** A group is current when any of its items is. */
export function isCurrentGroup(pathname: string, group: NavGroup): boolean {
  return group.items.some((item) => isCurrentPath(pathname, item.to));
}
