import type { HeroWords, ImageSource, SectionWords } from "./content-types";
import { hotel } from "./hotel";
import { illustrations } from "./illustrations";
import type { PageMetaWords } from "./page-meta-words";

/** The About page's copy (the original site's wording and fields). */

export interface TitledText {
  title: string;
  content: string;
}

export interface ImageCard extends TitledText {
  image: ImageSource;
}

export const aboutHero = {
  title: "About",
  subtitle: "Your Spiritual Haven in Sacred Omkareshwar",
  image: illustrations.heroRiver,
};

export const aboutIntro = {
  eyebrow: "Welcome",
  title: `${hotel.shortName}: rest beside the Narmada`,
  image: illustrations.aboutPool,
  /** Read per page: the town is part of the address staff keep on the desk. */
  get paragraphs() {
    return [
    `${hotel.shortName} stands on the bank of the holy Narmada in ${hotel.address.locality}, where the river curves around Mandhata island and the Jyotirlinga temple. We built it for pilgrims who come for darshan and the Parikrama, and for tourists and families who come for the river, the ghats and the quiet of the hills.`,
    `We are on the main road into ${hotel.address.locality}, ${hotel.address.region}, ${hotel.temple.km} km (about ${hotel.temple.minutesByCar} minutes by car) from the ${hotel.temple.name} — so an early-morning darshan, a boat ride at dusk or a drive on to Maheshwar and Ujjain all begin at our door. Come back to a cool room, a freshly cooked vegetarian meal and people who are glad to help.`,
    ];
  },
};

/** The original site's wording for the mission and the vision. */
export const missionVision: { mission: TitledText; vision: TitledText } = {
  mission: {
    title: "Our Mission",
    content:
      "To offer a serene, comfortable stay that enhances every guest's spiritual journey, upheld by the highest standards of hospitality.",
  },
  vision: {
    title: "Our Vision",
    get content() {
      return `To be the premier hospitality destination in ${hotel.address.locality}, known for guest comfort, a spiritual ambiance and authentic cultural experiences.`;
    },
  },
};

export const values: { title: string; intro: string; items: readonly ImageCard[] } = {
  title: "Our Core Values",
  intro: "Three ideas shape every stay, from the welcome at the gate to the last cup of chai.",
  items: [
    {
      title: "Divine Harmony",
      content:
        "A calm place in a sacred town: quiet rooms, gentle mornings and an atmosphere that respects the rhythm of prayer, fasting and festival days.",
      image: illustrations.valueDivineHarmony,
    },
    {
      title: "The Art of Hosting",
      content:
        "Atithi Devo Bhava — the guest is god. We greet you warmly, remember what you asked for and look after elders and children as our own family.",
      image: illustrations.valueArtOfHosting,
    },
    {
      title: "Cultural Experience",
      content:
        "The Narmada, its ghats and its temples, the food of Malwa and Nimar: we help you experience Omkareshwar as it is lived, not just visited.",
      image: illustrations.valueCulturalExperience,
    },
  ],
};

export const cuisine: { title: string; description: string; sections: readonly ImageCard[] } = {
  title: "Traditional Regional Cuisine",
  description:
    "Our kitchen is pure vegetarian and cooks the food of the land around the Narmada — the generous home cooking of Malwa and Nimar, made fresh every day.",
  sections: [
    {
      title: "Traditional Thali",
      content:
        "Dal, seasonal sabzi, kadhi, rice, hot phulkas and chutneys served together on one plate and refilled until you are content — the way a pilgrim's meal should be.",
      image: illustrations.cuisineThali,
    },
    {
      title: "Regional Specialties",
      content:
        "Dal bafla with ghee, Indore-style poha with jalebi, bhutte ka kees and sabudana khichdi for fasting days: the flavours of Malwa and Nimar.",
      image: illustrations.cuisineRegional,
    },
    {
      title: "Festivals Sweets",
      content:
        "Malpua, mawa bati, shrikhand and laddoo for Shivratri, Diwali and every celebration in between — sweets to share and to carry home as prasad.",
      image: illustrations.cuisineSweets,
    },
  ],
};

/**
 * Everything the About page says, in one language (about.hi.ts has the Hindi): built when the page
 * is made, since the intro names the town staff keep in the address, and sent by the route's loader.
 */
export interface AboutPage {
  meta: PageMetaWords;
  hero: HeroWords;
  intro: SectionWords & {
    image: ImageSource;
    paragraphs: readonly string[];
    seeRooms: string;
    exploreOmkareshwar: string;
  };
  /** The name of the band that holds the mission and the vision. */
  missionVisionLabel: string;
  mission: TitledText;
  vision: TitledText;
  values: SectionWords & { intro: string; items: readonly ImageCard[] };
  cuisine: SectionWords & { description: string; sections: readonly ImageCard[]; visitRestaurant: string };
}

declare module "~/i18n/words" {
  interface WordBook {
    aboutPage: AboutPage;
  }
}

export const aboutPageEn = (): AboutPage => ({
  meta: {
    title: "About Us",
    crumb: "About",
    description: `${hotel.shortName} stands on the bank of the Narmada on the main road into Omkareshwar, near the Jyotirlinga temple: our story, mission, values and vegetarian regional cuisine.`,
    keywords:
      "about Narmada Riverside Resort, Omkareshwar hotel on the Narmada, hotel near Omkareshwar Jyotirlinga, pilgrim stay Madhya Pradesh",
  },
  hero: { ...aboutHero },
  intro: {
    eyebrow: aboutIntro.eyebrow,
    title: aboutIntro.title,
    image: aboutIntro.image,
    paragraphs: aboutIntro.paragraphs,
    seeRooms: "See our rooms",
    exploreOmkareshwar: "Explore Omkareshwar",
  },
  missionVisionLabel: "Mission and vision",
  mission: { ...missionVision.mission },
  vision: { title: missionVision.vision.title, content: missionVision.vision.content },
  values: { eyebrow: "What guides us", ...values },
  cuisine: { eyebrow: "From our kitchen", ...cuisine, visitRestaurant: "Visit our restaurant" },
});
