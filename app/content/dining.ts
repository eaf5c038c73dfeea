import type { Feature, HeroWords, ImageSource, OperatingHours, SectionWords } from "./content-types";
import type { PageMetaWords } from "./page-meta-words";
import { illustrations } from "./illustrations";

/**
 * Copy for the three dining pages (Restaurant, Bar and Cafe), each page's every word: its loader
 * sends the page's copy in the request's language (dining.hi.ts is the Hindi; product-rules.md:
 * Hindi), so no copy reaches the browser's JavaScript.
 * The kitchen is pure vegetarian everywhere; the rooftop serves no alcohol (Omkareshwar is a
 * holy town where liquor is not sold), and the site names no bar: it pours mocktails, coolers and chai.
 */

/** A dish with its picture. */
export interface DiningCard extends Feature {
  image: ImageSource;
}

interface ReserveWords {
  title: string;
  text: string;
  label: string;
}

export interface FineDiningCopy {
  meta: PageMetaWords;
  hero: HeroWords & { eyebrow: string; reserveLabel: string };
  intro: SectionWords & { paragraphs: string[] };
  cuisines: Feature[];
  specialitiesSection: SectionWords & { tag: string };
  specialities: DiningCard[];
  reserve: ReserveWords;
}

export interface RooftopDiningCopy {
  meta: PageMetaWords;
  hero: HeroWords;
  /** The notice's name for the rooftop (upcoming-words.ts). */
  upcomingWhat: string;
  intro: SectionWords & { paragraph: string };
  specialities: Feature[];
  menuSection: SectionWords & { tagsLabel: string };
  menu: (Feature & { tags: string[] })[];
  chefSection: SectionWords & { tag: string };
  chefSpecials: DiningCard[];
  /** The hours card (site/sections/hours-card.tsx): its title, its rows and the note under them. */
  hours: { title: string; note: string; rows: OperatingHours[] };
  reserve: ReserveWords;
}

export interface CasualDiningCopy {
  meta: PageMetaWords;
  hero: HeroWords & { eyebrow: string };
  intro: SectionWords & { paragraph: string };
  specialities: Feature[];
  spacesSection: SectionWords;
  spaces: ImageSource[];
  reserve: ReserveWords;
}

export const fineDining: FineDiningCopy = {
  meta: {
    title: "Fine Dining — Pure Vegetarian Restaurant",
    crumb: "Fine Dining",
    description:
      "Pure vegetarian fine dining at {hotel}, Omkareshwar: North Indian, Malwa and Nimar, South Indian, Jain and satvik, Indo-Chinese and continental dishes. Reserve your table.",
    keywords:
      "vegetarian restaurant Omkareshwar, pure veg fine dining Omkareshwar, Jain food Omkareshwar, dal bafla Omkareshwar, thali near Omkareshwar temple",
  },
  hero: {
    title: "Fine Dining",
    subtitle: "Pure vegetarian cuisine, cooked fresh and served with care",
    image: illustrations.diningFineHero,
    eyebrow: "Pure vegetarian",
    reserveLabel: "Reserve a table",
  },
  intro: {
    eyebrow: "Our cuisines",
    title: "A vegetarian table worth the journey",
    paragraphs: [
      "Our restaurant serves only vegetarian food, prepared in a kitchen that respects the customs of a pilgrimage town. Sit down to a slow dinner after evening aarti, or a quick, wholesome lunch between temple visits.",
      "Tell us about fasting days, Jain preferences or a child's mild plate when you order, and the kitchen will cook accordingly.",
    ],
  },
  /** As on the original site: six cuisine categories. */
  cuisines: [
    {
      title: "North Indian",
      description: "Paneer curries, dal makhani, tandoori rotis and fragrant pulao from the clay oven and the slow pot.",
    },
    {
      title: "Malwa & Nimar",
      description: "The food of this region: dal bafla, bhutte ka kees, sev tamatar and the spices of Nimar.",
    },
    {
      title: "South Indian",
      description: "Crisp dosas, soft idlis, uttapam and sambar, made to order for breakfast and beyond.",
    },
    {
      title: "Jain & Satvik",
      description: "Dishes made without onion, garlic or root vegetables, and simple satvik plates for fasting days.",
    },
    {
      title: "Indo-Chinese",
      description: "Vegetable hakka noodles, manchurian and fried rice, a favourite with younger travellers.",
    },
    {
      title: "Continental",
      description: "Pastas, grilled sandwiches, soups and salads for guests who want something lighter.",
    },
  ],
  specialitiesSection: { eyebrow: "Signature plates", title: "Our Specialities", tag: "Vegetarian" },
  /** As on the original site: three specialities. */
  specialities: [
    {
      title: "Royal Vegetarian Thali",
      description: "Three sabzis, dal, kadhi, rice, breads, raita, salad and a sweet, refilled at the table.",
      image: illustrations.diningThali,
    },
    {
      title: "Dal Bafla",
      description: "Malwa's beloved wheat dumplings, baked, dipped in ghee and served with spiced dal and chutneys.",
      image: illustrations.diningDalBafla,
    },
    {
      title: "Paneer Tikka Masala",
      description: "Tandoor-charred cottage cheese in a rich tomato and cashew gravy, with butter naan.",
      image: illustrations.diningPaneer,
    },
  ],
  reserve: {
    title: "Reserve your table",
    text: "Tell us the date, time and number of guests, and any fasting or Jain preferences — we will have your table ready.",
    label: "Reserve a table",
  },
};

export const rooftopDining: RooftopDiningCopy = {
  meta: {
    title: "Rooftop Dining — Sunsets over the Narmada",
    crumb: "Rooftop Dining",
    description:
      "Rooftop dining at {hotel}, Omkareshwar: sunset views over the Narmada from 5 to 7 PM, chef's specials from 7 to 10 PM, vegetarian grills, chaat, mocktails and coolers. No alcohol is served: Omkareshwar is a holy town.",
    keywords:
      "rooftop restaurant Omkareshwar, sunset view Narmada, mocktails Omkareshwar, vegetarian rooftop dining Madhya Pradesh",
  },
  hero: {
    title: "Rooftop Dining",
    subtitle: "Sunsets over the Narmada, mocktails and food from the grill",
    image: illustrations.diningRooftopHero,
  },
  upcomingWhat: "The rooftop",
  intro: {
    eyebrow: "What awaits",
    title: "The best view in Omkareshwar, opening soon",
    paragraph:
      "Our rooftop is being prepared as an open-air lounge above the river: cool evening breezes, the lights of the ghats below, vegetarian food from the grill, and mocktails, coolers, chai and coffee.",
  },
  /** As on the original site: five specialities. */
  specialities: [
    { title: "Sunset Views", description: "An open terrace facing the river, at its best as the sun goes down." },
    { title: "Tandoor & Grill", description: "Paneer, mushroom and seasonal vegetables, smoky from the tandoor." },
    { title: "Mocktails & Coolers", description: "Fresh coolers, shikanji, thandai and mocktails — no alcohol is served." },
    { title: "Chaat Corner", description: "Indore-style street food: pani puri, dahi puri and bhel, made fresh." },
    { title: "Desserts & Kulfi", description: "Kulfi, rabri and hot jalebi to end a warm evening." },
  ],
  menuSection: { eyebrow: "A taste of the menu", title: "From the Rooftop Menu", tagsLabel: "Features" },
  /** As on the original site: a menu of three items with feature tags. */
  menu: [
    {
      title: "Tandoori Paneer Tikka",
      description: "Cottage cheese marinated in hung curd and spices, charred in the tandoor, with mint chutney.",
      tags: ["From the tandoor", "Chef's pick"],
    },
    {
      title: "Malwa Chaat Platter",
      description: "Pani puri, dahi puri and sev puri on one board, made for sharing.",
      tags: ["Shareable", "Street food"],
    },
    {
      title: "Kesar Thandai",
      description: "Chilled milk with saffron, almonds, fennel and rose — the Shivratri classic.",
      tags: ["Alcohol-free", "Seasonal"],
    },
  ],
  chefSection: { eyebrow: "Only on the rooftop", title: "Chef's Specials", tag: "Chef's special" },
  /** As on the original site: two chef's specials. */
  chefSpecials: [
    {
      title: "Bhutte ka Kees",
      description: "Grated corn cooked in milk with green chilli and coconut, as Indore makes it.",
      image: illustrations.diningBhutteKaKees,
    },
    {
      title: "Rabri Jalebi",
      description: "Crisp, hot jalebi served over cold, slow-reduced rabri.",
      image: illustrations.diningRabriJalebi,
    },
  ],
  hours: {
    title: "Evenings on the rooftop",
    note: "Daily, once the rooftop opens.",
    /** As on the original site: sunset experience 5–7 PM, chef's special 7–10 PM. */
    rows: [
      { label: "Sunset Experience", hours: "5:00 PM - 7:00 PM" },
      { label: "Chef's Special", hours: "7:00 PM - 10:00 PM" },
    ],
  },
  reserve: {
    title: "Reserve a sunset table",
    text: "Send us your preferred date and time; we will confirm your table as soon as the rooftop opens.",
    label: "Book Now",
  },
};

export const casualDining: CasualDiningCopy = {
  meta: {
    title: "Casual Dining — All-Day Vegetarian Restaurant",
    crumb: "Casual Dining",
    description:
      "Casual, all-day vegetarian dining at {hotel}, Omkareshwar: poha and jalebi breakfasts, family thalis, snacks and chaat, chai and fresh juices.",
    keywords:
      "casual dining Omkareshwar, family restaurant Omkareshwar, poha jalebi Omkareshwar, vegetarian thali Omkareshwar",
  },
  hero: {
    title: "Casual Dining",
    subtitle: "All-day vegetarian comfort food for families and travellers",
    image: illustrations.diningCasualHero,
    eyebrow: "Pure vegetarian",
  },
  intro: {
    eyebrow: "Our specialities",
    title: "Easy meals, any time of day",
    paragraph:
      "Our casual restaurant is where the day starts with poha and chai, where families share a thali at lunch and where late arrivals find a hot meal waiting. Relaxed, quick and always vegetarian.",
  },
  /** As on the original site: four specialities. */
  specialities: [
    { title: "Poha & Jalebi Breakfast", description: "Indore's favourite morning plate, with sev, onion-free on request." },
    { title: "Family Thali", description: "A generous, refillable thali that suits every age at the table." },
    { title: "Snacks & Chaat", description: "Samosa, kachori and chaat through the afternoon." },
    { title: "Chai & Fresh Juices", description: "Masala chai, filter coffee, lassi and seasonal juices all day." },
  ],
  spacesSection: { eyebrow: "Take a look", title: "Our Dining Spaces" },
  /** As on the original site: six dining-space images. */
  spaces: [
    illustrations.diningSpace1,
    illustrations.diningSpace2,
    illustrations.diningSpace3,
    illustrations.diningSpace4,
    illustrations.diningSpace5,
    illustrations.diningSpace6,
  ],
  reserve: {
    title: "Coming as a family or a group?",
    text: "Reserve a table for the family or your group, and we will have it ready when you arrive.",
    label: "Reserve a table",
  },
};
