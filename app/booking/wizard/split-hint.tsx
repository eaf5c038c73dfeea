import { canAddRoom, splitRoomGuests } from "~/domain/guest-counts";
import { roomTypes } from "~/domain/room-types";
import { fill, useWords } from "~/i18n/words";
import { partyText } from "./booking-text";
import { acts } from "./wizard-acts";
import { ActButton } from "./wizard-form";
import type { WizardState } from "./wizard-model";
import type { WizardAction } from "./wizard-state";

/**
 * Under a room's choices when some room types are missing from them and the party could be two
 * rooms (product-rules.md: Occupancy): the search only offers types that hold the party in one room,
 * so a party too big for some types is told so and offered the split, never left guessing.
 */
export function SplitHint({ state, roomIndex, offeredCount, dispatch }: {
  state: WizardState;
  roomIndex: number;
  offeredCount: number;
  dispatch: (action: WizardAction) => void;
}) {
  const words = useWords("booking").select;
  const receipt = useWords("receipt");
  const room = state.rooms[roomIndex];
  if (!room || offeredCount >= roomTypes.length || room.adults + room.children <= 2) return null;
  if (!splitRoomGuests(room) || !canAddRoom(state.rooms)) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-river-50 p-3" data-testid="split-hint">
      <p className="text-ink">{fill(words.splitHint, { party: partyText(room, receipt) })}</p>
      <ActButton act={acts.room("splitRoom", roomIndex)} className="btn-secondary px-4 py-2" onPress={() => dispatch({ type: "splitRoom", roomIndex })}>
        {words.split}
      </ActButton>
    </div>
  );
}
