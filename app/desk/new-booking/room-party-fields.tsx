import { DeskSelectField } from "~/desk/desk-select-field";
import { DeskCountField } from "~/desk/desk-text-field";
import type { RoomTypeChoice } from "./new-booking-form";

/**
 * One room's type and party as staff type them, on a new booking and on a change: the type, then
 * adults, children under 6 and children aged 6–11 (the occupancy rules count them apart).
 */
export function RoomPartyFields({
  names,
  types,
  values,
  errors,
}: {
  names: { roomType: string; adults: string; under6: string; older: string };
  types: readonly RoomTypeChoice[];
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const options = [["", "Choose a room type"] as const, ...types.map((type) => [String(type.id), type.name] as const)];
  return (
    <>
      <DeskSelectField name={names.roomType} label="Room type" options={options} defaultValue={values[names.roomType] ?? ""} errors={errors} />
      <div className="mt-2 grid grid-cols-3 items-end gap-2">
        <DeskCountField name={names.adults} label="Adults" min={1} values={values} errors={errors} />
        <DeskCountField name={names.under6} label="Children under 6" min={0} values={values} errors={errors} />
        <DeskCountField name={names.older} label="Children 6–11" min={0} values={values} errors={errors} />
      </div>
    </>
  );
}
