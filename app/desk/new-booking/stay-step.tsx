import { DeskSection } from "~/desk/desk-section";
import { maxDeskRooms, newBookingFields } from "./new-booking-form";
import { RoomPartyFields, type StayFormState } from "./room-party-fields";
import { StayDateFields } from "./stay-date-fields";
import { intents } from "./new-booking-messages";

/**
 * Step 1: the dates and each room's type and party. "Add a room" and "Price it" are submit buttons,
 * so the step works before any script runs; they skip the browser's checks of step 2's fields.
 */
export function StayStep({ values, errors, types, roomCount }: StayFormState & { roomCount: number }) {
  const f = newBookingFields;
  return (
    <DeskSection id="stay-heading" heading="1. Dates and rooms" className="mt-4">
      <input type="hidden" name={f.roomCount} value={roomCount} />
      <StayDateFields values={values} errors={errors} />
      <ol className="mt-4 grid gap-3">
        {Array.from({ length: roomCount }, (_, room) => {
          return (
            // A room is its place in the form: rooms are only ever added or removed at the end.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <li key={room} className="rounded-md border border-sand-200 p-3">
              <fieldset>
                <legend className="font-semibold">Room {room + 1}</legend>
                <RoomPartyFields room={room} types={types} values={values} errors={errors} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" name={f.intent} value={intents.price} formNoValidate className="btn-primary">
          Price it
        </button>
        {roomCount < maxDeskRooms ? (
          <button type="submit" name={f.intent} value={intents.addRoom} formNoValidate className="btn-secondary">
            Add a room
          </button>
        ) : null}
        {roomCount > 1 ? (
          <button type="submit" name={f.intent} value={intents.removeRoom} formNoValidate className="btn-secondary">
            Remove room {roomCount}
          </button>
        ) : null}
      </div>
    </DeskSection>
  );
}
