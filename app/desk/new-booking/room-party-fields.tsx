import { DeskSelectField } from "~/desk/desk-select-field";
import { DeskCountField } from "~/desk/desk-text-field";
import { type RoomTypeChoice, stayFields } from "./new-booking-form";

/** What the stay's fields read, on a new booking and on a change: what was typed, its errors and the types to choose from. */
export interface StayFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  types: readonly RoomTypeChoice[];
}

/**
 * The `room`th room's type and party as staff type them, on a new booking and on a change: the
 * type, then adults, children under 6 and children aged 6–11 (the occupancy rules count them apart).
 */
export function RoomPartyFields({ room, types, values, errors }: StayFormState & { room: number }) {
  const f = stayFields;
  const options = [["", "Choose a room type"] as const, ...types.map((type) => [String(type.id), type.name] as const)];
  const field = { values, errors };
  return (
    <>
      <DeskSelectField name={f.roomType(room)} label="Room type" options={options} values={values} errors={errors} />
      <div className="mt-2 grid grid-cols-3 items-end gap-2">
        <DeskCountField name={f.adults(room)} label="Adults" min={1} {...field} />
        <DeskCountField name={f.under6(room)} label="Children under 6" min={0} {...field} />
        <DeskCountField name={f.older(room)} label="Children 6–11" min={0} {...field} />
      </div>
    </>
  );
}
