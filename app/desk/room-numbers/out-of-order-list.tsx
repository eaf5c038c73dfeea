import { ItemForm } from "../desk-item-form";
import { deskDate, hotelDateTime } from "../desk-time";
import { FormNotice } from "../form-notice";
import type { RoomBlock, RoomNumbersFailure } from "./room-numbers";

/** A room's spells out of order, now and ahead: when, why and who, each with its "Back in service". */
export function OutOfOrderList({
  number,
  blocks,
  formKey,
  failure,
}: { number: string; blocks: readonly RoomBlock[]; formKey: string; failure: RoomNumbersFailure | null }) {
  if (blocks.length === 0) return null;
  return (
    <ul className="mt-2 grid gap-2">
      {blocks.map((block) => (
        <li key={block.id} className="rounded-md border-l-4 border-saffron-700 bg-sand-50 p-3 text-sm" data-testid="out-of-order">
          <p>
            <strong>Out of order</strong> from the night of {deskDate(block.firstNight)}, back in service on {deskDate(block.untilDate)}
          </p>
          <p className="mt-1 break-words">{block.reason}</p>
          <p className="mt-1 text-ink-700">
            By {block.createdBy}, {hotelDateTime(block.createdAt)}
          </p>
          <ItemForm intent="lift" name="block_id" value={block.id} formKey={formKey} className="mt-2">
            <button type="submit" className="btn-secondary">
              Back in service<span className="sr-only"> room {number} from tonight</span>
            </button>
          </ItemForm>
          <FormNotice error={failure?.form === `lift:${block.id}` ? failure.error : undefined} />
        </li>
      ))}
    </ul>
  );
}
