import { DeskFieldError, invalidProps } from "~/desk/desk-field-error";
import { DeskSection } from "~/desk/desk-section";
import { deskDate } from "~/desk/desk-time";
import { RoomPartyFields, type StayFormState } from "~/desk/new-booking/room-party-fields";
import { StayDateFields } from "~/desk/new-booking/stay-date-fields";
import { changeFields, changeIntents, maxChangeRows } from "./change-booking-form";

/** A booked room as the form labels it: its type as booked and the room it is in. */
export interface BookedRoomLabel {
  id: number;
  roomTypeName: string;
  unitNumber: string | null;
}

function RoomRow({ row, booked, values, errors, types }: StayFormState & { row: number; booked: BookedRoomLabel | undefined }) {
  const f = changeFields;
  const removeId = `field-${f.remove(row)}`;
  return (
    <li className="rounded-md border border-sand-200 p-3">
      <fieldset>
        <legend className="font-semibold">
          Room {row + 1}
          {booked ? `: booked as ${booked.roomTypeName}${booked.unitNumber ? `, room ${booked.unitNumber}` : ""}` : ": new"}
        </legend>
        <input type="hidden" name={f.booked(row)} value={booked ? String(booked.id) : ""} />
        <RoomPartyFields room={row} types={types} values={values} errors={errors} />
        <p className="mt-2 flex items-center gap-2">
          <input id={removeId} name={f.remove(row)} type="checkbox" defaultChecked={values[f.remove(row)] === "on"} {...invalidProps(`${removeId}-error`, errors[f.remove(row)])} />
          <label htmlFor={removeId}>Remove this room</label>
        </p>
        <DeskFieldError id={`${removeId}-error`} message={errors[f.remove(row)]} />
      </fieldset>
    </li>
  );
}

/**
 * Step 1: the dates and each room, booked or added. "Add a room" and "Price the change" are submit
 * buttons, so the page works before any script runs. Once the guest has checked in, the check-in
 * date is shown, not asked.
 */
export function ChangeStayFields({
  values,
  errors,
  types,
  rowCount,
  bookedRooms,
  checkedIn,
}: StayFormState & { rowCount: number; bookedRooms: readonly BookedRoomLabel[]; checkedIn: boolean }) {
  const f = changeFields;
  const roomError = errors[f.roomCount];
  return (
    <DeskSection id="change-stay-heading" heading="1. Dates and rooms" className="mt-4">
      <input type="hidden" name={f.roomCount} value={rowCount} />
      <StayDateFields
        values={values}
        errors={errors}
        checkIn={
          checkedIn ? (
            <div>
              <p className="field-label">Check-in</p>
              <p className="py-2">{deskDate(values[f.checkIn] ?? "")} (checked in)</p>
              <input type="hidden" name={f.checkIn} value={values[f.checkIn] ?? ""} />
              <DeskFieldError id={`field-${f.checkIn}-error`} message={errors[f.checkIn]} />
            </div>
          ) : undefined
        }
      />
      <ol className="mt-4 grid gap-3">
        {Array.from({ length: rowCount }, (_, row) => {
          const bookedId = values[f.booked(row)];
          const booked = bookedRooms.find((room) => String(room.id) === bookedId);
          // A row is its place in the form: rows are only ever added at the end.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          return <RoomRow key={row} row={row} booked={booked} values={values} errors={errors} types={types} />;
        })}
      </ol>
      {roomError ? (
        <p role="alert" className="field-error mt-2">
          {roomError}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" name={f.intent} value={changeIntents.price} formNoValidate className="btn-primary">
          Price the change
        </button>
        {rowCount < maxChangeRows ? (
          <button type="submit" name={f.intent} value={changeIntents.addRoom} formNoValidate className="btn-secondary">
            Add a room
          </button>
        ) : null}
      </div>
    </DeskSection>
  );
}
