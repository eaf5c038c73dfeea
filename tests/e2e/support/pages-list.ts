/**
 * The content pages the "pages" engineer owns, with what each must show: its h1, a word of its
 * title, its canonical path and whether the original site labels it Upcoming.
 */
export interface ContentPage {
  path: string;
  h1: string;
  titleIncludes: string;
  canonicalPath: string;
  upcoming?: boolean;
  /** Figures or phrases from the original site that must be visible on the page. */
  mustShow?: string[];
}

export const contentPages: ContentPage[] = [
  {
    path: "/about",
    h1: "About",
    titleIncludes: "About",
    canonicalPath: "/about",
    mustShow: ["Your Spiritual Haven in Sacred Omkareshwar", "Our Mission", "Our Vision", "Divine Harmony", "The Art of Hosting", "Cultural Experience", "Traditional Thali", "Regional Specialties", "Festivals Sweets"],
  },
  {
    path: "/Facilities",
    h1: "Our Facilities",
    titleIncludes: "Facilities",
    canonicalPath: "/Facilities",
    mustShow: ["10,000 sq ft", "27,000 sq ft", "24-hour", "Corporate Conference Hall"],
  },
  {
    path: "/Finedinning",
    h1: "Fine Dining",
    titleIncludes: "Fine Dining",
    canonicalPath: "/Finedinning",
    mustShow: ["Our Specialities", "Jain & Satvik"],
  },
  {
    path: "/Dining",
    h1: "Rooftop Dining",
    titleIncludes: "Rooftop",
    canonicalPath: "/Dining",
    upcoming: true,
    mustShow: ["5:00 PM - 7:00 PM", "7:00 PM - 10:00 PM", "Chef's Specials"],
  },
  { path: "/Casual", h1: "Casual Dining", titleIncludes: "Casual Dining", canonicalPath: "/Casual", mustShow: ["Our Dining Spaces"] },
  {
    path: "/Swimmingpool",
    h1: "Swimming Pool",
    titleIncludes: "Swimming Pool",
    canonicalPath: "/Swimmingpool",
    upcoming: true,
    mustShow: ["Lifeguard on Duty", "Poolside Refreshments"],
  },
  {
    path: "/Spa",
    h1: "Spa & Wellness",
    titleIncludes: "Spa",
    canonicalPath: "/Spa",
    upcoming: true,
    mustShow: ["Aromatherapy Massage", "₹4,500", "60 mins", "Deep Tissue Massage", "₹6,000", "90 mins", "Couple's Retreat", "₹8,500", "75 mins"],
  },
  {
    path: "/Gym",
    h1: "Fitness Center",
    titleIncludes: "Fitness Center",
    canonicalPath: "/Gym",
    upcoming: true,
    mustShow: ["60 mins", "45 mins", "50 mins"],
  },
  {
    path: "/Event",
    h1: "Events & Meetings",
    titleIncludes: "Events",
    canonicalPath: "/Event",
    mustShow: ["Events We Host", "Prime location", "Ample parking", "On-site stay", "4.0 star Google rating", "Book Your Event"],
  },
  { path: "/Gallery", h1: "Photo Gallery", titleIncludes: "Gallery", canonicalPath: "/Gallery" },
  {
    path: "/omkareshwar-tourism",
    h1: "Explore Omkareshwar",
    titleIncludes: "Tourism",
    canonicalPath: "/omkareshwar-tourism",
    mustShow: ["Shri Omkareshwar Jyotirlinga", "Mamleshwar Jyotirlinga", "Maheshwar"],
  },
  {
    path: "/Contact",
    h1: "Contact Us",
    titleIncludes: "Contact",
    canonicalPath: "/Contact",
    mustShow: ["The Resort", "Main Road, Omkareshwar", "Indore", "24/7", "Get In Touch"],
  },
  {
    path: "/joinNow",
    h1: "Join Now",
    titleIncludes: "Join",
    canonicalPath: "/joinNow",
    mustShow: ["Exclusive member rates", "Dining and spa offers", "Minimum 4% reward coins", "Earn and redeem"],
  },
  { path: "/FAQ", h1: "Frequently Asked Questions", titleIncludes: "Questions", canonicalPath: "/FAQ" },
  {
    path: "/TermsAndConditions",
    h1: "Terms and Conditions",
    titleIncludes: "Terms",
    canonicalPath: "/TermsAndConditions",
    mustShow: ["12:00 PM", "10:00 AM", "3 days before", "25 days", "10–15 business days", "3 months", "up to 5 years stay free"],
  },
  {
    path: "/PrivacyPolicy",
    h1: "Privacy Policy",
    titleIncludes: "Privacy",
    canonicalPath: "/PrivacyPolicy",
    mustShow: ["under 18"],
  },
];
