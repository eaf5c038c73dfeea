import type { HeroWords, ImageSource, SectionWords } from "./content-types";
import { hotel } from "./hotel";
import { illustrations } from "./illustrations";
import type { PageMetaWords } from "./page-meta-words";

/**
 * Ten places near the hotel (each with "Get directions" instead of a dead click; product-rules.md:
 * Dialogs). Only well-established facts; a distance is given only where the hotel states it
 * (product-rules.md: Hotel identity).
 */
export interface Attraction {
  id: string;
  title: string;
  description: string;
  image: ImageSource;
  /** How to reach it or how far it is, when we know it for certain. */
  distance?: string;
  /** What a maps search should look for. */
  mapsQuery: string;
}

export const attractions: readonly Attraction[] = [
  {
    id: "omkareshwar-jyotirlinga",
    title: "Shri Omkareshwar Jyotirlinga",
    description:
      "One of the twelve Jyotirlingas of Lord Shiva, on Mandhata island, whose shape is said to trace the sacred syllable Om. Cross the Narmada by the suspension bridge or by boat for darshan.",
    image: illustrations.tourismOmkareshwarTemple,
    distance: `${hotel.temple.km} km · about ${hotel.temple.minutesByCar} minutes by car`,
    mapsQuery: "Shri Omkareshwar Jyotirlinga Temple, Omkareshwar",
  },
  {
    id: "mamleshwar-jyotirlinga",
    title: "Mamleshwar Jyotirlinga",
    description:
      "The ancient stone temple on the south bank of the Narmada. Many pilgrims hold that darshan at both Omkareshwar and Mamleshwar completes the Jyotirlinga pilgrimage.",
    image: illustrations.tourismMamleshwarTemple,
    mapsQuery: "Mamleshwar Jyotirlinga Temple, Omkareshwar",
  },
  {
    id: "ekatma-dham",
    title: "Ekatma Dham — Statue of Oneness",
    description:
      "A 108-foot statue of Adi Shankaracharya on Mandhata hill, unveiled in 2023. Omkareshwar is where the young Shankara is said to have met his guru, Govinda Bhagavatpada.",
    image: illustrations.tourismStatueOfOneness,
    mapsQuery: "Statue of Oneness Ekatma Dham, Omkareshwar",
  },
  {
    id: "siddhnath-temple",
    title: "Siddhnath Temple",
    description:
      "The remains of an old temple on Mandhata island, known for the frieze of carved elephants around its base — a quiet stop on the island walk.",
    image: illustrations.tourismSiddhnathTemple,
    mapsQuery: "Siddhnath Temple, Mandhata, Omkareshwar",
  },
  {
    id: "gauri-somnath-temple",
    title: "Gauri Somnath Temple",
    description:
      "A multi-storey temple on Mandhata island, home to a large Shivalinga of polished black stone, on the path that climbs the island.",
    image: illustrations.tourismGauriSomnath,
    mapsQuery: "Gauri Somnath Temple, Omkareshwar",
  },
  {
    id: "narmada-ghats",
    title: "Narmada Ghats & Boat Rides",
    description:
      "Watch the evening aarti from the ghats, take a holy dip, or hire a boat to cross to the island and circle it on the Narmada.",
    image: illustrations.tourismNarmadaGhat,
    mapsQuery: "Narmada Ghat, Omkareshwar",
  },
  {
    id: "omkar-parikrama",
    title: "Omkar Parikrama",
    description:
      "The pilgrims' walk around Mandhata island, past ashrams, small shrines and the sangam where the Kaveri meets the Narmada. Start early in summer and carry water.",
    image: illustrations.tourismParikrama,
    mapsQuery: "Omkareshwar Parikrama Marg",
  },
  {
    id: "omkareshwar-dam",
    title: "Omkareshwar Dam",
    description:
      "The great concrete dam across the Narmada beside the town, part of the Narmada valley projects that bring power and water to the region.",
    image: illustrations.tourismDam,
    mapsQuery: "Omkareshwar Dam",
  },
  {
    id: "maheshwar",
    title: "Maheshwar",
    description:
      "Rani Ahilyabai Holkar's riverside capital downstream on the Narmada: the Ahilya Fort, long stone ghats and the looms of the famous Maheshwari sarees. An easy day trip by road.",
    image: illustrations.tourismMaheshwar,
    mapsQuery: "Ahilya Fort, Maheshwar",
  },
  {
    id: "ujjain-mahakaleshwar",
    title: "Mahakaleshwar Jyotirlinga, Ujjain",
    description:
      "Another of the twelve Jyotirlingas, famous for its dawn Bhasma Aarti. Many pilgrims pair Omkareshwar with Ujjain on the same journey through Malwa.",
    image: illustrations.tourismUjjain,
    mapsQuery: "Mahakaleshwar Jyotirlinga Temple, Ujjain",
  },
];

/** A maps search for the place (opens in a new tab; no embed, so nothing loads before a click). */
export function directionsUrl(attraction: Pick<Attraction, "mapsQuery">): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(attraction.mapsQuery)}`;
}

/** A place as the page shows it: its words, and the maps search its "Get directions" opens. */
export interface AttractionCard extends Attraction {
  directionsUrl: string;
}

export const withDirections = (list: readonly Attraction[]): AttractionCard[] =>
  list.map((attraction) => ({ ...attraction, directionsUrl: directionsUrl(attraction) }));

/**
 * Everything the Omkareshwar tourism page says, in one language (tourism.hi.ts has the Hindi), sent
 * by the route's loader. `{title}` and `{phone}` are filled on the page.
 */
export interface TourismPage {
  meta: PageMetaWords;
  hero: HeroWords & { eyebrow: string };
  section: SectionWords & { intro: string };
  attractions: readonly AttractionCard[];
  getDirections: string;
  /** Read out after "Get directions": which place, and that it opens a new tab; `{title}`. */
  directionsTo: string;
  help: { heading: string; text: string; contact: string };
}

declare module "~/i18n/words" {
  interface WordBook {
    tourismPage: TourismPage;
  }
}

export const tourismPageEn = (): TourismPage => ({
  meta: {
    title: "Omkareshwar Tourism — Places to Visit Nearby",
    crumb: "Omkareshwar Tourism",
    description:
      "Ten places to visit from the resort: the Omkareshwar and Mamleshwar Jyotirlingas, Ekatma Dham, Siddhnath and Gauri Somnath temples, the Narmada ghats, the Parikrama, the dam, Maheshwar and more.",
    keywords:
      "Omkareshwar tourism, places to visit in Omkareshwar, Omkareshwar Jyotirlinga, Mamleshwar temple, Statue of Oneness Omkareshwar, Omkareshwar parikrama, Maheshwar day trip",
  },
  hero: {
    title: "Explore Omkareshwar",
    eyebrow: "Omkareshwar tourism",
    subtitle: "Temples, ghats and river journeys around the sacred island of Mandhata",
    image: illustrations.heroTemple,
  },
  section: {
    eyebrow: "Nearby attractions",
    title: "Ten places to see from the resort",
    intro:
      "Our front desk can arrange a taxi or a guide, suggest the best time for darshan and tell you when the boats run. Tap “Get directions” to open a route in your maps app.",
  },
  attractions: withDirections(attractions),
  getDirections: "Get directions",
  directionsTo: "to {title} (opens in a new tab)",
  help: {
    heading: "Plan your darshan and sightseeing with us",
    text: "Call the front desk any time for temple timings, taxis, boats and guides.",
    contact: "Contact Us: {phone}",
  },
});
