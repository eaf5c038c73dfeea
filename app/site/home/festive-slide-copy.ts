import { hotel, type IsoDate, type Offer } from "~/content/hotel";
import type { HeroSlide } from "~/content/hero-slides";
import { type FestiveCopy, type FestiveWords, festiveSlideCopyIn } from "./festive-slide-in-lang";

export type { FestiveCopy, FestiveWords };

/**
 * The festive slide's words in English: the home page's (`home.festive`, sent by its loader) and
 * the front desk's offer preview's, which shows the slide as the English home page will.
 */
export const festiveWordsEn: FestiveWords = {
  runningHeading: "{percent}% off every night this festive season",
  runningText: "Diyas on the ghats, the evening aarti and a festive thali: take {percent}% off the room rate {window}.",
  comingEyebrow: "Coming soon: {title}",
  comingHeading: "{percent}% off this festive season",
  comingText: "Plan ahead: {percent}% off the room rate {window}.",
  windowFromTo: "for stays checking in from {from} to {to}",
  windowUntil: "for stays checking in until {to}",
  windowAlways: "on every stay",
};

/** The festive slide as the English home page shows it (the desk's preview); the page itself uses `festiveSlideCopyIn`. */
export function festiveSlideCopy(today: IsoDate, slide: HeroSlide, offers: readonly Offer[] = hotel.offers): FestiveCopy {
  return festiveSlideCopyIn(today, slide, festiveWordsEn, "en", offers);
}
