/**
 * A room type's rate as the browser has it (the API's rupees) turned into the one price
 * calculation's input (product-rules.md: One price and tax calculation), shared by the wizard's
 * summary, its script-off checkout and the chat.
 */
import { rupeesToPaise } from "./money";
import { type Occupancy, type OccupancyParty, extraGuestsOf } from "./occupancy";
import type { StayRoomInput } from "./price-stay";

/**
 * What the summary needs to know about a room type: its name and nightly rate (rupees), and each
 * night's rate when the availability search gave them.
 */
export interface TypeRate {
  room_type_name: string;
  room_price: number;
  nightly_rates?: readonly number[];
  /** The type's occupancy (product-rules.md: Occupancy); without it the rate covers every guest. */
  occupancy?: Occupancy;
}

/** The room's input to the one price calculation: each night's rate when known for these nights. */
export function stayRoomInput(
  rate: TypeRate,
  room: { roomId: number } & OccupancyParty,
  nights: number,
): StayRoomInput {
  const nightly = rate.nightly_rates?.length === nights ? rate.nightly_rates : undefined;
  return {
    roomId: room.roomId,
    roomTypeName: rate.room_type_name,
    nightlyPaise: rupeesToPaise(nightly?.[0] ?? rate.room_price),
    ...(nightly ? { nightlyRatesPaise: nightly.map(rupeesToPaise) } : {}),
    adults: room.adults,
    children: room.children,
    ...(rate.occupancy ? { extraGuests: extraGuestRates(rate.occupancy, room) } : {}),
  };
}

function extraGuestRates(occupancy: Occupancy, party: OccupancyParty) {
  const extra = extraGuestsOf(occupancy, party);
  return {
    adults: extra.adults,
    children: extra.children,
    adultNightlyPaise: occupancy.extraAdultPaise,
    childNightlyPaise: occupancy.extraChildPaise,
  };
}
