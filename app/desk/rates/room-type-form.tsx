import type { ReactNode } from "react";
import { Form } from "react-router";
import type { RateRoomType } from "~/desk/rates/desk-rates";
import { RateFormField } from "./rate-form-field";
import type { RatesFailure } from "./rates-failure";

const wholeNumber = { inputMode: "numeric", required: true } as const;

/** A room type's usual rate and rooms for sale, saved together. */
export function RoomTypeForm({ type, formKey, failure, children }: { type: RateRoomType; formKey: string; failure: RatesFailure | null; children?: ReactNode }) {
  const mine = failure?.form === `room:${type.id}` ? failure : null;
  // What was refused is shown again as it was typed; otherwise what is saved.
  const fields = [
    { key: "price", name: "room_price", label: "Usual rate a night (₹)", saved: type.roomPrice },
    { key: "rooms", name: "total_rooms", label: "Rooms for sale", saved: type.totalRooms },
  ] as const;
  return (
    <li className="rounded-md border border-sand-200 bg-white p-4">
      <h3 className="font-serif text-lg font-semibold">{type.name}</h3>
      <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <input type="hidden" name="intent" value="room" />
        <input type="hidden" name="room_id" value={type.id} />
        <input type="hidden" name="request_key" value={`${formKey}:room:${type.id}`} />
        {fields.map(({ key, name, label, saved }) => (
          <RateFormField
            key={key}
            id={`room-${type.id}-${key}`}
            name={name}
            label={label}
            input={wholeNumber}
            defaultValue={mine ? mine.values[name] : String(saved)}
            error={mine?.fields[name]}
          />
        ))}
        <button type="submit" className="btn-primary sm:mt-7">
          Save<span className="sr-only"> {type.name}</span>
        </button>
      </Form>
      {children}
    </li>
  );
}
