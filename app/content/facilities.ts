import type { HeroWords, ImageSource, SectionWords } from "./content-types";
import { hotel } from "./hotel";
import { illustrations } from "./illustrations";
import type { PageMetaWords } from "./page-meta-words";

/**
 * The original site's twelve facility cards, ids 1–12 in its order of titles.
 * Display order: the original site shows id 5 (Swimming Pools) third, and we keep that order,
 * so the home teaser's first four are a room, the river-view restaurant, the pools and the
 * banquet hall — one of each thing a guest asks about first.
 */
export interface Facility {
  id: number;
  title: string;
  description: string;
  image: ImageSource;
  /**
   * The original site's figure for this facility (area, hours, what it includes), shown as a
   * highlight.
   */
  highlight?: string;
  /**
   * Where to read more, when the site has a page for it. Whether a facility with a page of its own
   * is open is what staff keep on the desk, found by this link (product-rules.md: What is open).
   */
  link?: { to: string; label: string };
}

export const facilities: readonly Facility[] = [
  {
    id: 1,
    title: "Quality Room",
    description:
      "Deluxe, Super Deluxe, Luxury and Suite rooms, each air-conditioned with a heater for winter nights, a TV, free Wi-Fi, a phone and laundry on request — quiet rooms to rest in after an early darshan.",
    image: illustrations.facilityQualityRoom,
    link: { to: "/Room", label: "See the rooms" },
  },
  {
    id: 2,
    title: "Dining View",
    description:
      "Pure-vegetarian meals served with a view: thalis, regional specialities and festival sweets, cooked fresh in our kitchen for pilgrims, families and business guests alike.",
    image: illustrations.facilityDiningView,
    link: { to: "/Finedinning", label: "Explore fine dining" },
  },
  {
    id: 5,
    title: "Swimming Pools",
    description:
      "A star-category pool, a party area, a kids' pool and a fun pool — somewhere to cool off after the Parikrama, and to keep children happy through a long summer afternoon.",
    image: illustrations.facilitySwimmingPools,
    highlight: "Star-category pool · party area · kids' pool · fun pool",
    link: { to: "/Swimmingpool", label: "About the pools" },
  },
  {
    id: 3,
    title: "Banquet Hall",
    description:
      "A 10,000 sq ft banquet hall for weddings, receptions, family functions and religious gatherings, with vegetarian catering from our own kitchen.",
    image: illustrations.facilityBanquetHall,
    highlight: "10,000 sq ft",
    link: { to: "/Event", label: "Plan an event" },
  },
  {
    id: 4,
    title: "Lavish Marriage Garden",
    description:
      "A 27,000 sq ft open-air lawn for weddings under the sky: room for the baraat, the mandap, the pheras and the feast, with rooms for the family a few steps away.",
    image: illustrations.facilityMarriageGarden,
    highlight: "27,000 sq ft",
    link: { to: "/Event", label: "Plan a wedding" },
  },
  {
    id: 6,
    title: "24/7 Wi-Fi",
    description:
      "Free Wi-Fi in every room and public area, day and night — for video calls home, a morning's work or sharing the evening aarti with family.",
    image: illustrations.facilityWifi,
    highlight: "Free, round the clock",
  },
  {
    id: 7,
    title: "Corporate Conference Hall",
    description:
      "A conference hall for meetings, trainings and seminars, with Wi-Fi throughout and tea, snacks and meals from our kitchen served to your schedule.",
    image: illustrations.facilityConferenceHall,
    link: { to: "/Event", label: "Enquire for meetings" },
  },
  {
    id: 8,
    title: "Fitness Center",
    description:
      "Cardio machines, free weights and space for yoga and stretching, with trainer-led programmes — keep your routine while you travel.",
    image: illustrations.facilityFitnessCenter,
    link: { to: "/Gym", label: "About the gym" },
  },
  {
    id: 9,
    title: "Spa and Wellness Center",
    description:
      "Aromatherapy, deep-tissue and couple's treatments in calm rooms scented with natural oils — a gentle way to end a day of walking and darshan.",
    image: illustrations.facilitySpa,
    link: { to: "/Spa", label: "See treatments" },
  },
  {
    id: 10,
    title: "Dedicated Parking",
    description:
      "Parking on the premises for guests' vehicles, so you can arrive by road from Indore or Khandwa and leave the car safely while you visit the temples.",
    image: illustrations.facilityParking,
  },
  {
    id: 11,
    title: "Concierge Services",
    description:
      "Our front desk helps with temple darshan timings, boat rides on the Narmada, taxis, local guides and onward travel — just ask.",
    image: illustrations.facilityConcierge,
    highlight: "Temple timings · taxis · boat rides",
  },
  {
    id: 12,
    title: "Room Service",
    description:
      "Vegetarian meals, tea and snacks brought to your room at any hour, from a pre-dawn chai before the temple to a late dinner after a long drive.",
    image: illustrations.facilityRoomService,
    highlight: "24-hour",
  },
];

/** The home page's teaser shows the first four in display order. */
export const facilityTeaser = facilities.slice(0, 4);

/**
 * Everything the Facilities page says, in one language (facilities.hi.ts has the Hindi): the cards
 * and the page around them, sent by the route's loader.
 */
export interface FacilitiesPage {
  meta: PageMetaWords;
  hero: HeroWords;
  section: SectionWords & {
    /** The intro paragraph around the word marking facilities not yet open (`upcoming`), shown in bold. */
    introBefore: string;
    introAfter: string;
  };
  /** The mark on a facility not yet open; `opensOn` when it opens on a known day, `{date}` that day. */
  upcoming: string;
  opensOn: string;
  items: readonly Facility[];
}

declare module "~/i18n/words" {
  interface WordBook {
    facilitiesPage: FacilitiesPage;
  }
}

export const facilitiesPageEn = (): FacilitiesPage => ({
  meta: {
    title: "Our Facilities",
    crumb: "Facilities",
    description: `Facilities at ${hotel.shortName}, Omkareshwar: quality rooms, vegetarian dining, a 10,000 sq ft banquet hall, a 27,000 sq ft marriage garden, pools, 24/7 Wi-Fi, a conference hall, parking and 24-hour room service.`,
    keywords:
      "Omkareshwar hotel facilities, banquet hall Omkareshwar, marriage garden Omkareshwar, hotel with swimming pool Omkareshwar, conference hall Khandwa",
  },
  hero: {
    title: "Our Facilities",
    subtitle: `Discover the epitome of luxury at ${hotel.shortName}`,
    image: illustrations.heroRiver,
  },
  section: {
    eyebrow: "Everything under one roof",
    title: "Comfort for pilgrims, families and celebrations",
    introBefore:
      "From a quiet room after an early darshan to a wedding for hundreds in our marriage garden, the resort is built around what guests in Omkareshwar need: rest, good vegetarian food, space to gather and help whenever you ask. Facilities marked ",
    introAfter: " are being completed now.",
  },
  upcoming: "Upcoming",
  opensOn: "Opens {date}",
  items: facilities,
});
