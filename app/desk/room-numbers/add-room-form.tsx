import { Form } from "react-router";
import { MAX_ROOM_NUMBER_LENGTH } from "~/domain/room-numbers";
import { DeskTextField } from "../desk-text-field";
import { RoomFormNotice } from "./room-form-notice";
import type { RoomNumbersFailure } from "./room-numbers";

/** A new room of a type, in service at once. */
export function AddRoomForm({ type, formKey, failure }: { type: { id: number; name: string }; formKey: string; failure: RoomNumbersFailure | null }) {
  const mine = failure?.form === `add:${type.id}` ? failure : null;
  return (
    <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <RoomFormNotice error={mine && Object.keys(mine.fields).length === 0 ? mine.error : undefined} />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="room_id" value={type.id} />
      <input type="hidden" name="request_key" value={`${formKey}:add:${type.id}`} />
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
    </Form>
  );
}
