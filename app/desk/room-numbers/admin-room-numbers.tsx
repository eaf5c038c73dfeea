import { Link } from "react-router";
import { todayInHotel } from "~/domain/hotel-date";
import { deskPageForms, readDeskForm } from "../desk-form-post";
import { deskLinkClass } from "../desk-link";
import { DeskSection } from "../desk-section";
import { OutcomeNotices } from "../outcome-notices";
import { UpstreamError } from "../upstream-error";
import { AddRoomForm } from "./add-room-form";
import { deskRoomNumbersOf } from "./desk-room-numbers.server";
import { RetiredRooms } from "./retired-rooms";
import type { RoomNumbersOutcome } from "./room-numbers";
import { RoomUnitCard } from "./room-unit-card";
import type { Route } from "./+types/admin-room-numbers";

const doneMessages: Record<string, string> = {
  added: "Room added. It is for sale at once.",
  renamed: "Room renamed.",
  retired: "Room retired. It is no longer sold.",
  restored: "Room back in service. It is for sale at once.",
  blocked: "Room out of order. It is not sold on those nights.",
  lifted: "Room back in service. It is for sale again from tonight.",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { rooms, now } = deskRoomNumbersOf(context);
  const today = todayInHotel(now);
  const query = new URL(request.url).searchParams;
  return {
    types: await rooms.view(today),
    today,
    ...deskPageForms(query, doneMessages),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { staff, now, rooms, outOfOrder } = deskRoomNumbersOf(context);
  const { fields, intent, requestKey, refuse, settle, incomplete } = await readDeskForm(request);
  const base = { requestKey, staff, now };
  if (incomplete) return incomplete;
  const answer = (outcome: RoomNumbersOutcome, formName: string, done: string) => settle(outcome, formName, `/admin/room-numbers?done=${done}`);

  const unitId = Number(fields.unit_id);
  if (intent === "add") {
    const roomId = Number(fields.room_id);
    return answer(await rooms.addRoom({ ...base, roomId, fields }), `add:${roomId}`, "added");
  }
  if (intent === "rename") return answer(await rooms.renameRoom({ ...base, unitId, fields }), `rename:${unitId}`, "renamed");
  if (intent === "retire") return answer(await rooms.retireRoom({ ...base, unitId }), `retire:${unitId}`, "retired");
  if (intent === "restore") return answer(await rooms.restoreRoom({ ...base, unitId }), `restore:${unitId}`, "restored");
  if (intent === "block") return answer(await outOfOrder.putOutOfOrder({ ...base, unitId, fields }), `block:${unitId}`, "blocked");
  if (intent === "lift") {
    const blockId = Number(fields.block_id);
    return answer(await outOfOrder.backInService({ ...base, blockId }), `lift:${blockId}`, "lifted");
  }
  return refuse("", { message: "The desk does not know that change.", status: 400 });
}

export const meta: Route.MetaFunction = () => [{ title: "Room numbers · Front desk" }];

/**
 * Each room type's rooms by number (product-rules.md: The hotel's one book, Rooms by number): the
 * rooms in service are the rooms for sale; a room can be added, renamed, retired, brought back, and
 * put out of order for dates.
 */
export default function DeskRoomNumbersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { types, today, done, formKey } = loaderData;
  const failure = actionData ?? null;
  return (
    <>
      <h1 className="heading-2">Room numbers</h1>
      <p className="mt-2 text-ink-700">
        Each room type's rooms by number. The rooms in service are the rooms the site sells (shown on the{" "}
        <Link to="/admin/rates" className={deskLinkClass}>
          Rates
        </Link>{" "}
        page); a room out of order is not sold on its nights.
      </p>
      <OutcomeNotices done={done} error={failure?.form === "" ? failure.error : undefined} />
      {types.map((type) => (
        <DeskSection
          key={type.id}
          id={`type-${type.id}`}
          heading={
            <>
              {type.name}{" "}
              <span className="text-base font-normal text-ink-700">
                · {type.inService.length} {type.inService.length === 1 ? "room" : "rooms"} in service
              </span>
            </>
          }
        >
          {type.inService.length === 0 ? <p className="mt-2 text-ink-700">No rooms in service: this type is not sold.</p> : null}
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {type.inService.map((unit) => (
              <RoomUnitCard key={unit.id} unit={unit} formKey={formKey} failure={failure} today={today} />
            ))}
          </ul>
          <AddRoomForm type={type} formKey={formKey} failure={failure} />
          <RetiredRooms units={type.retired} formKey={formKey} failure={failure} />
        </DeskSection>
      ))}
    </>
  );
}

/** Upstream, the hotel's own system keeps the rooms: the page says so, in the desk's frame. */
export function ErrorBoundary() {
  return <UpstreamError heading="Room numbers" />;
}
