import { MAX_ROOM_NUMBER_LENGTH } from "~/domain/room-numbers";
import { ItemForm } from "../desk-item-form";
import { DeskTextField } from "../desk-text-field";
import { hotelDateTime } from "../desk-time";
import { FormNotice } from "../form-notice";
import type { RoomNumbersFailure, RoomUnit } from "./room-numbers";

/**
 * A type's retired rooms, each with who retired it and a button to bring it back into service; a
 * room whose number another room now has is renamed first.
 */
export function RetiredRooms({ units, formKey, failure }: { units: readonly RoomUnit[]; formKey: string; failure: RoomNumbersFailure | null }) {
  if (units.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 font-semibold">Retired</h3>
      <ul className="mt-2 grid gap-2">
        {units.map((unit) => (
          <li key={unit.id} className="rounded-md bg-sand-50 p-3 text-sm" data-testid="retired-room">
            <p>
              <strong>Room {unit.number}</strong>, retired {unit.retiredAt ? hotelDateTime(unit.retiredAt) : ""} by {unit.retiredBy ?? "staff"}
            </p>
            <ItemForm intent="restore" name="unit_id" value={unit.id} formKey={formKey} className="mt-2">
              <button type="submit" className="btn-secondary">
                Bring back room {unit.number}
              </button>
            </ItemForm>
            <FormNotice error={failure?.form === `restore:${unit.id}` ? failure.error : undefined} />
            <ItemForm intent="rename" name="unit_id" value={unit.id} formKey={formKey} className="mt-2 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
              <DeskTextField
                name="number"
                idPrefix={`rename-${unit.id}`}
                label={`New number for retired room ${unit.number}`}
                values={failure?.form === `rename:${unit.id}` ? failure.values : { number: unit.number }}
                errors={failure?.form === `rename:${unit.id}` ? failure.fields : {}}
                required
                maxLength={MAX_ROOM_NUMBER_LENGTH}
              />
              <button type="submit" className="btn-secondary">
                Rename<span className="sr-only"> retired room {unit.number}</span>
              </button>
            </ItemForm>
          </li>
        ))}
      </ul>
    </>
  );
}
