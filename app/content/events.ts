/**
 * The Events & Meetings page, every word of it, and the six event categories on /Event: each card
 * opens a preview with a small gallery, features, capacity where the hotel states one, and guests'
 * words. Capacities are the original site's. The page's loader sends its copy in the request's
 * language (events.hi.ts is the Hindi; product-rules.md: Hindi).
 */
import type { HeroWords, ImageSource, SectionWords } from "./content-types";
import type { EventType } from "../domain/enquiry-schemas";
import type { PageMetaWords } from "./page-meta-words";
import { facilities } from "./facilities";
import { illustrations } from "./illustrations";

export interface EventGalleryImage {
  url: ImageSource;
  title: string;
  description: string;
}

export interface EventCategory {
  id: string;
  title: string;
  description: string;
  image: ImageSource;
  galleryImages: EventGalleryImage[];
  features: string[];
  /** Guests the venue takes, where the hotel states it. */
  capacity?: number;
  /** The Book Your Event form's event type this category starts with. */
  eventType: EventType;
}

/** One of the venues the page lists under its highlights (the facility cards 3, 4 and 7). */
export interface EventVenue {
  id: number;
  title: string;
  /** Its size, where the hotel states it. */
  highlight?: string;
  description: string;
}

interface Highlight {
  title: string;
  text: string;
}

export interface EventsCopy {
  meta: PageMetaWords;
  hero: HeroWords & { cta: string };
  weHost: SectionWords & { intro: string };
  highlights: {
    /** `{locality}` is the town as staff keep it, `{km}` the distance to the temple, `{temple}` its name. */
    location: Highlight;
    parking: Highlight;
    stay: Highlight;
    /** Shown only when staff give a Google rating: `{rating}`. */
    rating: Highlight;
  };
  venues: EventVenue[];
  categoriesSection: SectionWords & { intro: string };
  categories: EventCategory[];
  talk: { title: string; text: string };
}

const art = {
  wedding: illustrations.eventWedding,
  corporate: illustrations.eventCorporate,
  social: illustrations.eventSocial,
  cultural: illustrations.eventCultural,
  ceremony: illustrations.eventCeremony,
  entertainment: illustrations.eventEntertainment,
};

export const eventCategories: EventCategory[] = [
  {
    id: "weddings",
    title: "Weddings",
    description:
      "Take your vows beside the sacred Narmada: haldi and mehendi on the lawn, the pheras under a marigold mandap, and a vegetarian wedding feast from our own kitchen.",
    image: art.wedding,
    galleryImages: [
      { url: art.wedding, title: "The mandap", description: "A marigold mandap set up on the marriage garden for the pheras." },
      {
        url: illustrations.facilityMarriageGarden,
        title: "Lavish Marriage Garden",
        description: "27,000 sq ft of open lawn for the baraat, the reception and the feast.",
      },
      {
        url: illustrations.facilityBanquetHall,
        title: "Banquet Hall",
        description: "A 10,000 sq ft hall for the sangeet or an indoor reception when the monsoon comes.",
      },
    ],
    features: [
      "Lavish Marriage Garden of 27,000 sq ft",
      "Banquet Hall of 10,000 sq ft",
      "Pure vegetarian wedding menus",
      "Rooms for the wedding party on site",
      "Priest and ritual arrangements on request",
    ],
    eventType: "Wedding",
  },
  {
    id: "corporate",
    title: "Corporate Events",
    description:
      "Meetings, trainings and offsites with a view: a conference hall with Wi-Fi throughout, tea and meals served to your schedule, and rooms for the team upstairs.",
    image: art.corporate,
    galleryImages: [
      { url: art.corporate, title: "Boardroom set-up", description: "A hollow-square layout for a leadership meeting." },
      {
        url: illustrations.facilityConferenceHall,
        title: "Corporate Conference Hall",
        description: "Theatre or classroom seating, a projector and a sound system.",
      },
      { url: art.social, title: "Team evening", description: "An informal dinner on the lawn after the sessions." },
    ],
    features: [
      "Corporate Conference Hall",
      "24/7 Wi-Fi throughout the hotel",
      "Projector, screen and sound system",
      "Tea, snacks and meals to your schedule",
      "Group rates for team stays",
    ],
    eventType: "Conference",
  },
  {
    id: "social",
    title: "Social Celebrations",
    description:
      "Birthdays, anniversaries, engagements and family get-togethers: decorated spaces, a menu planned with you, and a riverside setting for the photographs.",
    image: art.social,
    galleryImages: [
      { url: art.social, title: "Birthday party", description: "Balloons, a cake table and space for the children to play." },
      { url: illustrations.facilityBanquetHall, title: "Anniversary dinner", description: "The banquet hall set for a family dinner." },
      { url: art.entertainment, title: "Evening music", description: "A live singer or a DJ for the celebration." },
    ],
    features: ["Themed decoration", "Custom vegetarian menus and cakes", "Music and sound arrangements", "Photography spots by the river"],
    capacity: 200,
    eventType: "Party",
  },
  {
    id: "cultural",
    title: "Cultural Events",
    description:
      "Bhajan sandhyas, classical music and dance evenings, and community gatherings in a town that lives by its festivals.",
    image: art.cultural,
    galleryImages: [
      { url: art.cultural, title: "Dance evening", description: "A classical dance performance on the lawn stage." },
      { url: illustrations.facilityMarriageGarden, title: "Open-air seating", description: "Rows of seating on the garden for a large audience." },
      { url: art.ceremony, title: "Bhajan sandhya", description: "An evening of devotional music with lamps and flowers." },
    ],
    features: ["Stage, lights and sound", "Open-air and indoor venues", "Prasad and refreshments for large groups", "Dedicated parking"],
    capacity: 400,
    eventType: "Other",
  },
  {
    id: "ceremonies",
    title: "Traditional Ceremonies",
    description:
      "Griha pravesh pujas, naming and mundan ceremonies, and havans performed properly, close to the Omkareshwar Jyotirlinga.",
    image: art.ceremony,
    galleryImages: [
      { url: art.ceremony, title: "Havan", description: "A havan kund set up with everything the priest needs." },
      { url: art.wedding, title: "Family puja", description: "A puja space decorated with flowers and rangoli." },
      { url: illustrations.facilityBanquetHall, title: "Bhojan", description: "A satvik meal served to family and guests after the ceremony." },
    ],
    features: ["Priest arrangements on request", "Puja samagri and havan set-up", "Satvik menus without onion or garlic", "Close to the Jyotirlinga"],
    capacity: 250,
    eventType: "Other",
  },
  {
    id: "entertainment",
    title: "Entertainment Nights",
    description:
      "Music nights, DJ evenings and festive parties under the stars, with food stalls and a riverside breeze.",
    image: art.entertainment,
    galleryImages: [
      { url: art.entertainment, title: "Live music", description: "A band playing on the lawn under string lights." },
      { url: art.social, title: "Festive party", description: "A Diwali party with lamps and sweets." },
      { url: art.cultural, title: "Folk night", description: "Malwa folk dancers leading the crowd." },
    ],
    features: ["Lawn with stage and lighting", "DJ and live band arrangements", "Live food counters", "Ends on time, respecting the town's quiet hours"],
    capacity: 300,
    eventType: "Party",
  },
];

const venueIds = [3, 4, 7];

export const eventsPage: EventsCopy = {
  meta: {
    title: "Events & Meetings — Weddings, Banquets and Conferences",
    crumb: "Events & Meetings",
    description:
      "Weddings, receptions, religious ceremonies and corporate meetings at {hotel}, Omkareshwar: a 10,000 sq ft banquet hall, a 27,000 sq ft marriage garden, ample parking and rooms on site.",
    keywords:
      "wedding venue Omkareshwar, banquet hall Omkareshwar, marriage garden Omkareshwar, conference venue Khandwa, destination wedding Narmada",
  },
  hero: {
    title: "Events & Meetings",
    subtitle: "Weddings, ceremonies and meetings by the holy Narmada, with vegetarian catering from our own kitchen",
    image: illustrations.heroTemple,
    cta: "Plan your event",
  },
  weHost: {
    eyebrow: "Celebrate in Omkareshwar",
    title: "Events We Host",
    intro:
      "From an intimate puja to a wedding with hundreds of guests, we plan the venue, the food, the décor and the rooms together, so your family can enjoy the day.",
  },
  highlights: {
    location: { title: "Prime location", text: "On the main road into {locality}, {km} km from the {temple} temple." },
    parking: { title: "Ample parking", text: "Parking on the premises for your guests' cars." },
    stay: { title: "On-site stay", text: "Rooms and suites for the family and out-of-town guests, steps from the venue." },
    rating: { title: "{rating} star Google rating", text: "Rated by guests who have stayed and celebrated with us." },
  },
  venues: facilities
    .filter((facility) => venueIds.includes(facility.id))
    .map(({ id, title, highlight, description }): EventVenue => (highlight ? { id, title, highlight, description } : { id, title, description })),
  categoriesSection: {
    eyebrow: "Occasions",
    title: "Choose Your Occasion",
    intro: "Open an occasion to see ideas, guest reviews and capacities, then plan yours with us.",
  },
  categories: eventCategories,
  talk: {
    title: "Prefer to talk?",
    text: "Our events team will walk you through dates, menus and rooms, and can show you the venues.",
  },
};
