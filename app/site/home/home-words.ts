import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS } from "~/components/seo";
import { type Facility, facilityTeaser } from "~/content/facilities";
import { type HeroSlide, heroSlides } from "~/content/hero-slides";
import { type SocialPost, socialPosts } from "~/content/social-posts";
import { type StayExample, stayExamples } from "~/content/testimonials";
import { festiveWordsEn } from "./festive-slide-copy";

/**
 * The home page's words (product-rules.md: Hindi): every section's, the hero's slides and the
 * examples shown until staff add reviews and posts. The home page's loader sends them (`home`, see
 * home-loader.server.ts), so neither language's copy is in the page's JavaScript. `{placeholders}`
 * are filled where shown: `{hotel}` is the hotel's short name, `{temple}` the temple's name,
 * `{km}` and `{minutes}` its distance.
 */
/**
 * The home page's title, description and keywords (its loader builds the meta from them; they are
 * not sent to the page), and the schema.org Hotel's price range.
 */
export interface HomeMetaWords {
  /** Empty: the site's default title, which leads with the hotel's name (seo.ts). */
  title: string;
  description: string;
  keywords: string;
  /** "₹4,500 – ₹11,000 per night" */
  priceRange: string;
}

export const homeMetaWordsEn: HomeMetaWords = {
  title: "",
  description: DEFAULT_DESCRIPTION,
  keywords: DEFAULT_KEYWORDS,
  priceRange: "{from} – {to} per night",
};

/** What a teaser card shows of a facility, and no more: the page's data stays small. */
export type TeaserFacility = Pick<Facility, "id" | "title" | "description" | "image"> & { to?: string };

/** `to`, the facility's page, finds whether a card's facility is open, as staff saved it (product-rules.md: What is open). */
export const teaserCards = (items: readonly Facility[]): readonly TeaserFacility[] =>
  items.slice(0, 4).map(({ id, title, description, image, link }) => ({ id, title, description, image, to: link?.to }));

export const homeWordsEn = {
  hero: {
    label: "Highlights",
    tour: "Take a tour",
    book: "Book your stay",
    bookWithOffer: "Book with {percent}% off",
  },
  /** The hero's slides; the festive one's words give way to the offer's while one is announced. */
  slides: heroSlides as readonly HeroSlide[],
  /** The festive slide while an offer runs or is announced; `{title}` is the offer's name as staff wrote it. */
  festive: festiveWordsEn,
  tour: {
    /** `{title}` is the tour video's own title (hotel.ts). */
    title: "{title}",
    intro: "Our filmed tour is on its way. Until then, a short walk through the resort in pictures.",
    label: "Picture tour",
    /** The picture tour's stops, in order: each picture (square, as the example posts' are) with its words. */
    stops: [
      { src: "/illustrations/social/post-5.svg", alt: "Sunrise over the Narmada and Mandhata island", caption: "Morning on the Narmada" },
      { src: "/illustrations/social/post-3.svg", alt: "A made double bed in a warm room", caption: "A Deluxe Room, ready for you" },
      { src: "/illustrations/social/post-2.svg", alt: "A vegetarian thali", caption: "A pure-vegetarian thali" },
      { src: "/illustrations/social/post-6.svg", alt: "A wedding mandap on the lawn", caption: "The marriage garden at night" },
      { src: "/illustrations/social/post-1.svg", alt: "The evening aarti on the ghats", caption: "Evening aarti on the ghats" },
    ],
    gallery: "See the full gallery",
  },
  strip: {
    title: "Check availability",
    checkIn: "Check-in",
    checkOut: "Check-out",
    adults: "Adults",
    /** `{age}`: the oldest age that still counts as a child. */
    children: "Children (0-{age} yrs)",
    rooms: "Rooms",
    submit: "Check Availability",
    note: "Up to {guests} guests per room. Children aged {age} and above count as adults. Pay at the hotel.",
  },
  facilities: {
    eyebrow: "Our facilities",
    title: "Everything a pilgrimage, a family holiday or a celebration needs",
    upcoming: "Upcoming",
    opensOn: "Opens {date}",
    more: "Explore More",
    /** The teaser's cards: the first four facilities in display order. */
    items: teaserCards(facilityTeaser),
  },
  about: {
    imageAlt: "The ghats of Omkareshwar on the Narmada",
    distanceFrom: "from the {temple}",
    eyebrow: "About the resort",
    title: "Your spiritual haven in sacred Omkareshwar",
    text: "{hotel} stands on the bank of the Narmada, on the main road into Omkareshwar in Madhya Pradesh. We built it for pilgrims who come for darshan and the Parikrama, for families on holiday and for business travellers who want a calm room near the temple.",
    promise:
      "Our promise is simple: a serene, comfortable stay that supports your spiritual journey, looked after with the warmth of Indian hospitality.",
    facts: {
      km: "{km} km",
      toTemple: "to the {temple}",
      minutes: "{minutes} min",
      byCar: "by car to the temple",
      hours: "reception and room service",
      rating: "Google rating",
    },
    more: "Discover More",
  },
  book: {
    eyebrow: "Book a room",
    title: "Plan your stay by the river",
    intro: "Tell us your dates and who is coming; our reservations team replies with the best room for your party.",
    watchTour: "Watch the resort tour",
    checkIn: "Check-in",
    checkOut: "Check-out",
    talk: "Rather talk to us?",
  },
  rooms: {
    eyebrow: "Stay with us",
    title: "Rooms & Suites",
    intro: "Four ways to rest by the Narmada, from a calm Deluxe Room to a Suite for the whole family.",
    label: "Rooms and suites",
    unavailableTitle: "We can't show our rooms right now",
    /** `{phone}` and `{email}` are the hotel's, as links. */
    unavailableText:
      "Our room list is not loading at the moment. Call us on {phone} or write to {email} and we will help you choose.",
    contact: "Contact the hotel",
  },
  temple: {
    imageAlt: "The white shikhara of the Omkareshwar temple above the river",
    eyebrow: "The Jyotirlinga",
    title: "The {temple} is just {km} km away",
    text: "One of the twelve Jyotirlingas stands on Mandhata island, where the Narmada bends in the shape of Om. From our gate it is a {minutes} minute drive, close enough for the early darshan and back for breakfast.",
    /** The two facts under the text: `{value}` is the part in bold. */
    distance: { value: "{km} km", text: "{value} to the temple" },
    drive: { value: "{minutes} minute", text: "{value} drive" },
    more: "Discover More",
  },
  pricing: {
    eyebrow: "Room pricing",
    title: "Simple rates, paid at the hotel",
    /** `{title}` is the offer's name as staff wrote it. */
    introOffer: "Nightly rates before taxes. {title}: {percent}% off is taken at booking.",
    intro: "Nightly rates before taxes. Book online and pay when you arrive.",
    recommended: "Recommended",
    perNight: " / night + taxes",
    book: "Book Now",
  },
  guests: {
    examplesEyebrow: "Why guests come",
    examplesTitle: "Stays we are made for",
    examplesLabel: "Kinds of stay",
    eyebrow: "Guest reviews",
    title: "What our guests say",
    label: "Guest reviews",
    /** Before the review's date; `{source}` is where it was written, as staff saved it. */
    readOn: "Read on {source} · ",
    /** The source when staff chose "Other". */
    otherSource: "Other",
  },
  /** The kinds of stay shown until staff add the first review. */
  stayExamples: stayExamples as readonly StayExample[],
  social: {
    eyebrow: "Follow the riverside",
    title: "From our social pages",
    examplesTitle: "From our Instagram and Facebook",
    label: "Social media posts",
    viewOn: "View on {network}",
  },
  /** The illustrated posts shown until staff add the first real one. */
  examplePosts: socialPosts as readonly SocialPost[],
  /** After a link that opens another site, read out only. */
  newTab: " (opens in a new tab)",
};

export type HomeWords = typeof homeWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    home: HomeWords;
  }
}
