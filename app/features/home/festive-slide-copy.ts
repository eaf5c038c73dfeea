import { hotel, type IsoDate, type Offer } from "~/content/hotel";
import type { HeroSlide } from "~/content/hero-slides";
import { monthDayAndYear } from "~/domain/date-words";
import { activeOffer, upcomingOffer } from "../announcements/festive-offer";

export interface FestiveCopy {
  eyebrow: string;
  heading: string;
  paragraph: string;
  /** The offer the slide talks about, if any. */
  offer: Offer | null;
}

function windowWords(offer: Offer): string {
  if (offer.startsOn && offer.endsOn) {
    return `for stays checking in from ${monthDayAndYear(offer.startsOn)} to ${monthDayAndYear(offer.endsOn)}`;
  }
  if (offer.endsOn) return `for stays checking in until ${monthDayAndYear(offer.endsOn)}`;
  return "on every stay";
}

/**
 * The festive slide speaks about the offer only while it runs or once it is announced; after it
 * ends the slide keeps its picture and a seasonal welcome, with no discount claimed. Staff's own
 * heading and sentence, when they wrote them on the desk, stand for the running offer's words.
 */
export function festiveSlideCopy(today: IsoDate, slide: HeroSlide, offers: readonly Offer[] = hotel.offers): FestiveCopy {
  const running = activeOffer(today, offers);
  if (running) {
    return {
      eyebrow: running.title,
      heading: running.heroHeading ?? `${running.percentOff}% off every night this festive season`,
      paragraph:
        running.heroText ??
        `Diyas on the ghats, the evening aarti and a festive thali: take ${running.percentOff}% off the room rate ${windowWords(running)}.`,
      offer: running,
    };
  }
  const next = upcomingOffer(today, offers);
  if (next) {
    return {
      eyebrow: `Coming soon: ${next.title.toLowerCase()}`,
      heading: `${next.percentOff}% off this festive season`,
      paragraph: `Plan ahead: ${next.percentOff}% off the room rate ${windowWords(next)}.`,
      offer: next,
    };
  }
  return { eyebrow: slide.eyebrow, heading: slide.heading, paragraph: slide.paragraph, offer: null };
}
