import { Form } from "react-router";
import type { RateRoomType } from "~/desk/rates/desk-rates";
import { RateFormField } from "./rate-form-field";
import type { RatesFailure } from "./rates-failure";

const wholeNumber = { inputMode: "numeric", required: true } as const;

/** A room type's usual rate and rooms for sale, saved together. */
export function RoomTypeForm({ type, formKey, failure }: { type: RateRoomType; formKey: string; failure: RatesFailure | null }) {
  const mine = failure?.form === `room:${type.id}` ? failure : null;
  const id = (name: string) => `room-${type.id}-${name}`;
  return (
    <li className="rounded-md border border-sand-200 bg-white p-4">
      <h3 className="font-serif text-lg font-semibold">{type.name}</h3>
      <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <input type="hidden" name="intent" value="room" />
        <input type="hidden" name="room_id" value={type.id} />
        <input type="hidden" name="request_key" value={`${formKey}:room:${type.id}`} />
        <RateFormField
          id={id("price")}
          name="room_price"
          label="Usual rate a night (₹)"
          input={wholeNumber}
          defaultValue={mine ? mine.values.room_price : String(type.roomPrice)}
          error={mine?.fields.room_price}
        />
        <RateFormField
          id={id("rooms")}
          name="total_rooms"
          label="Rooms for sale"
          input={wholeNumber}
          defaultValue={mine ? mine.values.total_rooms : String(type.totalRooms)}
          error={mine?.fields.total_rooms}
        />
        <button type="submit" className="btn-primary sm:mt-7">
          Save<span className="sr-only"> {type.name}</span>
        </button>
      </Form>
    </li>
  );
}
