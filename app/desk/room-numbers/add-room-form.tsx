import { MAX_ROOM_NUMBER_LENGTH } from "~/domain/room-numbers";
import { ItemForm } from "../desk-item-form";
import { DeskTextField } from "../desk-text-field";
import { FormNotice, unmarkedError } from "../form-notice";
import type { RoomNumbersFailure } from "./room-numbers";

/** A new room of a type, in service at once. */
export function AddRoomForm({ type, formKey, failure }: { type: { id: number; name: string }; formKey: string; failure: RoomNumbersFailure | null }) {
  const mine = failure?.form === `add:${type.id}` ? failure : null;
  return (
    <ItemForm intent="add" name="room_id" value={type.id} formKey={formKey} className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <FormNotice error={unmarkedError(mine)} />
      <DeskTextField
        name="number"
        idPrefix={`add-${type.id}`}
        label={`New ${type.name} number`}
        hint="Letters, digits and hyphens, up to 12, for example 111 or G-2"
        values={mine?.values ?? {}}
        errors={mine?.fields ?? {}}
        required
        maxLength={MAX_ROOM_NUMBER_LENGTH}
      />
      <button type="submit" className="btn-primary">
        Add room<span className="sr-only"> to {type.name}</span>
      </button>
    </ItemForm>
  );
}
