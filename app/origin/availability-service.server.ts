import type { AvailableRoom } from "~/domain/api-types";
import type { IsoDate } from "~/content/hotel";
import type { DepositRule } from "~/domain/deposit-rule";
import { mediaUrlFor } from "../server/media-names.server";
import type { ReadOrigin } from "./origin.server";
import { type AppServices, OriginUnavailableError } from "~/server/app-services";

/**
 * Live availability: never cached (a stale "free" would invite an overbooking), bounded by the
 * upstream timeout. A failing origin is OriginUnavailableError, which the API answers with 503.
 */
export function createAvailabilityService(
  origin: ReadOrigin,
  /** The deposit rule for a stay, where online deposits are on (product-rules.md: Deposits). */
  depositRuleFor?: (checkIn: IsoDate, checkOut: IsoDate) => Promise<DepositRule>,
): AppServices["availability"] {
  return {
    async search(query) {
      let rooms: Awaited<ReturnType<ReadOrigin["availableRooms"]>>;
      try {
        rooms = await origin.availableRooms(query);
      } catch (error) {
        console.warn(JSON.stringify({ event: "availability_failed", error: error instanceof Error ? error.message : String(error) }));
        throw new OriginUnavailableError("Room availability cannot be checked right now.");
      }
      const depositRule = depositRuleFor && rooms.length > 0 ? await depositRuleFor(query.check_in_date as IsoDate, query.check_out_date as IsoDate) : null;
      return rooms.map(
        (room): AvailableRoom => ({
          id: room.id,
          room_type_name: room.room_type_name,
          main_image: mediaUrlFor("rooms", room.main_image, origin.adminBaseUrl) ?? "",
          room_price: room.room_price,
          short_description: room.short_description,
          ...(room.available_count === undefined ? {} : { available_count: room.available_count }),
          ...(room.nightly_rates === undefined ? {} : { nightly_rates: room.nightly_rates }),
          ...(room.occupancy === undefined ? {} : { occupancy: room.occupancy }),
          ...(depositRule && depositRule.kind !== "none" ? { deposit_rule: depositRule } : {}),
        }),
      );
    },
  };
}
