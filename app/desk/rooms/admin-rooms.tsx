import { Link } from "react-router";
import { deskPhotosOf, upstreamPhotosOf } from "~/desk/photos/desk-photos.server";
import { ownedUpstream } from "~/desk/owned-upstream";
import { loadRooms } from "~/site/rooms/load-rooms.server";
import type { Route } from "./+types/admin-rooms";

export async function loader({ context }: Route.LoaderArgs) {
  const upstream = upstreamPhotosOf(context);
  if (upstream) {
    const rooms = await loadRooms(upstream);
    return {
      editable: false as const,
      rooms: (rooms ?? []).map((room) => ({
        id: room.id,
        roomTypeName: room.room_type_name,
        name: room.name,
        mainUrl: room.main_image,
        photoCount: room.gallery_images.length,
      })),
      unavailable: rooms === null,
    };
  }
  const { photos } = deskPhotosOf(context);
  return { editable: true as const, rooms: await photos.rooms(), unavailable: false };
}

export const meta: Route.MetaFunction = () => [{ title: "Rooms · Front desk" }];

const count = (n: number) => (n === 0 ? "No photos yet" : n === 1 ? "1 photo" : `${n} photos`);

/**
 * Each room with its main picture and how many photos it has; each opens the room's page of words
 * and photos. Upstream the same list, read-only (product-rules.md: Photos and words).
 */
export default function DeskRooms({ loaderData }: Route.ComponentProps) {
  const { editable, rooms, unavailable } = loaderData;
  return (
    <>
      <h1 className="heading-2">Rooms</h1>
      <p className="mt-2 text-ink-700">
        {editable
          ? "Each room's words and photos. Until a room has a photo, the site shows its illustrations. Rates and the number of rooms are on the Rates page."
          : ownedUpstream}
      </p>
      {unavailable ? (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          The hotel's system is not answering just now, so the rooms cannot be listed. Try again in a minute.
        </p>
      ) : null}
      <ul className="mt-6 grid list-none gap-4 p-0 sm:grid-cols-2">
        {rooms.map((room) => (
          <li key={room.id} className="overflow-hidden rounded-md border border-sand-200 bg-white">
            <img src={room.mainUrl} alt="" width={1200} height={800} className="aspect-[3/2] h-auto w-full object-cover" loading="lazy" />
            <div className="p-3">
              <h2 className="heading-3">{room.roomTypeName}</h2>
              <p className="text-sm text-ink-700">{editable ? count(room.photoCount) : `${room.name} · ${count(room.photoCount)}`}</p>
              {editable ? (
                <Link to={`/admin/rooms/${room.id}`} className="btn-secondary mt-3">
                  Words and photos<span className="sr-only"> of the {room.roomTypeName}</span>
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
