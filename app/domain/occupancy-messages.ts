/**
 * What the server and the wizard say when a party does not fit a room type (product-rules.md:
 * Occupancy), in English here and in Hindi in occupancy-messages.hi.ts, with the same figures.
 */
import type { Lang } from "./lang";
import type { OccupancyMessages } from "./occupancy";
import { occupancyMessagesHi } from "./occupancy-messages.hi";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const askMore = "Please add another room for the rest of your party, or choose a larger room type.";

export const occupancyMessagesEn: OccupancyMessages = {
  doesNotFit: (problem, type, occupancy) => {
    if (problem === "adults") return `A ${type} takes at most ${count(occupancy.maxAdults, "adult", "adults")}. ${askMore}`;
    if (problem === "guests") return `A ${type} takes at most ${count(occupancy.maxGuests, "guest", "guests")}. ${askMore}`;
    return occupancy.extraBeds === 0
      ? `A ${type} has no extra bed: it takes ${count(occupancy.baseGuests, "guest", "guests")} aged 6 or over. ${askMore}`
      : `A ${type} has ${count(occupancy.extraBeds, "extra bed", "extra beds")}, for ${count(occupancy.baseGuests + occupancy.extraBeds, "guest", "guests")} aged 6 or over. ${askMore}`;
  },
};

export function occupancyMessagesIn(lang: Lang): OccupancyMessages {
  return lang === "hi" ? occupancyMessagesHi : occupancyMessagesEn;
}
