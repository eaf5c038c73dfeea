import { Link } from "react-router";
import { deskPhotosOf } from "~/features/desk/desk-photos.server";
import type { Route } from "./+types/admin-rooms";

export async function loader({ context }: Route.LoaderArgs) {
  const { photos } = deskPhotosOf(context);
  return { rooms: await photos.rooms() };
}

export const meta: Route.MetaFunction = () => [{ title: "Rooms · Front desk" }];

/** Each room with its main picture and how many photos it has; each opens the room's page of words and photos. */
export default function DeskRooms({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="heading-2">Rooms</h1>
      <p className="mt-2 text-ink-700">
        Each room's words and photos. Until a room has a photo, the site shows its illustrations. Rates and the number of
        rooms are on the Rates page.
      </p>
      <ul className="mt-6 grid list-none gap-4 p-0 sm:grid-cols-2">
        {loaderData.rooms.map((room) => (
          <li key={room.id} className="overflow-hidden rounded-md border border-sand-200 bg-white">
            <img src={room.mainUrl} alt="" width={1200} height={800} className="aspect-[3/2] h-auto w-full object-cover" loading="lazy" />
            <div className="p-3">
              <h2 className="heading-3">{room.roomTypeName}</h2>
              <p className="text-sm text-ink-700">
                {room.photoCount === 0 ? "No photos yet" : room.photoCount === 1 ? "1 photo" : `${room.photoCount} photos`}
              </p>
              <Link to={`/admin/rooms/${room.id}`} className="btn-secondary mt-3">
                Words and photos<span className="sr-only"> of the {room.roomTypeName}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
