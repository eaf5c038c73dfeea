import { hotel, type IsoDate, type Offer } from "~/content/hotel";
import { offerInLang, offerNameIn } from "~/content/hotel-in-lang";
import type { HeroSlide } from "~/content/hero-slides";
import { monthDayAndYear } from "~/domain/date-words";
import { dayMonthYear } from "~/domain/calendar-days";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/words";
import { activeOffer, upcomingOffer } from "../../frame/announcements/festive-offer";

export interface FestiveCopy {
  eyebrow: string;
  heading: string;
  paragraph: string;
  /** The offer the slide talks about, if any. */
  offer: Offer | null;
}

/** The festive slide's words while an offer runs or is announced; `{title}` is the offer's name as staff wrote it (in Hindi on a Hindi page when they did). */
export interface FestiveWords {
  runningHeading: string;
  runningText: string;
  comingEyebrow: string;
  comingHeading: string;
  comingText: string;
  windowFromTo: string;
  windowUntil: string;
  windowAlways: string;
}

/** English keeps the site's "October 1st, 2026"; Hindi writes "1 अक्टूबर 2026". */
const dayIn = (date: IsoDate, lang: Lang) => (lang === "en" ? monthDayAndYear(date) : dayMonthYear(date, lang));

function windowWords(offer: Offer, w: FestiveWords, lang: Lang): string {
  if (offer.startsOn && offer.endsOn) {
    return fill(w.windowFromTo, { from: dayIn(offer.startsOn, lang), to: dayIn(offer.endsOn, lang) });
  }
  if (offer.endsOn) return fill(w.windowUntil, { to: dayIn(offer.endsOn, lang) });
  return w.windowAlways;
}

/**
 * The festive slide speaks about the offer only while it runs or once it is announced; after it
 * ends the slide keeps its picture and a seasonal welcome, with no discount claimed. Staff's own
 * name, heading and sentence, when they wrote them on the desk, stand for the running offer's words
 * (on a Hindi page their Hindi, else their English: `offerInLang`); the rest is the page's
 * language's (`w`, from the page's words, so the home page's JavaScript holds no language's text).
 */
export function festiveSlideCopyIn(
  today: IsoDate,
  slide: HeroSlide,
  w: FestiveWords,
  lang: Lang,
  offers: readonly Offer[] = hotel.offers,
): FestiveCopy {
  const running = activeOffer(today, offers);
  if (running) {
    const percent = running.percentOff;
    const shown = offerInLang(running, lang);
    return {
      eyebrow: shown.title,
      heading: shown.heroHeading ?? fill(w.runningHeading, { percent }),
      paragraph: shown.heroText ?? fill(w.runningText, { percent, window: windowWords(running, w, lang) }),
      offer: running,
    };
  }
  const next = upcomingOffer(today, offers);
  if (next) {
    const percent = next.percentOff;
    return {
      // Mid-sentence in English, the offer's name is lower case.
      eyebrow: fill(w.comingEyebrow, { title: lang === "en" ? next.title.toLowerCase() : offerNameIn(next, lang) }),
      heading: fill(w.comingHeading, { percent }),
      paragraph: fill(w.comingText, { percent, window: windowWords(next, w, lang) }),
      offer: next,
    };
  }
  return { eyebrow: slide.eyebrow, heading: slide.heading, paragraph: slide.paragraph, offer: null };
}
