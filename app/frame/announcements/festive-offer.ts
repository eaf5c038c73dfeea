import { hotel, type IsoDate, type Offer } from "~/content/hotel";
import { compareDates, isWithin } from "~/domain/hotel-date";

/** The offer running on `today` (its window includes the day), if any; the first listed wins. */
export function activeOffer(today: IsoDate, offers: readonly Offer[] = hotel.offers): Offer | null {
  return offers.find((offer) => isWithin(today, offer)) ?? null;
}

/** The next offer that has been announced but has not started yet, so the hero can say "coming". */
export function upcomingOffer(today: IsoDate, offers: readonly Offer[] = hotel.offers): Offer | null {
  const later = offers
    .filter((offer) => offer.startsOn !== undefined && compareDates(today, offer.startsOn) < 0)
    .sort((a, b) => compareDates(a.startsOn as IsoDate, b.startsOn as IsoDate));
  return later[0] ?? null;
}
