import type { Offer } from "../content/hotel";
import { monthDayAndYear } from "./date-words";

/** What a rate needs to know about the offer that applies to it. */
export type RateOffer = Pick<Offer, "title" | "percentOff" | "endsOn" | "hi">;

/** "Festive season offer: 10% off stays checking in by January 31st, 2027." */
export function offerTerms(offer: RateOffer): string {
  const until = offer.endsOn ? ` checking in by ${monthDayAndYear(offer.endsOn)}` : "";
  return `${offer.title}: ${offer.percentOff}% off stays${until}.`;
}
