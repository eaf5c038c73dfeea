import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { RateRoomType } from "~/desk/rates/desk-rates";
import { deskLinkClass } from "../desk-link";
import { RateFormField } from "./rate-form-field";
import type { RatesFailure } from "./rates-failure";

/**
 * A room type's usual rate, and its rooms for sale: not typed here, they are its rooms in service,
 * counted from the Room numbers page it links to.
 */
export function RoomTypeForm({ type, formKey, failure, children }: { type: RateRoomType; formKey: string; failure: RatesFailure | null; children?: ReactNode }) {
  const mine = failure?.form === `room:${type.id}` ? failure : null;
  return (
    <li className="rounded-md border border-sand-200 bg-white p-4">
      <h3 className="font-serif text-lg font-semibold">{type.name}</h3>
      <p className="mt-1 text-sm" data-testid="rooms-for-sale">
        Rooms for sale: <strong>{type.totalRooms}</strong> {type.totalRooms === 1 ? "room" : "rooms"} in service ·{" "}
        <Link to="/admin/room-numbers" className={deskLinkClass}>
          Room numbers<span className="sr-only"> of {type.name}</span>
        </Link>
      </p>
      <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <input type="hidden" name="intent" value="room" />
        <input type="hidden" name="room_id" value={type.id} />
        <input type="hidden" name="request_key" value={`${formKey}:room:${type.id}`} />
        {/* What was refused is shown again as it was typed; otherwise what is saved. */}
        <RateFormField
          id={`room-${type.id}-price`}
          name="room_price"
          label="Usual rate a night (₹)"
          input={{ inputMode: "numeric", required: true }}
          defaultValue={mine ? mine.values.room_price : String(type.roomPrice)}
          error={mine?.fields.room_price}
        />
        <button type="submit" className="btn-primary sm:mt-7">
          Save<span className="sr-only"> {type.name}</span>
        </button>
      </Form>
      {children}
    </li>
  );
}
