import { Form } from "react-router";
import type { StayRoom } from "./stay-rooms.server";

/**
 * A booked room's number on the booking page ("No room yet" until it has one) and, while it has
 * nights ahead, a plain form to move it to another free room of its type.
 */
export function StayRoomLine({ room, formKey, canMove }: { room: StayRoom; formKey: string; canMove: boolean }) {
  const others = room.choices.filter((unit) => unit.id !== room.unit?.id);
  const selectId = `room-move-${room.id}`;
  return (
    <div className="mt-1">
      <p data-testid="room-number">{room.unit ? <strong>Room {room.unit.number}</strong> : <strong className="text-saffron-800">No room yet</strong>}</p>
      {canMove && room.nights.length > 0 ? (
        others.length === 0 ? (
          <p className="text-sm text-ink-700">No other room of this type is free for the nights ahead.</p>
        ) : (
          <Form method="post" className="mt-1 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="room" />
            <input type="hidden" name="booking_room" value={room.id} />
            <input type="hidden" name="request_key" value={`${formKey}:room:${room.id}`} />
            <div>
              <label htmlFor={selectId} className="field-label">
                {room.unit ? "Move to" : "Give room"}
              </label>
              <select id={selectId} name="unit" className="field-input" required defaultValue="">
                <option value="" disabled>
                  Choose a room
                </option>
                {others.map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    Room {unit.number}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-secondary">
              {room.unit ? "Move" : "Give room"}
            </button>
          </Form>
        )
      ) : null}
    </div>
  );
}
