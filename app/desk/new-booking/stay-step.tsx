
import { DeskSection } from "~/desk/desk-section";
import { DeskDateField } from "~/desk/desk-text-field";
import { RoomPartyFields } from "./room-party-fields";
import { type RoomTypeChoice, maxDeskRooms, newBookingFields } from "./new-booking-form";
import { intents } from "./new-booking-messages";

/**
 * Step 1: the dates and each room's type and party. "Add a room" and "Price it" are submit buttons,
 * so the step works before any script runs; they skip the browser's checks of step 2's fields.
 */
export function StayStep({
  values,
  errors,
  types,
  roomCount,
}: {
  values: Record<string, string>;
  errors: Record<string, string>;
  types: readonly RoomTypeChoice[];
  roomCount: number;
}) {
  const f = newBookingFields;
  return (
    <DeskSection id="stay-heading" heading="1. Dates and rooms" className="mt-4">
      <input type="hidden" name={f.roomCount} value={roomCount} />
      <div className="mt-3 grid grid-cols-2 gap-3">
        <DeskDateField name={f.checkIn} label="Check-in" values={values} errors={errors} />
        <DeskDateField name={f.checkOut} label="Check-out" values={values} errors={errors} />
      </div>
      <ol className="mt-4 grid gap-3">
        {Array.from({ length: roomCount }, (_, room) => {
          return (
            // A room is its place in the form: rooms are only ever added or removed at the end.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <li key={room} className="rounded-md border border-sand-200 p-3">
              <fieldset>
                <legend className="font-semibold">Room {room + 1}</legend>
                <RoomPartyFields
                  names={{ roomType: f.roomType(room), adults: f.adults(room), under6: f.under6(room), older: f.older(room) }}
                  types={types}
                  values={values}
                  errors={errors}
                />
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
